import { linkFromMail, PASSWORD, register, registerAndActivate, signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('accounts', () => {
  test('activate from the e-mail, be sent to sign in by a protected page and come back to it, sign out', async ({
    page,
    request,
  }) => {
    const email = await registerAndActivate(page, request, 'Maria Papadopoulou');
    const header = page.getByRole('banner');
    const main = page.getByRole('main');

    // My trips is for signed-in travellers (a browser with no bookings and no sign-in link proof).
    await page.goto('/en/mytrips');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(main.getByText('Please sign in to see this page.')).toBeVisible();
    await signIn(page, 'Sign in to your account', email, PASSWORD);

    await expect(page).toHaveURL(/\/en\/mytrips$/);
    await expect(main.getByRole('heading', { name: 'My trips' })).toBeVisible();
    await expect(main).toContainText(email);
    await expect(header).toContainText('Maria Papadopoulou');
    const cookies = await page.context().cookies();
    for (const name of ['kyma.auth._token.local', 'kyma.auth._refresh_token.local']) {
      expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
    }

    // The session is kept on a fresh page load, and a signed-in user opening /login goes home.
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en$/);
    await expect(header).toContainText('Maria Papadopoulou');

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/en/mytrips');
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('a signed-in page survives an expired access token: the refresh cookie renews it', async ({
    page,
    request,
  }) => {
    const email = await registerAndActivate(page, request, 'Nikos');
    await page.goto('/en/login');
    const main = page.getByRole('main');
    await signIn(page, 'Sign in to your account', email, PASSWORD);
    await expect(page).toHaveURL(/\/en$/);
    await page.context().clearCookies({ name: 'kyma.auth._token.local' });
    await page.goto('/en/mytrips');
    await expect(main).toContainText(email);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'kyma.auth._token.local')).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a wrong password is refused in Greek, the right one signs in and out', async ({
      page,
      request,
    }) => {
      const email = await registerAndActivate(page, request, 'Ελένη');
      const main = page.getByRole('main');
      await page.goto('/login');
      await signIn(page, 'Σύνδεση στον λογαριασμό σας', email, 'not the password');
      await expect(main.getByRole('alert')).toHaveText('Λάθος e-mail ή κωδικός πρόσβασης.');
      const form = page.getByRole('form', { name: 'Σύνδεση στον λογαριασμό σας' });
      await expect(form.getByLabel('E-mail')).toHaveValue(email);

      await form.getByLabel('Κωδικός πρόσβασης').fill(PASSWORD);
      await form.getByRole('button', { name: 'Σύνδεση' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      const header = page.getByRole('banner');
      await expect(header).toContainText('Ελένη');
      await header.getByRole('button', { name: 'Αποσύνδεση' }).click();
      await expect(header.getByRole('link', { name: 'Σύνδεση' })).toBeVisible();
    });
  });

  test('too many wrong passwords are slowed down with a localized message', async ({ page, request }) => {
    const email = await register(request, 'de', 'Jonas');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await request.post('/api/auth/login', { data: { email, password: 'wrong password!' } });
    }
    await page.goto('/de/login');
    const main = page.getByRole('main');
    await signIn(page, 'Bei Ihrem Konto anmelden', email, PASSWORD);
    await expect(main.getByRole('alert')).toHaveText(
      'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es erneut.',
    );
  });

  test('a forgotten password is reset through the e-mailed link, which works once', async ({
    page,
    request,
  }) => {
    const email = await register(request, 'fr', 'Camille');
    await page.goto('/fr/login');
    const main = page.getByRole('main');
    await main.getByText('Mot de passe oublié ?').click();
    const forgot = main.getByRole('form', { name: 'Mot de passe oublié ?' });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(main.getByRole('status')).toContainText('nous lui avons envoyé un lien');

    const link = await linkFromMail(email, 'fr/change-password');
    await page.goto(link);
    const newPassword = 'another long secret';
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await main.getByLabel('Confirmez le nouveau mot de passe').fill('something else entirely');
    await main.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    await expect(main.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await main.getByLabel('Confirmez le nouveau mot de passe').fill(newPassword);
    await main.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    await expect(main.getByRole('status')).toHaveText(
      'Votre mot de passe a été modifié. Veuillez vous connecter avec le nouveau mot de passe.',
    );

    await page.goto(link);
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill('yet another secret');
    await main.getByLabel('Confirmez le nouveau mot de passe').fill('yet another secret');
    await main.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    await expect(main.getByRole('alert')).toContainText('Ce lien n’est pas valide');

    // The reset link also proves the address, so the account can sign in without a separate activation.
    await page.goto('/fr/login');
    await signIn(page, 'Connectez-vous à votre compte', email, newPassword);
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('banner')).toContainText('Camille');
  });

  test('an activation link that is not valid says so', async ({ page }) => {
    await page.goto('/es/activate-account?token=not-a-token');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Activar mi cuenta' }).click();
    await expect(main.getByRole('status')).toHaveText(
      'Este enlace de activación no es válido o ha caducado.',
    );
  });
});
