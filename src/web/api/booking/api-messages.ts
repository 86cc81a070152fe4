import type { LocaleCode } from '#domain/i18n/locales.ts';

type Catalogue = Record<string, string>;

/**
 * Sentences for the message keys the booking API returns. Keys absent from a language fall back to
 * English, then to a generic sentence, so a new key never surfaces as a bare identifier.
 */
const MESSAGES: Record<LocaleCode, Catalogue> = {
  en: {
    fieldRequired: 'This field is required.',
    chooseDeparturePort: 'Choose departure port',
    chooseDestinationPort: 'Choose destination port',
    chooseDepartureDate: 'Choose departure date',
    chooseReturnDate: 'Choose return date',
    invalidDate: 'Enter a valid date.',
    returnDateBeforeDeparture: 'The return cannot be before the departure.',
    atLeastOnePassenger: 'Add at least one passenger.',
    tooManyVehicles: 'Vehicles cannot exceed passengers.',
    tooManyPets: 'At most 5 pets per passenger.',
    invalidPortCode: 'Choose a port from the list.',
    invalidLanguage: 'Unsupported language.',
    invalidChoice: 'Choose one of the options.',
    invalidNumber: 'Enter a valid number.',
    invalidLength: 'Enter a valid length in metres.',
    invalidEmail: 'Enter a valid e-mail address.',
    invalidPhoneNumber: 'Invalid phone number',
    documentIdLettersAndDigits: 'Use English letters and digits only.',
    invalidBody: 'The request could not be read.',
    invalidRequest: 'The request is not valid.',
    noAvailabilityOnDate: 'No availability on this date: choose another.',
    reservationNotFound: 'Reservation not found',
    unableToCompleteReservation: 'We could not complete the reservation.',
    reservationError: 'There was a problem with the reservation.',
    invalidLoyaltyCard: 'The loyalty card is not valid.',
    invalidResident: 'The resident (MAN) number is not valid.',
    companyNotFound: 'Company not found.',
    upstreamUnavailable: 'The ferry companies are not answering right now. Please try again shortly.',
    idempotencyKeyReused: 'This Idempotency-Key was used for a different request.',
    requestInProgress: 'The same request is still being processed.',
    tooLong: 'Too long.',
  },
  el: {
    fieldRequired: 'Το πεδίο είναι υποχρεωτικό.',
    chooseDeparturePort: 'Επιλέξτε λιμάνι αναχώρησης',
    chooseDestinationPort: 'Επιλέξτε λιμάνι προορισμού',
    chooseDepartureDate: 'Επιλέξτε ημερομηνία αναχώρησης',
    chooseReturnDate: 'Επιλέξτε ημερομηνία επιστροφής',
    invalidDate: 'Εισαγάγετε έγκυρη ημερομηνία.',
    atLeastOnePassenger: 'Προσθέστε τουλάχιστον έναν επιβάτη.',
    tooManyVehicles: 'Τα οχήματα δεν μπορούν να είναι περισσότερα από τους επιβάτες.',
    invalidPortCode: 'Επιλέξτε λιμάνι από τη λίστα.',
    invalidPhoneNumber: 'Μη έγκυρος αριθμός τηλεφώνου',
    invalidEmail: 'Εισαγάγετε έγκυρο e-mail.',
    noAvailabilityOnDate: 'Δεν υπάρχει διαθεσιμότητα αυτή την ημερομηνία: επιλέξτε άλλη.',
    reservationNotFound: 'Η κράτηση δεν βρέθηκε',
    upstreamUnavailable: 'Οι ακτοπλοϊκές εταιρείες δεν απαντούν αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.',
    invalidLoyaltyCard: 'Η κάρτα επιβράβευσης δεν είναι έγκυρη.',
  },
  de: {
    fieldRequired: 'Dieses Feld ist erforderlich.',
    chooseDeparturePort: 'Abfahrtshafen wählen',
    chooseDestinationPort: 'Zielhafen wählen',
    chooseDepartureDate: 'Abfahrtsdatum wählen',
    invalidDate: 'Bitte ein gültiges Datum eingeben.',
    noAvailabilityOnDate: 'An diesem Datum nicht verfügbar: bitte ein anderes wählen.',
    reservationNotFound: 'Reservierung nicht gefunden',
  },
  es: {
    fieldRequired: 'Este campo es obligatorio.',
    chooseDeparturePort: 'Elija el puerto de salida',
    chooseDestinationPort: 'Elija el puerto de destino',
    chooseDepartureDate: 'Elija la fecha de salida',
    invalidDate: 'Introduzca una fecha válida.',
    noAvailabilityOnDate: 'Sin disponibilidad en esta fecha: elija otra.',
    reservationNotFound: 'Reserva no encontrada',
  },
  fr: {
    fieldRequired: 'Ce champ est obligatoire.',
    chooseDeparturePort: 'Choisissez le port de départ',
    chooseDestinationPort: 'Choisissez le port de destination',
    chooseDepartureDate: 'Choisissez la date de départ',
    invalidDate: 'Saisissez une date valide.',
    noAvailabilityOnDate: 'Aucune disponibilité à cette date : choisissez-en une autre.',
    reservationNotFound: 'Réservation introuvable',
  },
  it: {
    fieldRequired: 'Campo obbligatorio.',
    chooseDeparturePort: 'Scegli il porto di partenza',
    chooseDestinationPort: 'Scegli il porto di destinazione',
    chooseDepartureDate: 'Scegli la data di partenza',
    invalidDate: 'Inserisci una data valida.',
    noAvailabilityOnDate: 'Nessuna disponibilità in questa data: scegline un’altra.',
    reservationNotFound: 'Prenotazione non trovata',
  },
  sq: {
    fieldRequired: 'Kjo fushë është e detyrueshme.',
    chooseDeparturePort: 'Zgjidhni portin e nisjes',
    chooseDestinationPort: 'Zgjidhni portin e destinacionit',
    chooseDepartureDate: 'Zgjidhni datën e nisjes',
    invalidDate: 'Vendosni një datë të vlefshme.',
    noAvailabilityOnDate: 'Nuk ka disponueshmëri në këtë datë: zgjidhni një tjetër.',
    reservationNotFound: 'Rezervimi nuk u gjet',
  },
};

export function apiMessage(key: string, lang: LocaleCode): string {
  return MESSAGES[lang][key] ?? MESSAGES.en[key] ?? MESSAGES.en.invalidRequest!;
}
