import type { LocaleCode } from '#domain/i18n/locales.ts';
import emailDe from './messages/email/de.json' with { type: 'json' };
import emailEl from './messages/email/el.json' with { type: 'json' };
import emailEn from './messages/email/en.json' with { type: 'json' };
import emailEs from './messages/email/es.json' with { type: 'json' };
import emailFr from './messages/email/fr.json' with { type: 'json' };
import emailIt from './messages/email/it.json' with { type: 'json' };
import emailSq from './messages/email/sq.json' with { type: 'json' };

import fiscalDe from './messages/fiscal/de.json' with { type: 'json' };
import fiscalEl from './messages/fiscal/el.json' with { type: 'json' };
import fiscalEn from './messages/fiscal/en.json' with { type: 'json' };
import fiscalEs from './messages/fiscal/es.json' with { type: 'json' };
import fiscalFr from './messages/fiscal/fr.json' with { type: 'json' };
import fiscalIt from './messages/fiscal/it.json' with { type: 'json' };
import fiscalSq from './messages/fiscal/sq.json' with { type: 'json' };
import sandboxDe from './messages/sandbox/de.json' with { type: 'json' };
import sandboxEl from './messages/sandbox/el.json' with { type: 'json' };
import sandboxEn from './messages/sandbox/en.json' with { type: 'json' };
import sandboxEs from './messages/sandbox/es.json' with { type: 'json' };
import sandboxFr from './messages/sandbox/fr.json' with { type: 'json' };
import sandboxIt from './messages/sandbox/it.json' with { type: 'json' };
import sandboxSq from './messages/sandbox/sq.json' with { type: 'json' };
import voucherDe from './messages/voucher/de.json' with { type: 'json' };
import voucherEl from './messages/voucher/el.json' with { type: 'json' };
import voucherEn from './messages/voucher/en.json' with { type: 'json' };
import voucherEs from './messages/voucher/es.json' with { type: 'json' };
import voucherFr from './messages/voucher/fr.json' with { type: 'json' };
import voucherIt from './messages/voucher/it.json' with { type: 'json' };
import voucherSq from './messages/voucher/sq.json' with { type: 'json' };

/**
 * The words of what the server writes rather than the pages show: e-mails, the voucher, the sandbox
 * providers' pages (decision 0058), the invoice and receipt PDFs (decision 0062). One file per area and language, like the pages' areas, but never
 * in the catalogues browsers fetch (`message-catalogs.server.ts` reads only `MESSAGE_AREAS`).
 */
export const DOCUMENT_MESSAGE_AREAS: Record<string, Record<LocaleCode, Record<string, string>>> = {
  email: { el: emailEl, en: emailEn, de: emailDe, es: emailEs, fr: emailFr, it: emailIt, sq: emailSq },
  voucher: {
    el: voucherEl,
    en: voucherEn,
    de: voucherDe,
    es: voucherEs,
    fr: voucherFr,
    it: voucherIt,
    sq: voucherSq,
  },
  fiscal: {
    el: fiscalEl,
    en: fiscalEn,
    de: fiscalDe,
    es: fiscalEs,
    fr: fiscalFr,
    it: fiscalIt,
    sq: fiscalSq,
  },
  sandbox: {
    el: sandboxEl,
    en: sandboxEn,
    de: sandboxDe,
    es: sandboxEs,
    fr: sandboxFr,
    it: sandboxIt,
    sq: sandboxSq,
  },
};
