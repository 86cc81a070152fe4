import type { LocaleCode } from '#domain/i18n/locales.ts';
import { de } from './voucher-labels/de.ts';
import { el } from './voucher-labels/el.ts';
import { en } from './voucher-labels/en.ts';
import { es } from './voucher-labels/es.ts';
import { fr } from './voucher-labels/fr.ts';
import { it } from './voucher-labels/it.ts';
import { sq } from './voucher-labels/sq.ts';
import type { VoucherLabels } from './voucher-labels/voucher-labels-shape.ts';

export type { VoucherLabels };

/** One module per language, so a translator reviews a single file. */
export const VOUCHER_LABELS: Record<LocaleCode, VoucherLabels> = { el, en, de, es, fr, it, sq };
