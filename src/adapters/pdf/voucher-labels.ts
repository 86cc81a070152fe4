import type { PassengerType, Sex } from '#domain/booking/passenger.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';

/** Every word printed on the voucher, in one language. */
export interface VoucherLabels {
  title: string;
  reservationNumber: string;
  issued: string;
  leadTraveller: string;
  email: string;
  mobile: string;
  sailing: string;
  company: string;
  vessel: string;
  departure: string;
  arrival: string;
  /** Follows the departure and arrival labels: the times are the port's clock. */
  localTime: string;
  fullName: string;
  age: string;
  gender: string;
  seat: string;
  ticket: string;
  price: string;
  passengerTypes: Record<PassengerType, string>;
  sexes: Record<Sex, string>;
  vehicles: string;
  trailers: string;
  pets: string;
  sailingTotal: string;
  priceBreakdown: string;
  subtotal: string;
  discount: string;
  serviceFee: string;
  shipping: string;
  total: string;
  extraCost: string;
  finalPrice: string;
  ticketDelivery: string;
  delivery: Record<ReceiveTicketsMethod, { name: string; instruction: string }>;
  agency: string;
  taxNumber: string;
  manageBooking: string;
  page: (page: number, pages: number) => string;
}

export const VOUCHER_LABELS: Record<LocaleCode, VoucherLabels> = {
  el: {
    title: 'Επιβεβαίωση κράτησης',
    reservationNumber: 'Αριθμός κράτησης',
    issued: 'Ημερομηνία έκδοσης',
    leadTraveller: 'Υπεύθυνος κράτησης',
    email: 'E-mail',
    mobile: 'Κινητό',
    sailing: 'Δρομολόγιο',
    company: 'Εταιρεία',
    vessel: 'Πλοίο',
    departure: 'Αναχώρηση',
    arrival: 'Άφιξη',
    localTime: 'τοπική ώρα',
    fullName: 'Ονοματεπώνυμο',
    age: 'Ηλικία',
    gender: 'Φύλο',
    seat: 'Θέση',
    ticket: 'Αρ. εισιτηρίου',
    price: 'Τιμή',
    passengerTypes: {
      AD: 'Ενήλικας',
      CH: 'Παιδί',
      IN: 'Βρέφος',
      ST: 'Φοιτητής',
      SE: 'Άνω των 65',
      DI: 'ΑμεΑ',
    },
    sexes: { male: 'Άνδρας', female: 'Γυναίκα' },
    vehicles: 'Οχήματα',
    trailers: 'Ρυμουλκούμενα',
    pets: 'Κατοικίδια',
    sailingTotal: 'Σύνολο δρομολογίου',
    priceBreakdown: 'Ανάλυση τιμής',
    subtotal: 'Μερικό σύνολο',
    discount: 'Έκπτωση',
    serviceFee: 'Χρέωση υπηρεσιών',
    shipping: 'Αποστολή με courier',
    total: 'Σύνολο',
    extraCost: 'Επιβάρυνση πληρωμής',
    finalPrice: 'Ποσό πληρωμής',
    ticketDelivery: 'Παραλαβή εισιτηρίων',
    delivery: {
      portPickup: {
        name: 'Παραλαβή στο λιμάνι',
        instruction:
          'Παραλάβετε τα εισιτήριά σας από το πρακτορείο της εταιρείας στο λιμάνι, έγκαιρα πριν από την αναχώρηση, δείχνοντας αυτή την επιβεβαίωση.',
      },
      courier: {
        name: 'Αποστολή με courier',
        instruction: 'Τα εισιτήριά σας θα σας σταλούν με courier· έχετέ τα μαζί σας στο λιμάνι.',
      },
      eTicket: {
        name: 'Ηλεκτρονικό εισιτήριο',
        instruction:
          'Στην επιβίβαση δείξτε τους κωδικούς QR αυτής της επιβεβαίωσης μαζί με την ταυτότητα ή το διαβατήριό σας.',
      },
    },
    agency: 'Το ταξιδιωτικό σας γραφείο',
    taxNumber: 'ΑΦΜ',
    manageBooking: 'Διαχείριση κράτησης',
    page: (page, pages) => `Σελίδα ${page} από ${pages}`,
  },
  en: {
    title: 'Booking confirmation',
    reservationNumber: 'Reservation number',
    issued: 'Issued',
    leadTraveller: 'Lead traveller',
    email: 'E-mail',
    mobile: 'Mobile',
    sailing: 'Sailing',
    company: 'Ferry company',
    vessel: 'Vessel',
    departure: 'Departure',
    arrival: 'Arrival',
    localTime: 'local time',
    fullName: 'Full name',
    age: 'Age',
    gender: 'Gender',
    seat: 'Seat type',
    ticket: 'Ticket no.',
    price: 'Price',
    passengerTypes: { AD: 'Adult', CH: 'Child', IN: 'Infant', ST: 'Student', SE: 'Senior', DI: 'Disabled' },
    sexes: { male: 'Male', female: 'Female' },
    vehicles: 'Vehicles',
    trailers: 'Trailers',
    pets: 'Pets',
    sailingTotal: 'Sailing total',
    priceBreakdown: 'Price breakdown',
    subtotal: 'Subtotal',
    discount: 'Discount',
    serviceFee: 'Service fee',
    shipping: 'Courier delivery',
    total: 'Total',
    extraCost: 'Payment surcharge',
    finalPrice: 'Amount paid',
    ticketDelivery: 'Ticket delivery',
    delivery: {
      portPickup: {
        name: 'Pick-up at the port',
        instruction:
          "Collect your tickets at the ferry company's office in the port in good time before departure by showing this confirmation.",
      },
      courier: {
        name: 'Courier delivery',
        instruction: 'Your tickets are sent to you by courier; bring them with you to the port.',
      },
      eTicket: {
        name: 'E-ticket',
        instruction: 'At boarding, show the QR codes of this confirmation together with your ID or passport.',
      },
    },
    agency: 'Your travel agency',
    taxNumber: 'VAT no.',
    manageBooking: 'Manage your booking',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    title: 'Buchungsbestätigung',
    reservationNumber: 'Buchungsnummer',
    issued: 'Ausgestellt am',
    leadTraveller: 'Hauptreisender',
    email: 'E-Mail',
    mobile: 'Mobil',
    sailing: 'Überfahrt',
    company: 'Reederei',
    vessel: 'Schiff',
    departure: 'Abfahrt',
    arrival: 'Ankunft',
    localTime: 'Ortszeit',
    fullName: 'Name',
    age: 'Alter',
    gender: 'Geschlecht',
    seat: 'Platzart',
    ticket: 'Ticketnr.',
    price: 'Preis',
    passengerTypes: {
      AD: 'Erwachsener',
      CH: 'Kind',
      IN: 'Kleinkind',
      ST: 'Student',
      SE: 'Senior',
      DI: 'Mit Behinderung',
    },
    sexes: { male: 'Männlich', female: 'Weiblich' },
    vehicles: 'Fahrzeuge',
    trailers: 'Anhänger',
    pets: 'Haustiere',
    sailingTotal: 'Summe der Überfahrt',
    priceBreakdown: 'Preisaufstellung',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    serviceFee: 'Servicegebühr',
    shipping: 'Kurierzustellung',
    total: 'Gesamt',
    extraCost: 'Zahlungszuschlag',
    finalPrice: 'Bezahlter Betrag',
    ticketDelivery: 'Ticketzustellung',
    delivery: {
      portPickup: {
        name: 'Abholung am Hafen',
        instruction:
          'Holen Sie Ihre Tickets rechtzeitig vor der Abfahrt am Schalter der Reederei im Hafen ab und zeigen Sie dort diese Bestätigung vor.',
      },
      courier: {
        name: 'Kurierzustellung',
        instruction: 'Ihre Tickets werden Ihnen per Kurier zugestellt; bringen Sie sie zum Hafen mit.',
      },
      eTicket: {
        name: 'E-Ticket',
        instruction:
          'Zeigen Sie beim Einsteigen die QR-Codes dieser Bestätigung zusammen mit Ihrem Ausweis oder Reisepass vor.',
      },
    },
    agency: 'Ihr Reisebüro',
    taxNumber: 'USt-IdNr.',
    manageBooking: 'Buchung verwalten',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  es: {
    title: 'Confirmación de reserva',
    reservationNumber: 'Número de reserva',
    issued: 'Emitido el',
    leadTraveller: 'Titular de la reserva',
    email: 'Correo electrónico',
    mobile: 'Móvil',
    sailing: 'Trayecto',
    company: 'Naviera',
    vessel: 'Buque',
    departure: 'Salida',
    arrival: 'Llegada',
    localTime: 'hora local',
    fullName: 'Nombre completo',
    age: 'Edad',
    gender: 'Sexo',
    seat: 'Tipo de plaza',
    ticket: 'N.º de billete',
    price: 'Precio',
    passengerTypes: {
      AD: 'Adulto',
      CH: 'Niño',
      IN: 'Bebé',
      ST: 'Estudiante',
      SE: 'Mayor de 65',
      DI: 'Con discapacidad',
    },
    sexes: { male: 'Hombre', female: 'Mujer' },
    vehicles: 'Vehículos',
    trailers: 'Remolques',
    pets: 'Mascotas',
    sailingTotal: 'Total del trayecto',
    priceBreakdown: 'Desglose del precio',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    serviceFee: 'Cargo por servicio',
    shipping: 'Envío por mensajería',
    total: 'Total',
    extraCost: 'Recargo por forma de pago',
    finalPrice: 'Importe pagado',
    ticketDelivery: 'Entrega de billetes',
    delivery: {
      portPickup: {
        name: 'Recogida en el puerto',
        instruction:
          'Recoja sus billetes en la oficina de la naviera en el puerto con antelación suficiente a la salida, mostrando esta confirmación.',
      },
      courier: {
        name: 'Envío por mensajería',
        instruction: 'Le enviamos sus billetes por mensajería; llévelos consigo al puerto.',
      },
      eTicket: {
        name: 'Billete electrónico',
        instruction:
          'Al embarcar, muestre los códigos QR de esta confirmación junto con su documento de identidad o pasaporte.',
      },
    },
    agency: 'Su agencia de viajes',
    taxNumber: 'NIF',
    manageBooking: 'Gestionar la reserva',
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  fr: {
    title: 'Confirmation de réservation',
    reservationNumber: 'Numéro de réservation',
    issued: 'Émis le',
    leadTraveller: 'Titulaire de la réservation',
    email: 'E-mail',
    mobile: 'Portable',
    sailing: 'Traversée',
    company: 'Compagnie',
    vessel: 'Navire',
    departure: 'Départ',
    arrival: 'Arrivée',
    localTime: 'heure locale',
    fullName: 'Nom complet',
    age: 'Âge',
    gender: 'Sexe',
    seat: 'Type de place',
    ticket: 'N° de billet',
    price: 'Prix',
    passengerTypes: {
      AD: 'Adulte',
      CH: 'Enfant',
      IN: 'Bébé',
      ST: 'Étudiant',
      SE: 'Senior',
      DI: 'Personne handicapée',
    },
    sexes: { male: 'Homme', female: 'Femme' },
    vehicles: 'Véhicules',
    trailers: 'Remorques',
    pets: 'Animaux',
    sailingTotal: 'Total de la traversée',
    priceBreakdown: 'Détail du prix',
    subtotal: 'Sous-total',
    discount: 'Remise',
    serviceFee: 'Frais de service',
    shipping: 'Livraison par coursier',
    total: 'Total',
    extraCost: 'Supplément de paiement',
    finalPrice: 'Montant payé',
    ticketDelivery: 'Remise des billets',
    delivery: {
      portPickup: {
        name: 'Retrait au port',
        instruction:
          'Retirez vos billets au guichet de la compagnie au port, suffisamment tôt avant le départ, en présentant cette confirmation.',
      },
      courier: {
        name: 'Livraison par coursier',
        instruction: 'Vos billets vous sont envoyés par coursier ; apportez-les au port.',
      },
      eTicket: {
        name: 'Billet électronique',
        instruction:
          "À l'embarquement, présentez les codes QR de cette confirmation avec votre pièce d'identité ou votre passeport.",
      },
    },
    agency: 'Votre agence de voyages',
    taxNumber: 'N° de TVA',
    manageBooking: 'Gérer la réservation',
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
  it: {
    title: 'Conferma di prenotazione',
    reservationNumber: 'Numero di prenotazione',
    issued: 'Emesso il',
    leadTraveller: 'Intestatario della prenotazione',
    email: 'E-mail',
    mobile: 'Cellulare',
    sailing: 'Tratta',
    company: 'Compagnia',
    vessel: 'Nave',
    departure: 'Partenza',
    arrival: 'Arrivo',
    localTime: 'ora locale',
    fullName: 'Nome e cognome',
    age: 'Età',
    gender: 'Sesso',
    seat: 'Sistemazione',
    ticket: 'N. biglietto',
    price: 'Prezzo',
    passengerTypes: {
      AD: 'Adulto',
      CH: 'Bambino',
      IN: 'Neonato',
      ST: 'Studente',
      SE: 'Over 65',
      DI: 'Persona con disabilità',
    },
    sexes: { male: 'Uomo', female: 'Donna' },
    vehicles: 'Veicoli',
    trailers: 'Rimorchi',
    pets: 'Animali',
    sailingTotal: 'Totale della tratta',
    priceBreakdown: 'Dettaglio del prezzo',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    serviceFee: 'Diritti di servizio',
    shipping: 'Consegna tramite corriere',
    total: 'Totale',
    extraCost: 'Supplemento di pagamento',
    finalPrice: 'Importo pagato',
    ticketDelivery: 'Consegna dei biglietti',
    delivery: {
      portPickup: {
        name: 'Ritiro al porto',
        instruction:
          "Ritira i biglietti presso l'agenzia della compagnia al porto, con un certo anticipo sulla partenza, mostrando questa conferma.",
      },
      courier: {
        name: 'Consegna tramite corriere',
        instruction: 'I biglietti ti vengono spediti tramite corriere; portali con te al porto.',
      },
      eTicket: {
        name: 'Biglietto elettronico',
        instruction:
          "All'imbarco mostra i codici QR di questa conferma insieme al documento d'identità o al passaporto.",
      },
    },
    agency: 'La tua agenzia di viaggi',
    taxNumber: 'P. IVA',
    manageBooking: 'Gestisci la prenotazione',
    page: (page, pages) => `Pagina ${page} di ${pages}`,
  },
  sq: {
    title: 'Konfirmim rezervimi',
    reservationNumber: 'Numri i rezervimit',
    issued: 'Lëshuar më',
    leadTraveller: 'Udhëtari kryesor',
    email: 'Email',
    mobile: 'Celular',
    sailing: 'Lundrimi',
    company: 'Kompania detare',
    vessel: 'Anija',
    departure: 'Nisja',
    arrival: 'Mbërritja',
    localTime: 'ora vendore',
    fullName: 'Emri i plotë',
    age: 'Mosha',
    gender: 'Gjinia',
    seat: 'Lloji i vendit',
    ticket: 'Nr. i biletës',
    price: 'Çmimi',
    passengerTypes: {
      AD: 'I rritur',
      CH: 'Fëmijë',
      IN: 'Foshnjë',
      ST: 'Student',
      SE: 'Mbi 65 vjeç',
      DI: 'Me aftësi të kufizuara',
    },
    sexes: { male: 'Mashkull', female: 'Femër' },
    vehicles: 'Automjete',
    trailers: 'Rimorkio',
    pets: 'Kafshë shtëpiake',
    sailingTotal: 'Totali i lundrimit',
    priceBreakdown: 'Përbërja e çmimit',
    subtotal: 'Nëntotali',
    discount: 'Zbritja',
    serviceFee: 'Tarifa e shërbimit',
    shipping: 'Dërgesa me korrier',
    total: 'Totali',
    extraCost: 'Tarifë shtesë pagese',
    finalPrice: 'Shuma e paguar',
    ticketDelivery: 'Marrja e biletave',
    delivery: {
      portPickup: {
        name: 'Marrje në port',
        instruction:
          'Merrini biletat në zyrën e kompanisë në port, me kohë para nisjes, duke treguar këtë konfirmim.',
      },
      courier: {
        name: 'Dërgesa me korrier',
        instruction: 'Biletat do t’ju dërgohen me korrier; merrini me vete në port.',
      },
      eTicket: {
        name: 'Biletë elektronike',
        instruction:
          'Në hipje tregoni kodet QR të këtij konfirmimi së bashku me letërnjoftimin ose pasaportën tuaj.',
      },
    },
    agency: 'Agjencia juaj e udhëtimit',
    taxNumber: 'NIPT',
    manageBooking: 'Menaxhoni rezervimin',
    page: (page, pages) => `Faqja ${page} nga ${pages}`,
  },
};
