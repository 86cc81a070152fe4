/** The hosted test page's words, in the traveller's language as a real provider's checkout would be. */
export interface SandboxTexts {
  title: string;
  notice: string;
  amount: string;
  card: string;
  pay: string;
  cancel: string;
  notATestCard: string;
  decided: string;
}

export const SANDBOX_TEXTS: Record<string, SandboxTexts> = {
  el: {
    title: 'Δοκιμαστική πληρωμή',
    notice: 'Περιβάλλον δοκιμών: δεν χρεώνεται πραγματική κάρτα.',
    amount: 'Ποσό',
    card: 'Αριθμός κάρτας',
    pay: 'Πληρωμή',
    cancel: 'Ακύρωση και επιστροφή',
    notATestCard:
      'Χρησιμοποιήστε μια δοκιμαστική κάρτα: 4242 4242 4242 4242 (εγκρίνεται) ή 4000 0000 0000 0002 (απορρίπτεται).',
    decided: 'Η πληρωμή αυτή έχει ήδη ολοκληρωθεί.',
  },
  en: {
    title: 'Test payment',
    notice: 'Sandbox: no real card is charged.',
    amount: 'Amount',
    card: 'Card number',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    notATestCard: 'Use a test card: 4242 4242 4242 4242 (approved) or 4000 0000 0000 0002 (declined).',
    decided: 'This payment has already been completed.',
  },
  de: {
    title: 'Testzahlung',
    notice: 'Testumgebung: Es wird keine echte Karte belastet.',
    amount: 'Betrag',
    card: 'Kartennummer',
    pay: 'Bezahlen',
    cancel: 'Abbrechen und zurück',
    notATestCard:
      'Verwenden Sie eine Testkarte: 4242 4242 4242 4242 (genehmigt) oder 4000 0000 0000 0002 (abgelehnt).',
    decided: 'Diese Zahlung ist bereits abgeschlossen.',
  },
  es: {
    title: 'Pago de prueba',
    notice: 'Entorno de pruebas: no se cobra ninguna tarjeta real.',
    amount: 'Importe',
    card: 'Número de tarjeta',
    pay: 'Pagar',
    cancel: 'Cancelar y volver',
    notATestCard:
      'Use una tarjeta de prueba: 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada).',
    decided: 'Este pago ya se ha completado.',
  },
  fr: {
    title: 'Paiement de test',
    notice: 'Environnement de test : aucune carte réelle n’est débitée.',
    amount: 'Montant',
    card: 'Numéro de carte',
    pay: 'Payer',
    cancel: 'Annuler et revenir',
    notATestCard:
      'Utilisez une carte de test : 4242 4242 4242 4242 (acceptée) ou 4000 0000 0000 0002 (refusée).',
    decided: 'Ce paiement est déjà terminé.',
  },
  it: {
    title: 'Pagamento di prova',
    notice: 'Ambiente di prova: nessuna carta reale viene addebitata.',
    amount: 'Importo',
    card: 'Numero della carta',
    pay: 'Paga',
    cancel: 'Annulla e torna indietro',
    notATestCard:
      'Usa una carta di prova: 4242 4242 4242 4242 (approvata) o 4000 0000 0000 0002 (rifiutata).',
    decided: 'Questo pagamento è già stato completato.',
  },
  sq: {
    title: 'Pagesë prove',
    notice: 'Mjedis testimi: asnjë kartë e vërtetë nuk tarifohet.',
    amount: 'Shuma',
    card: 'Numri i kartës',
    pay: 'Paguaj',
    cancel: 'Anulo dhe kthehu',
    notATestCard:
      'Përdorni një kartë prove: 4242 4242 4242 4242 (miratohet) ose 4000 0000 0000 0002 (refuzohet).',
    decided: 'Kjo pagesë është kryer tashmë.',
  },
};
