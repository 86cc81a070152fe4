import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';

/** The words of the booking confirmation e-mail (spec §7 `emails/sendSuccessReservation`) in one language. */
export interface BookingConfirmationText {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  intro: string;
  reservationNumber: string;
  sailing: string;
  departure: string;
  arrival: string;
  localTime: string;
  tickets: string;
  /** The heading of a sailing's price lines, and their sum. */
  charges: string;
  sailingTotal: string;
  totalPaid: string;
  /** Said instead of "total paid" when the agency paid on its credit (decision 0055). */
  paidThrough: (agency: string) => string;
  yourAgency: string;
  /** The invoice asked for: a heading and its fields' labels. */
  invoice: {
    heading: string;
    companyName: string;
    vatNumber: string;
    taxOffice: string;
    activity: string;
    address: string;
  };
  atThePort: string;
  delivery: Record<ReceiveTicketsMethod, string>;
  manageBooking: string;
  contact: string;
  signOff: string;
}

export const BOOKING_CONFIRMATION_TEXTS: Record<LocaleCode, BookingConfirmationText> = {
  el: {
    subject: (reference) => `Η κράτησή σας ${reference} επιβεβαιώθηκε`,
    greeting: (name) => `Γεια σας ${name},`,
    intro:
      'Σας ευχαριστούμε για την κράτησή σας στο Kyma. Τα εισιτήριά σας εκδόθηκαν· στο μήνυμα θα βρείτε συνημμένη την επιβεβαίωση σε PDF και τα δρομολόγια για το ημερολόγιό σας.',
    reservationNumber: 'Αριθμός κράτησης',
    sailing: 'Δρομολόγιο',
    departure: 'Αναχώρηση',
    arrival: 'Άφιξη',
    localTime: 'τοπική ώρα λιμανιού',
    tickets: 'Εισιτήρια',
    charges: 'Χρεώσεις',
    sailingTotal: 'Σύνολο δρομολογίου',
    totalPaid: 'Συνολικό ποσό πληρωμής',
    paidThrough: (agency) => `Πληρώθηκε μέσω ${agency}`,
    yourAgency: 'του ταξιδιωτικού σας γραφείου',
    invoice: {
      heading: 'Τιμολόγιο ζητήθηκε για',
      companyName: 'Επωνυμία',
      vatNumber: 'ΑΦΜ',
      taxOffice: 'ΔΟΥ',
      activity: 'Δραστηριότητα',
      address: 'Διεύθυνση',
    },
    atThePort: 'Στο λιμάνι',
    delivery: {
      portPickup:
        'Παραλάβετε τα εισιτήριά σας από το πρακτορείο της εταιρείας στο λιμάνι, έγκαιρα πριν από την αναχώρηση. Δείξτε τη συνημμένη επιβεβαίωση και έχετε μαζί σας ταυτότητα ή διαβατήριο.',
      courier:
        'Τα εισιτήριά σας θα σας σταλούν με courier στη διεύθυνση που δώσατε. Έχετέ τα μαζί σας στο λιμάνι, μαζί με ταυτότητα ή διαβατήριο.',
      eTicket:
        'Τα εισιτήριά σας είναι ηλεκτρονικά: στην επιβίβαση δείξτε τους κωδικούς QR της συνημμένης επιβεβαίωσης (σε κινητό ή εκτυπωμένους) μαζί με ταυτότητα ή διαβατήριο.',
    },
    manageBooking: 'Δείτε και διαχειριστείτε την κράτησή σας',
    contact: 'Για οποιαδήποτε ερώτηση είμαστε στη διάθεσή σας:',
    signOff: 'Καλό ταξίδι!',
  },
  en: {
    subject: (reference) => `Your ferry booking ${reference} is confirmed`,
    greeting: (name) => `Hello ${name},`,
    intro:
      'Thank you for booking with Kyma. Your tickets have been issued: the voucher (PDF) and your sailings for your calendar are attached to this e-mail.',
    reservationNumber: 'Reservation number',
    sailing: 'Sailing',
    departure: 'Departure',
    arrival: 'Arrival',
    localTime: 'local time at the port',
    tickets: 'Tickets',
    charges: 'Charges',
    sailingTotal: 'Sailing total',
    totalPaid: 'Total paid',
    paidThrough: (agency) => `Paid through ${agency}`,
    yourAgency: 'your travel agency',
    invoice: {
      heading: 'Invoice requested for',
      companyName: 'Company name',
      vatNumber: 'VAT number (ΑΦΜ)',
      taxOffice: 'Tax office (ΔΟΥ)',
      activity: 'Business activity',
      address: 'Address',
    },
    atThePort: 'At the port',
    delivery: {
      portPickup:
        "Collect your tickets at the ferry company's office in the port in good time before departure. Show the attached voucher and bring your ID or passport.",
      courier:
        'Your tickets are sent by courier to the address you gave us. Bring them to the port together with your ID or passport.',
      eTicket:
        'Your tickets are electronic: at boarding, show the QR codes of the attached voucher (on your phone or printed) together with your ID or passport.',
    },
    manageBooking: 'View and manage your booking',
    contact: 'If you have any questions, we are here to help:',
    signOff: 'Have a good trip!',
  },
  de: {
    subject: (reference) => `Ihre Fährbuchung ${reference} ist bestätigt`,
    greeting: (name) => `Hallo ${name},`,
    intro:
      'Vielen Dank für Ihre Buchung bei Kyma. Ihre Tickets wurden ausgestellt: Den Voucher (PDF) und Ihre Überfahrten für den Kalender finden Sie im Anhang dieser E-Mail.',
    reservationNumber: 'Buchungsnummer',
    sailing: 'Überfahrt',
    departure: 'Abfahrt',
    arrival: 'Ankunft',
    localTime: 'Ortszeit am Hafen',
    tickets: 'Tickets',
    charges: 'Preise',
    sailingTotal: 'Summe der Überfahrt',
    totalPaid: 'Bezahlter Gesamtbetrag',
    paidThrough: (agency) => `Bezahlt über ${agency}`,
    yourAgency: 'Ihr Reisebüro',
    invoice: {
      heading: 'Rechnung angefordert für',
      companyName: 'Firmenname',
      vatNumber: 'USt-IdNr. (ΑΦΜ)',
      taxOffice: 'Finanzamt (ΔΟΥ)',
      activity: 'Geschäftstätigkeit',
      address: 'Adresse',
    },
    atThePort: 'Am Hafen',
    delivery: {
      portPickup:
        'Holen Sie Ihre Tickets rechtzeitig vor der Abfahrt am Schalter der Reederei im Hafen ab. Zeigen Sie dort den angehängten Voucher und Ihren Ausweis oder Reisepass vor.',
      courier:
        'Ihre Tickets werden per Kurier an die angegebene Adresse geschickt. Bringen Sie sie zusammen mit Ihrem Ausweis oder Reisepass zum Hafen mit.',
      eTicket:
        'Ihre Tickets sind elektronisch: Zeigen Sie beim Einsteigen die QR-Codes des angehängten Vouchers (auf dem Handy oder ausgedruckt) zusammen mit Ihrem Ausweis oder Reisepass vor.',
    },
    manageBooking: 'Buchung ansehen und verwalten',
    contact: 'Bei Fragen sind wir gerne für Sie da:',
    signOff: 'Gute Reise!',
  },
  es: {
    subject: (reference) => `Su reserva de ferry ${reference} está confirmada`,
    greeting: (name) => `Hola, ${name}:`,
    intro:
      'Gracias por reservar con Kyma. Sus billetes ya están emitidos: encontrará adjuntos a este correo el bono (PDF) y sus trayectos para el calendario.',
    reservationNumber: 'Número de reserva',
    sailing: 'Trayecto',
    departure: 'Salida',
    arrival: 'Llegada',
    localTime: 'hora local del puerto',
    tickets: 'Billetes',
    charges: 'Importes',
    sailingTotal: 'Total del trayecto',
    totalPaid: 'Total pagado',
    paidThrough: (agency) => `Pagado a través de ${agency}`,
    yourAgency: 'su agencia de viajes',
    invoice: {
      heading: 'Factura solicitada a nombre de',
      companyName: 'Razón social',
      vatNumber: 'NIF-IVA (ΑΦΜ)',
      taxOffice: 'Oficina tributaria (ΔΟΥ)',
      activity: 'Actividad',
      address: 'Dirección',
    },
    atThePort: 'En el puerto',
    delivery: {
      portPickup:
        'Recoja sus billetes en la oficina de la naviera en el puerto con antelación suficiente a la salida. Muestre el bono adjunto y lleve su documento de identidad o pasaporte.',
      courier:
        'Le enviamos sus billetes por mensajería a la dirección que nos indicó. Llévelos al puerto junto con su documento de identidad o pasaporte.',
      eTicket:
        'Sus billetes son electrónicos: al embarcar, muestre los códigos QR del bono adjunto (en el móvil o impresos) junto con su documento de identidad o pasaporte.',
    },
    manageBooking: 'Consulte y gestione su reserva',
    contact: 'Si tiene alguna pregunta, estamos a su disposición:',
    signOff: '¡Buen viaje!',
  },
  fr: {
    subject: (reference) => `Votre réservation de ferry ${reference} est confirmée`,
    greeting: (name) => `Bonjour ${name},`,
    intro:
      "Merci d'avoir réservé avec Kyma. Vos billets sont émis : vous trouverez en pièces jointes le voucher (PDF) et vos traversées à ajouter à votre agenda.",
    reservationNumber: 'Numéro de réservation',
    sailing: 'Traversée',
    departure: 'Départ',
    arrival: 'Arrivée',
    localTime: 'heure locale du port',
    tickets: 'Billets',
    charges: 'Montants',
    sailingTotal: 'Total de la traversée',
    totalPaid: 'Total payé',
    paidThrough: (agency) => `Payé par l’intermédiaire de ${agency}`,
    yourAgency: 'votre agence de voyages',
    invoice: {
      heading: 'Facture demandée au nom de',
      companyName: 'Raison sociale',
      vatNumber: 'Numéro de TVA (ΑΦΜ)',
      taxOffice: 'Centre des impôts (ΔΟΥ)',
      activity: 'Activité',
      address: 'Adresse',
    },
    atThePort: 'Au port',
    delivery: {
      portPickup:
        "Retirez vos billets au guichet de la compagnie au port, suffisamment tôt avant le départ. Présentez le voucher joint et votre pièce d'identité ou votre passeport.",
      courier:
        "Vos billets vous sont envoyés par coursier à l'adresse indiquée. Apportez-les au port avec votre pièce d'identité ou votre passeport.",
      eTicket:
        "Vos billets sont électroniques : à l'embarquement, présentez les codes QR du voucher joint (sur votre téléphone ou imprimés) avec votre pièce d'identité ou votre passeport.",
    },
    manageBooking: 'Consulter et gérer votre réservation',
    contact: 'Pour toute question, nous sommes à votre disposition :',
    signOff: 'Bon voyage !',
  },
  it: {
    subject: (reference) => `La tua prenotazione di traghetto ${reference} è confermata`,
    greeting: (name) => `Ciao ${name},`,
    intro:
      'Grazie per aver prenotato con Kyma. I tuoi biglietti sono stati emessi: in allegato trovi il voucher (PDF) e le tue tratte da aggiungere al calendario.',
    reservationNumber: 'Numero di prenotazione',
    sailing: 'Tratta',
    departure: 'Partenza',
    arrival: 'Arrivo',
    localTime: 'ora locale del porto',
    tickets: 'Biglietti',
    charges: 'Importi',
    sailingTotal: 'Totale della tratta',
    totalPaid: 'Totale pagato',
    paidThrough: (agency) => `Pagato tramite ${agency}`,
    yourAgency: 'la sua agenzia di viaggi',
    invoice: {
      heading: 'Fattura richiesta per',
      companyName: 'Ragione sociale',
      vatNumber: 'Partita IVA (ΑΦΜ)',
      taxOffice: 'Ufficio delle imposte (ΔΟΥ)',
      activity: 'Attività',
      address: 'Indirizzo',
    },
    atThePort: 'Al porto',
    delivery: {
      portPickup:
        "Ritira i biglietti presso l'agenzia della compagnia al porto, con un certo anticipo sulla partenza. Mostra il voucher allegato e porta con te un documento d'identità o il passaporto.",
      courier:
        "I biglietti ti vengono spediti tramite corriere all'indirizzo che ci hai indicato. Portali al porto insieme a un documento d'identità o al passaporto.",
      eTicket:
        "I tuoi biglietti sono elettronici: all'imbarco mostra i codici QR del voucher allegato (sul telefono o stampati) insieme a un documento d'identità o al passaporto.",
    },
    manageBooking: 'Visualizza e gestisci la prenotazione',
    contact: 'Per qualsiasi domanda siamo a tua disposizione:',
    signOff: 'Buon viaggio!',
  },
  sq: {
    subject: (reference) => `Rezervimi juaj i tragetit ${reference} u konfirmua`,
    greeting: (name) => `Përshëndetje ${name},`,
    intro:
      'Faleminderit që rezervuat me Kyma. Biletat tuaja u lëshuan: bashkëngjitur këtij emaili gjeni voucher-in (PDF) dhe lundrimet për kalendarin tuaj.',
    reservationNumber: 'Numri i rezervimit',
    sailing: 'Lundrimi',
    departure: 'Nisja',
    arrival: 'Mbërritja',
    localTime: 'ora vendore e portit',
    tickets: 'Biletat',
    charges: 'Shumat',
    sailingTotal: 'Totali i udhëtimit',
    totalPaid: 'Totali i paguar',
    paidThrough: (agency) => `Paguar nëpërmjet ${agency}`,
    yourAgency: 'agjencisë suaj të udhëtimit',
    invoice: {
      heading: 'Faturë e kërkuar për',
      companyName: 'Emri i kompanisë',
      vatNumber: 'Numri i TVSH-së (ΑΦΜ)',
      taxOffice: 'Zyra e tatimeve (ΔΟΥ)',
      activity: 'Veprimtaria',
      address: 'Adresa',
    },
    atThePort: 'Në port',
    delivery: {
      portPickup:
        'Merrini biletat në zyrën e kompanisë në port, me kohë para nisjes. Tregoni voucher-in e bashkëngjitur dhe kini me vete letërnjoftimin ose pasaportën.',
      courier:
        'Biletat do t’ju dërgohen me korrier në adresën që na dhatë. Merrini me vete në port së bashku me letërnjoftimin ose pasaportën.',
      eTicket:
        'Biletat tuaja janë elektronike: në hipje tregoni kodet QR të voucher-it të bashkëngjitur (në telefon ose të printuara) së bashku me letërnjoftimin ose pasaportën.',
    },
    manageBooking: 'Shikoni dhe menaxhoni rezervimin tuaj',
    contact: 'Për çdo pyetje jemi në dispozicionin tuaj:',
    signOff: 'Udhëtim të mbarë!',
  },
};
