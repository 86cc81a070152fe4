import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '#web/app/content/markdown.ts';

describe('markdown content', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = markdownToHtml('## Paros\n\n- **Naousa** harbour\n- [Ferries](/en/results)');
    expect(html).toContain('<h2>Paros</h2>');
    expect(html).toContain('<strong>Naousa</strong>');
    expect(html).toContain('<a href="/en/results">Ferries</a>');
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = markdownToHtml('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops links that could run script, keeping their text', () => {
    const html = markdownToHtml('[click](javascript:alert(1)) and [mail](mailto:sales@kyma.travel)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('click');
    expect(html).toContain('<a href="mailto:sales@kyma.travel">mail</a>');
  });

  it('marks outside links noopener', () => {
    expect(markdownToHtml('[Port authority](https://www.olp.gr)')).toContain(
      '<a href="https://www.olp.gr" rel="noopener">Port authority</a>',
    );
  });

  it('makes the top headings of the body h2 under the page title, keeping the levels below in step', () => {
    const html = markdownToHtml('### Getting there\n\ntext\n\n##### From Piraeus\n\n# Shouted');
    expect(html).toContain('<h2>Shouted</h2>');
    expect(html).toContain('<h3>Getting there</h3>');
    expect(html).toContain('<h4>From Piraeus</h4>');
  });

  it('never lets a link that looks same-site leave the site', () => {
    for (const href of ['/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/\t/evil.example']) {
      const html = markdownToHtml(`[our offers](${href.replace('\t', '%09')}) [raw](<${href}>)`);
      const targets = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&#?\w+;/g, ''));
      for (const target of targets) {
        expect(new URL(target, 'https://kyma.travel/en').origin, `${href} → ${target}`).toBe(
          'https://kyma.travel',
        );
      }
      expect(html, href).toContain('our offers');
    }
    expect(markdownToHtml('[offers](/en/offers)')).toContain('<a href="/en/offers">offers</a>');
  });
});
