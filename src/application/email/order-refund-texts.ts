import type { LocaleCode } from '#domain/i18n/locales.ts';

/** The words of the "we could not issue your tickets" e-mail in one language; amounts come formatted. */
export interface OrderRefundText {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  sorry: (reference: string) => string;
  refundedToCard: (amount: string) => string;
  refundedToCredit: (amount: string) => string;
  contact: (phone: string, email: string) => string;
}

export const ORDER_REFUND_TEXTS: Record<LocaleCode, OrderRefundText> = {
  el: {
    subject: (reference) => `Η κράτηση ${reference} δεν ολοκληρώθηκε· σας επιστρέφουμε τα χρήματα`,
    greeting: (name) => `Γεια σας ${name},`,
    sorry: (reference) =>
      `Λυπούμαστε: η ακτοπλοϊκή εταιρεία δεν εξέδωσε τα εισιτήρια της κράτησης ${reference}, οπότε η κράτηση δεν ισχύει.`,
    refundedToCard: (amount) =>
      `Επιστρέψαμε ${amount} στην κάρτα με την οποία πληρώσατε· η επιστροφή εμφανίζεται συνήθως μέσα σε 5 έως 10 εργάσιμες ημέρες.`,
    refundedToCredit: (amount) => `Επιστρέψαμε ${amount} στο ταξιδιωτικό γραφείο που πλήρωσε την κράτηση.`,
    contact: (phone, email) =>
      `Για να βρούμε μαζί άλλο δρομολόγιο, καλέστε μας στο ${phone} ή γράψτε στο ${email}.`,
  },
  en: {
    subject: (reference) => `Booking ${reference} could not be completed: your money is refunded`,
    greeting: (name) => `Hello ${name},`,
    sorry: (reference) =>
      `We are sorry: the ferry company did not issue the tickets of booking ${reference}, so the booking is not valid.`,
    refundedToCard: (amount) =>
      `We have refunded ${amount} to the card you paid with; refunds usually show within 5 to 10 working days.`,
    refundedToCredit: (amount) =>
      `We have returned ${amount} to the travel agency that paid for this booking.`,
    contact: (phone, email) => `To find another sailing together, call us on ${phone} or write to ${email}.`,
  },
  de: {
    subject: (reference) => `Buchung ${reference} konnte nicht abgeschlossen werden: Ihr Geld wird erstattet`,
    greeting: (name) => `Hallo ${name},`,
    sorry: (reference) =>
      `Es tut uns leid: Die Reederei hat die Tickets der Buchung ${reference} nicht ausgestellt, die Buchung ist daher nicht gültig.`,
    refundedToCard: (amount) =>
      `Wir haben ${amount} auf die Karte erstattet, mit der Sie bezahlt haben; die Gutschrift erscheint meist innerhalb von 5 bis 10 Werktagen.`,
    refundedToCredit: (amount) =>
      `Wir haben ${amount} an das Reisebüro erstattet, das diese Buchung bezahlt hat.`,
    contact: (phone, email) =>
      `Um gemeinsam eine andere Überfahrt zu finden, rufen Sie uns an unter ${phone} oder schreiben Sie an ${email}.`,
  },
  es: {
    subject: (reference) => `La reserva ${reference} no se pudo completar: le devolvemos el dinero`,
    greeting: (name) => `Hola, ${name}:`,
    sorry: (reference) =>
      `Lo sentimos: la naviera no emitió los billetes de la reserva ${reference}, por lo que la reserva no es válida.`,
    refundedToCard: (amount) =>
      `Hemos devuelto ${amount} a la tarjeta con la que pagó; el reembolso suele verse en 5 a 10 días laborables.`,
    refundedToCredit: (amount) => `Hemos devuelto ${amount} a la agencia de viajes que pagó esta reserva.`,
    contact: (phone, email) => `Para buscar juntos otro trayecto, llámenos al ${phone} o escriba a ${email}.`,
  },
  fr: {
    subject: (reference) => `La réservation ${reference} n’a pas pu aboutir : vous êtes remboursé`,
    greeting: (name) => `Bonjour ${name},`,
    sorry: (reference) =>
      `Nous sommes désolés : la compagnie n’a pas émis les billets de la réservation ${reference}, la réservation n’est donc pas valable.`,
    refundedToCard: (amount) =>
      `Nous avons remboursé ${amount} sur la carte utilisée ; le remboursement apparaît en général sous 5 à 10 jours ouvrés.`,
    refundedToCredit: (amount) =>
      `Nous avons rendu ${amount} à l’agence de voyages qui a payé cette réservation.`,
    contact: (phone, email) =>
      `Pour trouver ensemble une autre traversée, appelez-nous au ${phone} ou écrivez à ${email}.`,
  },
  it: {
    subject: (reference) => `La prenotazione ${reference} non è stata completata: ti rimborsiamo`,
    greeting: (name) => `Ciao ${name},`,
    sorry: (reference) =>
      `Siamo spiacenti: la compagnia non ha emesso i biglietti della prenotazione ${reference}, quindi la prenotazione non è valida.`,
    refundedToCard: (amount) =>
      `Abbiamo rimborsato ${amount} sulla carta con cui hai pagato; di solito il rimborso appare entro 5-10 giorni lavorativi.`,
    refundedToCredit: (amount) =>
      `Abbiamo restituito ${amount} all’agenzia di viaggi che ha pagato questa prenotazione.`,
    contact: (phone, email) =>
      `Per trovare insieme un’altra traversata, chiamaci al ${phone} o scrivi a ${email}.`,
  },
  sq: {
    subject: (reference) => `Rezervimi ${reference} nuk u krye: paratë ju kthehen`,
    greeting: (name) => `Përshëndetje ${name},`,
    sorry: (reference) =>
      `Na vjen keq: kompania e trageteve nuk i lëshoi biletat e rezervimit ${reference}, prandaj rezervimi nuk është i vlefshëm.`,
    refundedToCard: (amount) =>
      `Ju kthyem ${amount} në kartën me të cilën paguat; rimbursimi zakonisht shfaqet brenda 5 deri në 10 ditë pune.`,
    refundedToCredit: (amount) => `Ia kthyem ${amount} agjencisë së udhëtimit që pagoi këtë rezervim.`,
    contact: (phone, email) =>
      `Për të gjetur bashkë një udhëtim tjetër, na telefononi në ${phone} ose shkruani në ${email}.`,
  },
};
