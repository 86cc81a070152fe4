import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';

test.describe('live chat', () => {
  test('a visitor sends a chat message from any page and the sales inbox receives it', async ({ page }) => {
    const name = `Maria Chat ${Date.now()}`;
    await page.goto('/en');
    await page.getByText('Chat with us').click();
    const chat = page.getByRole('region', { name: 'Live chat' });
    await expect(chat.getByText(/We are (online|offline)/)).toBeVisible();
    await chat.getByLabel('Name').fill(name);
    await chat.getByLabel('E-mail').fill('maria@example.com');
    await chat.getByLabel('Booking code (optional)').fill('KY-12345');
    await chat.getByLabel('Message').fill('Can I bring my dog on the Piraeus to Paros ferry?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('status')).toHaveText(
      'Thank you! Your message has reached us and we will answer soon.',
    );
    const mail = await waitForMail(name);
    expect(mail).toContain('To: sales@kyma.travel');
    expect(mail).toContain('KY-12345');
    expect(mail).toContain('Can I bring my dog on the Piraeus to Paros ferry?');
  });

  test('the chat tells which fields are missing, in the page language', async ({ page }) => {
    await page.goto('/de');
    await page.getByText('Chat', { exact: true }).click();
    const chat = page.getByRole('region', { name: 'Live-Chat' });
    await chat.getByLabel('E-Mail').fill('not-an-email');
    await chat.getByRole('button', { name: 'Senden' }).click();
    await expect(chat.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(chat.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(chat.locator('.form-field__error')).toHaveCount(3);
  });
});

test.describe('live chat without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the widget opens and the message is sent by a plain form post', async ({ page }) => {
    const name = `Nikos NoJS ${Date.now()}`;
    await page.goto('/');
    await page.getByText('Συνομιλία', { exact: true }).click();
    const chat = page.getByRole('region', { name: 'Ζωντανή συνομιλία' });
    await chat.getByLabel('Όνομα').fill(name);
    await chat.getByLabel('E-mail').fill('nikos@example.com');
    await chat.getByLabel('Μήνυμα').fill('Πότε φεύγει το πρώτο πλοίο για Νάξο;');
    await chat.getByRole('button', { name: 'Αποστολή' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Ευχαριστούμε! Λάβαμε το μήνυμά σας και θα σας απαντήσουμε σύντομα.',
    );
    await waitForMail(name);
  });
});
