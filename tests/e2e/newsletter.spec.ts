import { expect, test } from './support/fixtures.ts';
import { decodeQuotedPrintable, waitForMail } from './support/mailbox.ts';

test.describe('newsletter', () => {
  test('signing up from the footer sends a confirmation e-mail whose link confirms once', async ({
    page,
  }) => {
    const email = `traveller-${Date.now()}@example.com`;
    await page.goto('/it');
    const newsletter = page.getByRole('region', { name: 'Newsletter' });
    await newsletter.getByLabel('Il tuo indirizzo e-mail').fill(email);
    await newsletter.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(newsletter.getByRole('status')).toHaveText(
      'Quasi fatto: ti abbiamo inviato un’e-mail per confermare la tua iscrizione.',
    );

    const mail = decodeQuotedPrintable(await waitForMail(email));
    expect(mail).toContain('Conferma la tua iscrizione alla newsletter di Kyma');
    const link = /https?:\/\/[^\s"<>]+\/it\/newsletter\/confirm\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('button', { name: 'Conferma la mia iscrizione' }).click();
    await expect(page.getByRole('status')).toHaveText('La tua iscrizione è confermata. Benvenuto a bordo!');

    await page.goto(link!);
    await page.getByRole('button', { name: 'Conferma la mia iscrizione' }).click();
    await expect(page.getByRole('status')).toContainText('non è valido o è scaduto');
  });

  test('an address that is not an e-mail is refused in place', async ({ page }) => {
    await page.goto('/en');
    const newsletter = page.getByRole('region', { name: 'Newsletter' });
    await newsletter.getByLabel('Your e-mail address').fill('at-sign-missing.example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByLabel('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});
