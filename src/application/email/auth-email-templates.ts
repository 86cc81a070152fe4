import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '#domain/i18n/locales.ts';
import { type LinkEmail, linkEmail } from './link-email.ts';

export type AuthEmailTemplate = 'activation' | 'passwordReset' | 'invitation';

interface TemplateText {
  subject: string;
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

type Texts = Record<AuthEmailTemplate, TemplateText>;

const hello = (word: string) => (name: string | null) => (name ? `${word} ${name},` : `${word},`);

/** The account e-mails in every interface language (spec §1). */
const TEXTS: Record<LocaleCode, Texts> = {
  el: {
    activation: {
      subject: 'Ενεργοποιήστε τον λογαριασμό σας στο Kyma',
      greeting: hello('Γεια σας'),
      body: 'Ευχαριστούμε για την εγγραφή σας στο Kyma. Πατήστε τον παρακάτω σύνδεσμο για να ενεργοποιήσετε τον λογαριασμό σας.',
      action: 'Ενεργοποίηση λογαριασμού',
      expiry: 'Ο σύνδεσμος ισχύει για {hours} ώρες.',
      ignore: 'Αν δεν δημιουργήσατε εσείς λογαριασμό, αγνοήστε αυτό το μήνυμα.',
    },
    passwordReset: {
      subject: 'Αλλαγή κωδικού πρόσβασης στο Kyma',
      greeting: hello('Γεια σας'),
      body: 'Λάβαμε αίτημα αλλαγής του κωδικού πρόσβασης του λογαριασμού σας. Πατήστε τον παρακάτω σύνδεσμο για να ορίσετε νέο κωδικό.',
      action: 'Ορισμός νέου κωδικού',
      expiry: 'Ο σύνδεσμος ισχύει για {hours} ώρες και μόνο μία φορά.',
      ignore: 'Αν δεν ζητήσατε εσείς την αλλαγή, αγνοήστε αυτό το μήνυμα· ο κωδικός σας παραμένει ίδιος.',
    },
    invitation: {
      subject: 'Πρόσκληση στο Kyma',
      greeting: hello('Γεια σας'),
      body: 'Σας δημιουργήσαμε λογαριασμό στο Kyma. Πατήστε τον παρακάτω σύνδεσμο για να ορίσετε τον κωδικό πρόσβασής σας.',
      action: 'Ορισμός κωδικού',
      expiry: 'Ο σύνδεσμος ισχύει για {hours} ώρες και μόνο μία φορά.',
      ignore: 'Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε αυτό το μήνυμα.',
    },
  },
  en: {
    activation: {
      subject: 'Activate your Kyma account',
      greeting: hello('Hello'),
      body: 'Thank you for signing up to Kyma. Follow the link below to activate your account.',
      action: 'Activate my account',
      expiry: 'The link is valid for {hours} hours.',
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
    passwordReset: {
      subject: 'Reset your Kyma password',
      greeting: hello('Hello'),
      body: 'We received a request to reset the password of your account. Follow the link below to choose a new one.',
      action: 'Choose a new password',
      expiry: 'The link is valid for {hours} hours and works only once.',
      ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
    },
    invitation: {
      subject: 'You are invited to Kyma',
      greeting: hello('Hello'),
      body: 'An account has been opened for you on Kyma. Follow the link below to choose your password.',
      action: 'Choose my password',
      expiry: 'The link is valid for {hours} hours and works only once.',
      ignore: 'If you were not expecting this invitation, you can ignore this e-mail.',
    },
  },
  de: {
    activation: {
      subject: 'Aktivieren Sie Ihr Kyma-Konto',
      greeting: hello('Hallo'),
      body: 'Vielen Dank für Ihre Registrierung bei Kyma. Über den folgenden Link aktivieren Sie Ihr Konto.',
      action: 'Konto aktivieren',
      expiry: 'Der Link ist {hours} Stunden gültig.',
      ignore: 'Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.',
    },
    passwordReset: {
      subject: 'Ihr Kyma-Passwort zurücksetzen',
      greeting: hello('Hallo'),
      body: 'Wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Kontos erhalten. Über den folgenden Link wählen Sie ein neues Passwort.',
      action: 'Neues Passwort wählen',
      expiry: 'Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    invitation: {
      subject: 'Ihre Einladung zu Kyma',
      greeting: hello('Hallo'),
      body: 'Für Sie wurde ein Konto bei Kyma eingerichtet. Über den folgenden Link wählen Sie Ihr Passwort.',
      action: 'Passwort wählen',
      expiry: 'Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
      ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    },
  },
  es: {
    activation: {
      subject: 'Activa tu cuenta de Kyma',
      greeting: hello('Hola'),
      body: 'Gracias por registrarte en Kyma. Sigue el enlace de abajo para activar tu cuenta.',
      action: 'Activar mi cuenta',
      expiry: 'El enlace es válido durante {hours} horas.',
      ignore: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Kyma',
      greeting: hello('Hola'),
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Sigue el enlace de abajo para elegir una nueva.',
      action: 'Elegir una contraseña nueva',
      expiry: 'El enlace es válido durante {hours} horas y solo funciona una vez.',
      ignore: 'Si no lo has solicitado, ignora este correo; tu contraseña no cambia.',
    },
    invitation: {
      subject: 'Tu invitación a Kyma',
      greeting: hello('Hola'),
      body: 'Se ha abierto una cuenta para ti en Kyma. Sigue el enlace de abajo para elegir tu contraseña.',
      action: 'Elegir mi contraseña',
      expiry: 'El enlace es válido durante {hours} horas y solo funciona una vez.',
      ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
    },
  },
  fr: {
    activation: {
      subject: 'Activez votre compte Kyma',
      greeting: hello('Bonjour'),
      body: 'Merci de vous être inscrit sur Kyma. Suivez le lien ci-dessous pour activer votre compte.',
      action: 'Activer mon compte',
      expiry: 'Le lien est valable {hours} heures.',
      ignore: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Kyma',
      greeting: hello('Bonjour'),
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Suivez le lien ci-dessous pour en choisir un nouveau.',
      action: 'Choisir un nouveau mot de passe',
      expiry: "Le lien est valable {hours} heures et ne fonctionne qu'une fois.",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
    invitation: {
      subject: 'Votre invitation sur Kyma',
      greeting: hello('Bonjour'),
      body: 'Un compte a été ouvert pour vous sur Kyma. Suivez le lien ci-dessous pour choisir votre mot de passe.',
      action: 'Choisir mon mot de passe',
      expiry: "Le lien est valable {hours} heures et ne fonctionne qu'une fois.",
      ignore: "Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
    },
  },
  it: {
    activation: {
      subject: 'Attiva il tuo account Kyma',
      greeting: hello('Ciao'),
      body: 'Grazie per esserti registrato su Kyma. Segui il link qui sotto per attivare il tuo account.',
      action: 'Attiva il mio account',
      expiry: 'Il link è valido per {hours} ore.',
      ignore: 'Se non hai creato un account, puoi ignorare questa e-mail.',
    },
    passwordReset: {
      subject: 'Reimposta la tua password Kyma',
      greeting: hello('Ciao'),
      body: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Segui il link qui sotto per sceglierne una nuova.',
      action: 'Scegli una nuova password',
      expiry: 'Il link è valido per {hours} ore e funziona una sola volta.',
      ignore: 'Se non hai fatto tu la richiesta, ignora questa e-mail: la tua password resta invariata.',
    },
    invitation: {
      subject: 'Il tuo invito a Kyma',
      greeting: hello('Ciao'),
      body: 'È stato aperto un account per te su Kyma. Segui il link qui sotto per scegliere la tua password.',
      action: 'Scegli la mia password',
      expiry: 'Il link è valido per {hours} ore e funziona una sola volta.',
      ignore: 'Se non aspettavi questo invito, puoi ignorare questa e-mail.',
    },
  },
  sq: {
    activation: {
      subject: 'Aktivizoni llogarinë tuaj në Kyma',
      greeting: hello('Përshëndetje'),
      body: 'Faleminderit që u regjistruat në Kyma. Ndiqni lidhjen më poshtë për të aktivizuar llogarinë tuaj.',
      action: 'Aktivizo llogarinë',
      expiry: 'Lidhja është e vlefshme për {hours} orë.',
      ignore: 'Nëse nuk keni krijuar llogari, mund ta shpërfillni këtë email.',
    },
    passwordReset: {
      subject: 'Rivendosni fjalëkalimin tuaj në Kyma',
      greeting: hello('Përshëndetje'),
      body: 'Morëm një kërkesë për të rivendosur fjalëkalimin e llogarisë suaj. Ndiqni lidhjen më poshtë për të zgjedhur një të ri.',
      action: 'Zgjidh një fjalëkalim të ri',
      expiry: 'Lidhja është e vlefshme për {hours} orë dhe funksionon vetëm një herë.',
      ignore: 'Nëse nuk e keni kërkuar ju, shpërfilleni këtë email; fjalëkalimi juaj mbetet i njëjtë.',
    },
    invitation: {
      subject: 'Ftesa juaj në Kyma',
      greeting: hello('Përshëndetje'),
      body: 'Për ju është hapur një llogari në Kyma. Ndiqni lidhjen më poshtë për të zgjedhur fjalëkalimin tuaj.',
      action: 'Zgjidh fjalëkalimin',
      expiry: 'Lidhja është e vlefshme për {hours} orë dhe funksionon vetëm një herë.',
      ignore: 'Nëse nuk e prisnit këtë ftesë, mund ta shpërfillni këtë email.',
    },
  },
};

/** The activation, password-reset or invitation e-mail in the user's language, with the link to follow. */
export function authEmail(
  template: AuthEmailTemplate,
  locale: string,
  values: { link: string; name: string | null; hours: number },
): LinkEmail {
  const language = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
  const texts = TEXTS[language][template];
  return linkEmail(
    language,
    {
      subject: texts.subject,
      greeting: texts.greeting(values.name),
      body: texts.body,
      action: texts.action,
      expiry: texts.expiry.replace('{hours}', String(values.hours)),
      ignore: texts.ignore,
    },
    values.link,
  );
}
