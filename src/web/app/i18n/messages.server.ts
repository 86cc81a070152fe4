import type { LocaleCode } from '../../../domain/i18n/locales.ts';
import de from './messages/de.json' with { type: 'json' };
import el from './messages/el.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import sq from './messages/sq.json' with { type: 'json' };

/** ICU messages per locale; Greek is the reference every other locale must match key for key. */
export type Messages = Record<keyof typeof el, string>;

export const MESSAGES: Record<LocaleCode, Messages> = { el, en, de, es, fr, it, sq };
