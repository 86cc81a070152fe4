import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { decodeQuotedPrintable } from './mailbox.ts';
import { MAIL_DIR } from './smtp-catcher.ts';

export const PASSWORD = 'a long enough secret';

/** The link of a page (activate-account, change-password) from an e-mail to `to` the SMTP catcher received. */
export async function linkFromMail(to: string, page: string, timeoutMs = 15_000): Promise<string> {
  // The token and any plain parameters after it (an invitation's `&purpose=invitation`).
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w.-]+(?:&\\w+=[\\w-]+)*`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(MAIL_DIR, file), 'utf8'));
      const link = mail.includes(to) ? pattern.exec(mail)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} with a /${page} link arrived within ${timeoutMs} ms`);
}

export async function register(request: APIRequestContext, lang: string, name: string): Promise<string> {
  const email = `${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post(`/api/auth/register?lang=${lang}`, {
    data: { email, password: PASSWORD, name },
  });
  expect(response.status()).toBe(202);
  return email;
}

export async function registerAndActivate(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<string> {
  const email = await register(request, 'en', name);
  const link = await linkFromMail(email, 'en/activate-account');
  await page.goto(link);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Activate my account' }).click();
  await expect(main.getByText('Your account is active. You can now sign in.')).toBeVisible();
  return email;
}

/** Fills and sends the sign-in form, found by its accessible name (the page's heading). */
export async function signIn(page: Page, formName: string, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('E-mail', { exact: false }).fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.getByRole('button').click();
}
