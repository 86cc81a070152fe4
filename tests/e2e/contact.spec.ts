import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';

test.describe('contact page', () => {
  test('shows the working hours and the business registry details from the settings', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.getByText('Monday to Friday: 09:00–21:00')).toBeVisible();
    await expect(page.getByText('Saturday and Sunday: closed')).toBeVisible();
    await expect(page.getByText(/We are (open now|closed right now)/)).toBeVisible();
    await expect(page.getByText('VAT number: EL801234567')).toBeVisible();
    await expect(page.getByText('Commercial registry (GEMI) number: 158234307000')).toBeVisible();
  });

  test('a message reaches the sales inbox over SMTP and the visitor is told it was sent', async ({
    page,
  }) => {
    const lastName = `Contact${Date.now()}`;
    await page.goto('/en/contact');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('First name').fill('Anna');
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('E-mail').fill('anna@example.com');
    await form.getByLabel('Phone (optional)').fill('+30 694 555 1234');
    await form.getByLabel('Message').fill('We travel with two bicycles to Naxos in June. Any tips?');
    await form.getByLabel(/I accept the terms and conditions/).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('The email was sent successfully.');
    const mail = await waitForMail(lastName);
    expect(mail).toContain('To: sales@kyma.travel');
    expect(mail).toContain('Subject: Contact form: Anna');
    expect(mail).toContain('two bicycles to Naxos');
  });

  test('the terms and privacy links of the form lead to those pages in the same language', async ({
    page,
  }) => {
    await page.goto('/de/contact');
    const label = page.locator('label[for="contact-terms"]');
    await expect(label.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute(
      'href',
      '/de/terms-and-conditions',
    );
    await expect(label.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/privacy-policy',
    );
    await page.goto('/contact');
    await expect(
      page.locator('label[for="contact-terms"]').getByRole('link', { name: 'όρους χρήσης' }),
    ).toHaveAttribute('href', '/oroi-and-proypo8eseis');
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts normally and answers on the page', async ({ page }) => {
    const lastName = `NoScript${Date.now()}`;
    await page.goto('/fr/contact');
    const form = page.getByRole('region', { name: 'Envoyez-nous un message' });
    await form.getByLabel('Prénom').fill('Claire');
    await form.getByLabel('Nom', { exact: true }).fill(lastName);
    await form.getByLabel('E-mail').fill('claire@example.com');
    await form.getByLabel('Message').fill('Bonjour, peut-on voyager avec un chien vers Corfou ?');
    await form.getByLabel(/J’accepte les conditions générales/).check();
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('status')).toHaveText('L’e-mail a bien été envoyé.');
    await waitForMail(lastName);
  });
});
