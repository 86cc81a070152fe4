import escapeHtml from 'escape-html';
import { Marked, type Tokens } from 'marked';
import { safeLink } from '#domain/content/safe-link.ts';
import { keptAnswers } from '../kept-answers.ts';

/**
 * Staff write content in Markdown. Raw HTML in it is shown as text, and links may only go to web,
 * mail or phone addresses or to our own pages, so content can never run script in a visitor's browser.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href: written, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      // Checked, and written, as a browser reads it: `/\evil.example` is the off-site `//evil.example`.
      const href = safeLink(written);
      if (href === null) return label;
      const external = /^https?:/i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${label}</a>`;
    },
    image({ href: written, text }: Tokens.Image) {
      const href = safeLink(written);
      if (href === null) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy">`;
    },
  },
});

/**
 * The page title is the only h1, so the body's top headings become h2 whatever level staff wrote,
 * and the levels below follow without gaps (screen-reader users navigate by heading level).
 */
function renderedMarkdown(source: string): string {
  const tokens = markdown.lexer(source);
  const depths: number[] = [];
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'heading') depths.push((token as Tokens.Heading).depth);
  });
  const levels = [...new Set(depths)].sort((a, b) => a - b);
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      heading.depth = Math.min(6, 2 + levels.indexOf(heading.depth));
    }
  });
  return markdown.parser(tokens);
}

/**
 * An article's HTML, kept per text: a page rendered afresh parsed its Markdown again on every request
 * (some 3 % of a fresh destination's CPU), and the same text always gives the same HTML. Some 60 places,
 * companies and posts in 7 languages, a few KB each.
 */
export const markdownToHtml = keptAnswers(1_000, renderedMarkdown);
