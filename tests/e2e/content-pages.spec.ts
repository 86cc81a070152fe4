import { loadSeedContent } from '#adapters/postgres/seed/content-files.ts';
import { offerHasEnded } from '#domain/content/offer-validity.ts';
import { TEST_TODAY } from '../support/test-today.ts';
import { expect, test } from './support/fixtures.ts';
import { switchLanguage } from './support/languages.ts';

// The seed texts the server loaded into its fresh database.
const {
  companies: SEED_COMPANIES,
  destinations: SEED_DESTINATIONS,
  offers: SEED_OFFERS,
  posts: SEED_POSTS,
  staticPages: SEED_STATIC_PAGES,
} = await loadSeedContent();

const santorini = SEED_DESTINATIONS.find((destination) => destination.key === 'santorini')!;
const company = SEED_COMPANIES[0]!;
const offer = SEED_OFFERS[0]!;
const terms = SEED_STATIC_PAGES.find((staticPage) => staticPage.key === 'terms')!;
const newestPost = [...SEED_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;

test.describe('content pages', () => {
  test('the home page shows the sections staff arranged, linking to real pages', async ({ page }) => {
    await page.goto('/en');
    const why = page.locator('.home-section--whyChooseUs');
    await expect(why.getByRole('listitem')).not.toHaveCount(0);
    await expect(why.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute(
      'href',
      '/en/about-us',
    );
    const destinations = page.locator('.home-section--popularDestinations');
    await expect(destinations.getByRole('heading', { level: 2 })).toBeVisible();
    const firstCard = destinations.getByRole('link').first();
    const target = await firstCard.getAttribute('href');
    expect(target).toMatch(/^\/en\/destinations\/[a-z0-9-]+$/);
    await firstCard.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Greek home page names the international routes’ ports in Greek', async ({ page }) => {
    await page.goto('/');
    const international = page.locator('.route-list').filter({
      has: page.getByRole('heading', { level: 3, name: 'Διεθνή δρομολόγια' }),
    });
    const ports = international.locator('.route-list__ports');
    await expect(ports).not.toHaveCount(0);
    await expect(ports.first()).toHaveText('Ανκόνα → Ηγουμενίτσα');
    // Each route link's ports in Greek letters: "Ancona → Ηγουμενίτσα" is what the page read before.
    for (const text of await ports.allTextContents()) expect(text).toMatch(/^[\p{Script=Greek}\s()→]+$/u);
  });

  test('a destination page has its guide, FAQ, breadcrumb and structured data', async ({ page }) => {
    const response = await page.goto(`/en/destinations/${santorini.text.en.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${santorini.text.en.title} | Kyma`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(santorini.text.en.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      santorini.text.en.metaDescription,
    );
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Destinations']);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.getByText(santorini.text.en.faq[0]!.question).click();
    await expect(faq.getByText(santorini.text.en.faq[0]!.answer)).toBeVisible();
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['TravelAgency', 'BreadcrumbList', 'FAQPage']));
    const image = page.locator('.article__image img');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('src', /\/api\/files\/download\//);
  });

  test('the language switcher on a content page lands on the same page in the other language', async ({
    page,
  }) => {
    await page.goto(`/en/destinations/${santorini.text.en.slug}`);
    await switchLanguage(page, 'Language', /Français/);
    await expect(page).toHaveURL(new RegExp(`/fr/destinations/${santorini.text.fr.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(santorini.text.fr.title);
    await switchLanguage(page, 'Langue', /Ελληνικά/);
    await expect(page).toHaveURL(new RegExp(`/destinations/${santorini.text.el.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(santorini.text.el.title);
  });

  test('a company page describes the company', async ({ page }) => {
    await page.goto(`/de/companies/${company.text.de.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.text.de.title);
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link')).toHaveText(
      ['Startseite', 'Fährgesellschaften'],
    );
  });

  test('the blog lists articles newest first and an article reads in its language', async ({ page }) => {
    await page.goto('/it/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await page.getByRole('link', { name: newestPost.text.it.title }).click();
    await expect(page).toHaveURL(new RegExp(`/it/blog/${newestPost.text.it.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestPost.text.it.title);
    await expect(page.getByText(/^Pubblicato il /)).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('an offer page states its conditions and how long it runs', async ({ page }) => {
    await page.goto(`/es/offers/${offer.text.es.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.text.es.title);
    await expect(page.locator('.article__header').getByText(/^Válido hasta el /)).toBeVisible();
  });

  test('the offers list shows the offers still running, each valid until its last day', async ({ page }) => {
    // The seed's offers end on fixed dates: the server hides those past their last day by the real clock.
    const running = SEED_OFFERS.filter((item) => !offerHasEnded(new Date(item.validUntil), TEST_TODAY));
    await page.goto('/es/offers');
    await expect(page.locator('.card__link')).toHaveCount(running.length);
    for (const item of running) {
      const card = page
        .locator('.card')
        .filter({ has: page.locator(`a[href="/es/offers/${item.text.es.slug}"]`) });
      await expect(card.getByText(/^Válido hasta el /)).toBeVisible();
    }
  });

  test('terms live at their spec addresses in Greek and in the other languages', async ({ page }) => {
    await page.goto('/oroi-and-proypo8eseis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.text.el.title);
    await page.goto('/en/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.text.en.title);
    await switchLanguage(page, 'Language', /Ελληνικά/);
    await expect(page).toHaveURL(/\/oroi-and-proypo8eseis$/);
  });

  test('a content slug that does not exist is a real 404', async ({ page }) => {
    const response = await page.goto('/en/destinations/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });

  test('an old address goes home', async ({ page }) => {
    await page.goto('/home-ferry/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  });
});

test.describe('content pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists and articles are complete in the server-rendered HTML', async ({ page }) => {
    await page.goto('/sq/destinations');
    await expect(
      page.getByRole('link', { name: santorini.text.sq.title.split(':')[0]!.trim() }),
    ).toBeVisible();
    await page.goto(`/sq/destinations/${santorini.text.sq.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(santorini.text.sq.title);
  });
});
