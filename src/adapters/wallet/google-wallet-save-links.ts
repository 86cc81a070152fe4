import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { GoogleWalletLinks, WordedLegPass } from '#application/ports/wallet-passes.ts';

export interface GoogleWalletSettings {
  issuerId: string;
  classSuffix: string;
  serviceAccountFile: string;
}

/** Where a signed object is saved to a traveller's Google Wallet. */
const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** A text in the pass's one language. */
const localized = (language: string, value: string) => ({ defaultValue: { language, value } });

/** The sailing as Google Wallet's transit object: one ticket leg, its QR code and its state. */
function transitObject(pass: WordedLegPass, settings: GoogleWalletSettings) {
  const { sailing } = pass;
  return {
    id: `${settings.issuerId}.${pass.serialNumber}`,
    classId: `${settings.issuerId}.${settings.classSuffix}`,
    state: pass.voided ? 'INACTIVE' : 'ACTIVE',
    tripType: 'ONE_WAY',
    tripId: pass.serialNumber,
    ticketNumber: pass.reference,
    passengerNames: sailing.passengers.join(', '),
    ticketLeg: {
      originStationCode: sailing.from,
      originName: localized(pass.locale, pass.fromName),
      destinationStationCode: sailing.to,
      destinationName: localized(pass.locale, pass.toName),
      departureDateTime: sailing.departure,
      arrivalDateTime: sailing.arrival,
      transitOperatorName: localized(pass.locale, sailing.companyName),
      carriage: sailing.vesselName,
    },
    barcode: { type: 'QR_CODE', value: pass.code, alternateText: pass.code },
  };
}

/**
 * "Add to Google Wallet" links: a JWT signed RS256 with the service account's key, its payload the sailing's
 * transit object (decision 0129). The transit class is made once in Google's console.
 */
export class GoogleWalletSaveLinks implements GoogleWalletLinks {
  readonly #settings: GoogleWalletSettings;
  readonly #account: { client_email: string; private_key: string };

  constructor(settings: GoogleWalletSettings) {
    this.#settings = settings;
    this.#account = JSON.parse(readFileSync(settings.serviceAccountFile, 'utf8'));
  }

  async saveLink(pass: WordedLegPass, origin: string) {
    const key = await importPKCS8(this.#account.private_key, 'RS256');
    const jwt = await new SignJWT({
      aud: 'google',
      typ: 'savetowallet',
      origins: [origin],
      payload: { transitObjects: [transitObject(pass, this.#settings)] },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.#account.client_email)
      .setIssuedAt()
      .sign(key);
    return `${SAVE_URL}${jwt}`;
  }
}
