import type { AppServices } from '#application/app-services.ts';
import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import {
  ADDITION_FIELDS,
  type AdditionErrors,
  type AdditionInput,
  legAddition,
} from '#domain/orders/leg-addition.ts';
import type { Order } from '#domain/orders/order.ts';
import { chargeLinesTotal } from '#domain/pricing/charge-lines.ts';
import { moneyText } from '../booking/booking-text.ts';
import { type ShownChargeLine, shownChargeLines } from '../booking/charge-lines-list.tsx';
import { siteIntl } from '../i18n/site-intl.ts';

/** The addition part of the change page: what was filled in, what is wrong, and the company's price. */
export interface AdditionView {
  values: AdditionInput;
  errors: AdditionErrors;
  /** What adding costs, line by line (the added items, the rest of the difference, the fee); null before. */
  quote: { lines: ShownChargeLine[]; total: string } | null;
  /** The refusal of the company, in the reader's words; null when it quoted or was not asked. */
  refusal: string | null;
}

/** The addition's fields as posted or asked: the form's own, and nothing else. */
export function additionInput(read: (field: string) => string | null | undefined): AdditionInput {
  return Object.fromEntries(
    ADDITION_FIELDS.map((field) => [field, (read(field) ?? '').trim().slice(0, 32)]),
  ) as AdditionInput;
}

/**
 * The addition as the traveller filled it in and, once asked for (`see`), checked with the wizard's rules and
 * priced by the company: the added items' lines and the fee, or the company's refusal.
 */
export async function additionView(
  services: AppServices,
  access: OrderAccess,
  order: Order,
  input: { legIndex: number; values: AdditionInput; asked: boolean; locale: LocaleCode },
): Promise<AdditionView> {
  const view: AdditionView = { values: input.values, errors: {}, quote: null, refusal: null };
  if (!input.asked) return view;
  const addition = legAddition(input.values, order.legs[input.legIndex]!.booking);
  if (!addition.ok) return { ...view, errors: addition.error };
  const quoted = await services.checkout.quoteChange.execute({
    ...access,
    change: { legIndex: input.legIndex, kind: 'addition', ...addition.value },
  });
  if (!quoted.ok) return { ...view, refusal: quoted.error.code };
  const intl = siteIntl(input.locale);
  const format: FormatMessage = (id, values) => intl.formatMessage({ id }, values);
  const money = (cents: number) => moneyText(cents, input.locale);
  return {
    ...view,
    quote: {
      lines: shownChargeLines(quoted.value.lines, format, money),
      total: money(chargeLinesTotal(quoted.value.lines)),
    },
  };
}
