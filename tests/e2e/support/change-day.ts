import type { Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expect } from './fixtures.ts';

/**
 * The change page's day, chosen as a traveller does: its calendar (the search form's) opens on the booked
 * day, and the next month's arrow is pressed until the wanted day shows.
 */
export async function chooseChangeDay(page: Page, locale: LocaleCode, day: string): Promise<void> {
  const m = MESSAGES[locale];
  await page.getByRole('button', { name: new RegExp(m.changeDateLabel) }).click();
  const calendar = page.getByRole('dialog', { name: m.changeDateLabel });
  const wanted = calendar.locator(`[data-day="${day}"]:not([disabled])`);
  for (let month = 0; month < 12 && !(await wanted.isVisible()); month++)
    await calendar.getByRole('button', { name: m.searchNextMonth }).click();
  await wanted.click();
  await expect(calendar).toBeHidden();
}
