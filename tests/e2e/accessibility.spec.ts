import { loadSeedContent } from '#adapters/postgres/seed/content-files.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The seed texts the server loaded into its fresh database.
const {
  companies: SEED_COMPANIES,
  destinations: SEED_DESTINATIONS,
  offers: SEED_OFFERS,
  posts: SEED_POSTS,
} = await loadSeedContent();

const PAGES = [
  '/',
  '/en',
  '/sq',
  '/en/destinations',
  `/en/destinations/${SEED_DESTINATIONS[0]!.text.en.slug}`,
  '/de/companies',
  `/de/companies/${SEED_COMPANIES[0]!.text.de.slug}`,
  '/fr/blog',
  `/fr/blog/${SEED_POSTS[0]!.text.fr.slug}`,
  '/it/offers',
  `/it/offers/${SEED_OFFERS[0]!.text.it.slug}`,
  '/en/about-us',
  '/oroi-and-proypo8eseis',
  '/es/privacy-policy',
  '/en/contact',
  '/en/chat',
  '/en/newsletter',
  '/en/login',
  '/en/results',
  '/en/no-such-page',
];

test.describe('accessibility', () => {
  for (const path of PAGES) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violations in the open chat and mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Chat with us').click();
    await expect(page.getByRole('region', { name: 'Live chat' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the page can be used with the keyboard alone: skip link, menu and chat', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    const chatToggle = page.getByText('Chat with us');
    await chatToggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Live chat' }).getByLabel('Name')).toBeVisible();
  });
});
