import { readFileSync } from 'node:fs';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { AppleWalletPasses, WordedLegPass } from '#application/ports/wallet-passes.ts';

export interface AppleWalletSettings {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificateFile: string;
  keyFile: string;
  keyPassphrase: string | undefined;
  wwdrFile: string;
}

/** Kyma's sea blue, the pass's background; the text is white on it. */
const BACKGROUND = 'rgb(10, 92, 138)';

/** The pass's icon (required by Wallet): a plain square of the pass's colour, drawn once. */
async function iconPng(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .png()
    .toBuffer();
}

/** A time field: Wallet formats it in the reader's language, at the port's own clock. */
const timeField = (key: string, label: string, value: string) => ({
  key,
  label,
  value,
  dateStyle: 'PKDateStyleMedium',
  timeStyle: 'PKDateStyleShort',
  ignoresTimeZone: true,
});

/** `pass.json` of a sailing: a boat boarding pass, ports on the front, ship and party behind. */
function passJson(pass: WordedLegPass, settings: AppleWalletSettings) {
  const { sailing, words } = pass;
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeIdentifier,
    teamIdentifier: settings.teamIdentifier,
    organizationName: 'Kyma',
    description: words.description,
    backgroundColor: BACKGROUND,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(220, 236, 246)',
    boardingPass: {
      transitType: 'PKTransitTypeBoat',
      headerFields: [{ key: 'booking', label: words.booking, value: pass.reference }],
      primaryFields: [
        { key: 'from', label: words.from, value: pass.fromName },
        { key: 'to', label: words.to, value: pass.toName },
      ],
      secondaryFields: [
        timeField('departure', words.departure, sailing.departure),
        timeField('arrival', words.arrival, sailing.arrival),
      ],
      auxiliaryFields: [
        { key: 'vessel', label: words.vessel, value: `${sailing.vesselName} · ${sailing.companyName}` },
      ],
      backFields: [{ key: 'passengers', label: words.passengers, value: sailing.passengers.join('\n') }],
    },
  };
}

/** Signs each sailing's `.pkpass` with the pass type certificate (passkit-generator, decision 0129). */
export class PasskitAppleWalletPasses implements AppleWalletPasses {
  readonly passTypeIdentifier: string;
  readonly #settings: AppleWalletSettings;
  readonly #certificates: {
    wwdr: Buffer;
    signerCert: Buffer;
    signerKey: Buffer;
    signerKeyPassphrase?: string;
  };
  #icons: Promise<Record<string, Buffer>> | null = null;

  constructor(settings: AppleWalletSettings) {
    this.passTypeIdentifier = settings.passTypeIdentifier;
    this.#settings = settings;
    this.#certificates = {
      wwdr: readFileSync(settings.wwdrFile),
      signerCert: readFileSync(settings.certificateFile),
      signerKey: readFileSync(settings.keyFile),
      ...(settings.keyPassphrase ? { signerKeyPassphrase: settings.keyPassphrase } : {}),
    };
  }

  async sign(pass: WordedLegPass, service: { webServiceUrl: string; authenticationToken: string }) {
    this.#icons ??= Promise.all([iconPng(29), iconPng(58), iconPng(87)]).then(([one, two, three]) => ({
      'icon.png': one,
      'icon@2x.png': two,
      'icon@3x.png': three,
    }));
    const files = {
      ...(await this.#icons),
      'pass.json': Buffer.from(JSON.stringify(passJson(pass, this.#settings))),
    };
    const pkpass = new PKPass(files, this.#certificates, {
      serialNumber: pass.serialNumber,
      webServiceURL: service.webServiceUrl,
      authenticationToken: service.authenticationToken,
      voided: pass.voided,
    });
    pkpass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: pass.code,
      messageEncoding: 'iso-8859-1',
      altText: pass.code,
    });
    pkpass.setRelevantDate(new Date(pass.sailing.departure));
    return new Uint8Array(pkpass.getAsBuffer());
  }
}
