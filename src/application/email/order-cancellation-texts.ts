import type { LocaleCode } from '#domain/i18n/locales.ts';

/** The words of the cancellation confirmation in one language; amounts come already formatted. */
export interface OrderCancellationText {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  cancelled: (reference: string) => string;
  refund: (amount: string) => string;
  /** The refund of an order the agency paid on its credit goes back to the agency (decision 0055). */
  refundToAgency: (amount: string) => string;
  noRefund: string;
  fee: (amount: string) => string;
  signOff: string;
}

export const ORDER_CANCELLATION_TEXTS: Record<LocaleCode, OrderCancellationText> = {
  el: {
    subject: (reference) => `Η κράτησή σας ${reference} ακυρώθηκε`,
    greeting: (name) => `Γεια σας ${name},`,
    cancelled: (reference) =>
      `Η κράτηση ${reference} ακυρώθηκε όπως ζητήσατε και τα εισιτήριά της δεν ισχύουν πλέον.`,
    refund: (amount) =>
      `Σας επιστρέφουμε ${amount} στην κάρτα με την οποία πληρώσατε· η επιστροφή εμφανίζεται συνήθως μέσα σε 5 έως 10 εργάσιμες ημέρες.`,
    refundToAgency: (amount) => `Επιστρέφουμε ${amount} στο ταξιδιωτικό γραφείο που πλήρωσε την κράτηση.`,
    noRefund: 'Σύμφωνα με τους όρους ακύρωσης του ναύλου σας, δεν προβλέπεται επιστροφή χρημάτων.',
    fee: (amount) => `Χρέωση ακύρωσης: ${amount}.`,
    signOff: 'Ελπίζουμε να σας δούμε ξανά σύντομα.',
  },
  en: {
    subject: (reference) => `Your ferry booking ${reference} is cancelled`,
    greeting: (name) => `Hello ${name},`,
    cancelled: (reference) =>
      `Booking ${reference} has been cancelled as you asked; its tickets are no longer valid.`,
    refund: (amount) =>
      `We are refunding ${amount} to the card you paid with; refunds usually show within 5 to 10 working days.`,
    refundToAgency: (amount) => `We are returning ${amount} to the travel agency that paid for this booking.`,
    noRefund: "Under your fare's cancellation terms, no refund is due.",
    fee: (amount) => `Cancellation fee: ${amount}.`,
    signOff: 'We hope to welcome you on board again soon.',
  },
  de: {
    subject: (reference) => `Ihre Fährbuchung ${reference} ist storniert`,
    greeting: (name) => `Hallo ${name},`,
    cancelled: (reference) =>
      `Die Buchung ${reference} wurde wie gewünscht storniert; ihre Tickets sind nicht mehr gültig.`,
    refund: (amount) =>
      `Wir erstatten ${amount} auf die Karte, mit der Sie bezahlt haben; die Gutschrift erscheint meist innerhalb von 5 bis 10 Werktagen.`,
    refundToAgency: (amount) => `Wir erstatten ${amount} an das Reisebüro, das diese Buchung bezahlt hat.`,
    noRefund: 'Nach den Stornobedingungen Ihres Tarifs ist keine Erstattung vorgesehen.',
    fee: (amount) => `Stornogebühr: ${amount}.`,
    signOff: 'Wir hoffen, Sie bald wieder an Bord begrüßen zu dürfen.',
  },
  es: {
    subject: (reference) => `Su reserva de ferry ${reference} está cancelada`,
    greeting: (name) => `Hola ${name}:`,
    cancelled: (reference) =>
      `La reserva ${reference} se ha cancelado como solicitó; sus billetes ya no son válidos.`,
    refund: (amount) =>
      `Le reembolsamos ${amount} en la tarjeta con la que pagó; el reembolso suele verse en un plazo de 5 a 10 días hábiles.`,
    refundToAgency: (amount) => `Devolvemos ${amount} a la agencia de viajes que pagó esta reserva.`,
    noRefund: 'Según las condiciones de cancelación de su tarifa, no corresponde ningún reembolso.',
    fee: (amount) => `Gastos de cancelación: ${amount}.`,
    signOff: 'Esperamos volver a verle a bordo pronto.',
  },
  fr: {
    subject: (reference) => `Votre réservation de ferry ${reference} est annulée`,
    greeting: (name) => `Bonjour ${name},`,
    cancelled: (reference) =>
      `La réservation ${reference} a été annulée comme vous l’avez demandé ; ses billets ne sont plus valables.`,
    refund: (amount) =>
      `Nous vous remboursons ${amount} sur la carte utilisée pour le paiement ; le remboursement apparaît en général sous 5 à 10 jours ouvrés.`,
    refundToAgency: (amount) =>
      `Nous restituons ${amount} à l’agence de voyages qui a payé cette réservation.`,
    noRefund: 'Selon les conditions d’annulation de votre tarif, aucun remboursement n’est dû.',
    fee: (amount) => `Frais d’annulation : ${amount}.`,
    signOff: 'Au plaisir de vous accueillir de nouveau à bord.',
  },
  it: {
    subject: (reference) => `La tua prenotazione di traghetto ${reference} è cancellata`,
    greeting: (name) => `Ciao ${name},`,
    cancelled: (reference) =>
      `La prenotazione ${reference} è stata cancellata come richiesto; i suoi biglietti non sono più validi.`,
    refund: (amount) =>
      `Ti rimborsiamo ${amount} sulla carta con cui hai pagato; di solito il rimborso compare entro 5-10 giorni lavorativi.`,
    refundToAgency: (amount) =>
      `Restituiamo ${amount} all’agenzia di viaggi che ha pagato questa prenotazione.`,
    noRefund: 'Secondo le condizioni di cancellazione della tua tariffa, non è previsto alcun rimborso.',
    fee: (amount) => `Penale di cancellazione: ${amount}.`,
    signOff: 'Speriamo di riaverti presto a bordo.',
  },
  sq: {
    subject: (reference) => `Rezervimi juaj i tragetit ${reference} u anulua`,
    greeting: (name) => `Përshëndetje ${name},`,
    cancelled: (reference) =>
      `Rezervimi ${reference} u anulua siç kërkuat; biletat e tij nuk janë më të vlefshme.`,
    refund: (amount) =>
      `Ju kthejmë ${amount} në kartën me të cilën paguat; rimbursimi zakonisht shfaqet brenda 5 deri në 10 ditë pune.`,
    refundToAgency: (amount) => `Po i kthejmë ${amount} agjencisë së udhëtimit që pagoi këtë rezervim.`,
    noRefund: 'Sipas kushteve të anulimit të tarifës suaj, nuk parashikohet rimbursim.',
    fee: (amount) => `Tarifa e anulimit: ${amount}.`,
    signOff: 'Shpresojmë t’ju mirëpresim sërish në bord së shpejti.',
  },
};
