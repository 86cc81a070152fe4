import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type LinkEmail, type LinkEmailText, linkEmail } from './link-email.ts';

/** The double opt-in e-mail of the newsletter in every interface language. */
const TEXTS: Record<LocaleCode, LinkEmailText> = {
  el: {
    subject: 'Επιβεβαιώστε την εγγραφή σας στο newsletter της Kyma',
    greeting: 'Γεια σας,',
    body: 'Ζητήσατε να λαμβάνετε το newsletter της Kyma με προσφορές και ιδέες για ταξίδια με πλοίο. Πατήστε τον παρακάτω σύνδεσμο για να επιβεβαιώσετε την εγγραφή σας.',
    action: 'Επιβεβαίωση εγγραφής',
    expiry: 'Ο σύνδεσμος ισχύει για 7 ημέρες.',
    ignore: 'Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το μήνυμα· δεν θα λάβετε τίποτα άλλο.',
  },
  en: {
    subject: 'Confirm your subscription to the Kyma newsletter',
    greeting: 'Hello,',
    body: 'You asked to receive the Kyma newsletter with ferry offers and travel ideas. Follow the link below to confirm your subscription.',
    action: 'Confirm my subscription',
    expiry: 'The link is valid for 7 days.',
    ignore: 'If you did not sign up, ignore this e-mail; you will not hear from us again.',
  },
  de: {
    subject: 'Bestätigen Sie Ihr Abonnement des Kyma-Newsletters',
    greeting: 'Hallo,',
    body: 'Sie möchten den Kyma-Newsletter mit Fährangeboten und Reiseideen erhalten. Bitte bestätigen Sie Ihr Abonnement über den folgenden Link.',
    action: 'Abonnement bestätigen',
    expiry: 'Der Link ist 7 Tage gültig.',
    ignore:
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail; Sie erhalten dann nichts weiter von uns.',
  },
  es: {
    subject: 'Confirme su suscripción al boletín de Kyma',
    greeting: 'Hola:',
    body: 'Ha solicitado recibir el boletín de Kyma con ofertas de ferry e ideas de viaje. Siga el enlace de abajo para confirmar su suscripción.',
    action: 'Confirmar mi suscripción',
    expiry: 'El enlace es válido durante 7 días.',
    ignore: 'Si no se ha suscrito usted, ignore este correo; no volverá a saber de nosotros.',
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter Kyma',
    greeting: 'Bonjour,',
    body: 'Vous avez demandé à recevoir la newsletter Kyma avec des offres de ferry et des idées de voyage. Suivez le lien ci-dessous pour confirmer votre inscription.',
    action: 'Confirmer mon inscription',
    expiry: 'Le lien est valable 7 jours.',
    ignore: "Si vous ne vous êtes pas inscrit, ignorez cet e-mail ; vous ne recevrez rien d'autre.",
  },
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter di Kyma',
    greeting: 'Ciao,',
    body: 'Hai chiesto di ricevere la newsletter di Kyma con offerte sui traghetti e idee di viaggio. Segui il link qui sotto per confermare la tua iscrizione.',
    action: 'Conferma la mia iscrizione',
    expiry: 'Il link è valido per 7 giorni.',
    ignore: 'Se non ti sei iscritto tu, ignora questa e-mail: non riceverai altro.',
  },
  sq: {
    subject: 'Konfirmoni abonimin tuaj në buletinin e Kyma',
    greeting: 'Përshëndetje,',
    body: 'Keni kërkuar të merrni buletinin e Kyma me oferta trageti dhe ide udhëtimi. Ndiqni lidhjen më poshtë për të konfirmuar abonimin tuaj.',
    action: 'Konfirmo abonimin',
    expiry: 'Lidhja është e vlefshme për 7 ditë.',
    ignore: 'Nëse nuk jeni abonuar ju, shpërfilleni këtë email; nuk do të merrni asgjë tjetër.',
  },
};

export function newsletterConfirmEmail(locale: LocaleCode, link: string): LinkEmail {
  return linkEmail(locale, TEXTS[locale], link);
}
