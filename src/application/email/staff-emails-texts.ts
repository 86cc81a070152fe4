import type { LocaleCode } from '#domain/i18n/locales.ts';

/** The words of the e-mails staff cause from the back office, in the traveller's language. */
export interface StaffEmailText {
  greeting: (name: string) => string;
  refundSubject: (reference: string) => string;
  refunded: (amount: string, reference: string) => string;
  /** To the traveller of an order the agency paid on its credit: the money went back to the agency. */
  refundedToCredit: (amount: string, reference: string) => string;
  /** After a part refund: how much of the charge has gone back so far. */
  refundedSoFar: (refunded: string, paid: string) => string;
  refundedWhole: string;
  /** The refund did not cancel anything: the traveller can still sail. */
  ticketsStillValid: string;
  chatSubject: string;
  chatIntro: string;
  chatYouWrote: string;
  signature: string;
}

export const STAFF_EMAIL_TEXTS: Record<LocaleCode, StaffEmailText> = {
  el: {
    greeting: (name) => `Γεια σας ${name},`,
    refundSubject: (reference) => `Επιστροφή χρημάτων για την κράτηση ${reference}`,
    refunded: (amount, reference) =>
      `Σας επιστρέψαμε ${amount} για την κράτηση ${reference} στην κάρτα με την οποία πληρώσατε· η επιστροφή εμφανίζεται συνήθως μέσα σε 5 έως 10 εργάσιμες ημέρες.`,
    refundedToCredit: (amount, reference) =>
      `Επιστρέψαμε ${amount} για την κράτηση ${reference} στο ταξιδιωτικό γραφείο που την πλήρωσε.`,
    refundedSoFar: (refunded, paid) =>
      `Μέχρι τώρα σας έχουν επιστραφεί ${refunded} από τα ${paid} που πληρώσατε.`,
    refundedWhole: 'Σας επιστράφηκε όλο το ποσό που πληρώσατε.',
    ticketsStillValid: 'Τα εισιτήριά σας δεν ακυρώθηκαν και ισχύουν για το ταξίδι.',
    chatSubject: 'Η απάντησή μας στο μήνυμά σας',
    chatIntro: 'Σας ευχαριστούμε για το μήνυμά σας. Η απάντησή μας:',
    chatYouWrote: 'Μας γράψατε:',
    signature: 'Η ομάδα της Kyma',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    refundSubject: (reference) => `Refund for booking ${reference}`,
    refunded: (amount, reference) =>
      `We have refunded ${amount} for booking ${reference} to the card you paid with; it usually shows within 5 to 10 working days.`,
    refundedToCredit: (amount, reference) =>
      `We have returned ${amount} for booking ${reference} to the travel agency that paid for it.`,
    refundedSoFar: (refunded, paid) => `So far ${refunded} of the ${paid} you paid has been refunded.`,
    refundedWhole: 'Everything you paid has now been refunded.',
    ticketsStillValid: 'Your tickets were not cancelled and remain valid for travel.',
    chatSubject: 'Our answer to your message',
    chatIntro: 'Thank you for your message. Our answer:',
    chatYouWrote: 'You wrote:',
    signature: 'The Kyma team',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    refundSubject: (reference) => `Erstattung für die Buchung ${reference}`,
    refunded: (amount, reference) =>
      `Wir haben ${amount} für die Buchung ${reference} auf die Karte erstattet, mit der Sie bezahlt haben; die Gutschrift erscheint meist innerhalb von 5 bis 10 Werktagen.`,
    refundedToCredit: (amount, reference) =>
      `Wir haben ${amount} für die Buchung ${reference} an das Reisebüro erstattet, das sie bezahlt hat.`,
    refundedSoFar: (refunded, paid) => `Bisher wurden ${refunded} der gezahlten ${paid} erstattet.`,
    refundedWhole: 'Alles, was Sie gezahlt haben, ist nun erstattet.',
    ticketsStillValid: 'Ihre Tickets wurden nicht storniert und bleiben für die Reise gültig.',
    chatSubject: 'Unsere Antwort auf Ihre Nachricht',
    chatIntro: 'Vielen Dank für Ihre Nachricht. Unsere Antwort:',
    chatYouWrote: 'Sie schrieben:',
    signature: 'Ihr Kyma-Team',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    refundSubject: (reference) => `Reembolso de la reserva ${reference}`,
    refunded: (amount, reference) =>
      `Le hemos reembolsado ${amount} de la reserva ${reference} en la tarjeta con la que pagó; suele aparecer en un plazo de 5 a 10 días hábiles.`,
    refundedToCredit: (amount, reference) =>
      `Hemos devuelto ${amount} de la reserva ${reference} a la agencia de viajes que la pagó.`,
    refundedSoFar: (refunded, paid) =>
      `Hasta ahora se le han reembolsado ${refunded} de los ${paid} que pagó.`,
    refundedWhole: 'Ya se le ha reembolsado todo lo que pagó.',
    ticketsStillValid: 'Sus billetes no se cancelaron y siguen siendo válidos para viajar.',
    chatSubject: 'Nuestra respuesta a su mensaje',
    chatIntro: 'Gracias por su mensaje. Nuestra respuesta:',
    chatYouWrote: 'Usted escribió:',
    signature: 'El equipo de Kyma',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    refundSubject: (reference) => `Remboursement de la réservation ${reference}`,
    refunded: (amount, reference) =>
      `Nous avons remboursé ${amount} pour la réservation ${reference} sur la carte utilisée pour le paiement ; le remboursement apparaît en général sous 5 à 10 jours ouvrés.`,
    refundedToCredit: (amount, reference) =>
      `Nous avons rendu ${amount} pour la réservation ${reference} à l’agence de voyages qui l’a payée.`,
    refundedSoFar: (refunded, paid) =>
      `À ce jour, ${refunded} sur les ${paid} payés vous ont été remboursés.`,
    refundedWhole: 'Tout ce que vous avez payé vous a maintenant été remboursé.',
    ticketsStillValid: 'Vos billets n’ont pas été annulés et restent valables pour voyager.',
    chatSubject: 'Notre réponse à votre message',
    chatIntro: 'Merci pour votre message. Notre réponse :',
    chatYouWrote: 'Vous avez écrit :',
    signature: 'L’équipe Kyma',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    refundSubject: (reference) => `Rimborso della prenotazione ${reference}`,
    refunded: (amount, reference) =>
      `Abbiamo rimborsato ${amount} per la prenotazione ${reference} sulla carta con cui ha pagato; di solito l’accredito compare entro 5-10 giorni lavorativi.`,
    refundedToCredit: (amount, reference) =>
      `Abbiamo restituito ${amount} per la prenotazione ${reference} all’agenzia di viaggi che l’ha pagata.`,
    refundedSoFar: (refunded, paid) => `Finora le sono stati rimborsati ${refunded} dei ${paid} pagati.`,
    refundedWhole: 'Ora le è stato rimborsato tutto ciò che ha pagato.',
    ticketsStillValid: 'I suoi biglietti non sono stati annullati e restano validi per il viaggio.',
    chatSubject: 'La nostra risposta al suo messaggio',
    chatIntro: 'Grazie per il suo messaggio. La nostra risposta:',
    chatYouWrote: 'Ci ha scritto:',
    signature: 'Il team di Kyma',
  },
  sq: {
    greeting: (name) => `Përshëndetje ${name},`,
    refundSubject: (reference) => `Rimbursim për rezervimin ${reference}`,
    refunded: (amount, reference) =>
      `Ju kemi rimbursuar ${amount} për rezervimin ${reference} në kartën me të cilën paguat; zakonisht shfaqet brenda 5 deri në 10 ditëve pune.`,
    refundedToCredit: (amount, reference) =>
      `Ju kemi kthyer ${amount} për rezervimin ${reference} agjencisë së udhëtimit që e pagoi.`,
    refundedSoFar: (refunded, paid) => `Deri tani ju janë rimbursuar ${refunded} nga ${paid} që paguat.`,
    refundedWhole: 'Tani ju është rimbursuar gjithçka që paguat.',
    ticketsStillValid: 'Biletat tuaja nuk u anuluan dhe mbeten të vlefshme për udhëtim.',
    chatSubject: 'Përgjigjja jonë për mesazhin tuaj',
    chatIntro: 'Faleminderit për mesazhin tuaj. Përgjigjja jonë:',
    chatYouWrote: 'Ju na shkruat:',
    signature: 'Ekipi i Kyma',
  },
};
