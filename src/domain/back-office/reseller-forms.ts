import { centsFromEuros } from './refund-request.ts';

export const RESELLER_FORM_FIELDS = [
  'userEmail',
  'companyName',
  'contactEmail',
  'creditLimit',
  'active',
] as const;
export const ADJUSTMENT_FORM_FIELDS = ['kind', 'amount', 'reason'] as const;
export const ADJUSTMENT_REASON_MAX = 200;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const text = (form: Record<string, unknown>, name: string, max: number) =>
  typeof form[name] === 'string' ? (form[name] as string).trim().slice(0, max) : '';

/** The reseller account form; the content of each field is checked here, the user's existence by the desk. */
export function readResellerForm(form: Record<string, unknown>) {
  const bad: string[] = [];
  const creditLimit = centsFromEuros(text(form, 'creditLimit', 20));
  if (creditLimit === null) bad.push('creditLimit');
  const companyName = text(form, 'companyName', 200);
  if (!companyName) bad.push('companyName');
  const contactEmail = text(form, 'contactEmail', 254);
  if (!EMAIL.test(contactEmail)) bad.push('contactEmail');
  // Only the new account's form has it; an address nobody has yet becomes an account (an invitation).
  const userEmail = text(form, 'userEmail', 254).toLowerCase();
  if (form.userEmail !== undefined && !EMAIL.test(userEmail)) bad.push('userEmail');
  const value = {
    userEmail,
    companyName,
    contactEmail,
    creditLimit: creditLimit ?? 0,
    active: form.active === 'on',
  };
  return bad.length > 0 ? ({ ok: false, fields: bad } as const) : ({ ok: true, value } as const);
}

/**
 * A top-up (the reseller paid: the amount gives credit back) or a manual adjustment (signed as typed: plus
 * uses credit, minus gives it back), always with a reason.
 */
export function readAdjustmentForm(form: Record<string, unknown>) {
  const bad: string[] = [];
  const kind = text(form, 'kind', 20);
  if (kind !== 'topUp' && kind !== 'adjustment') bad.push('kind');
  const typed = text(form, 'amount', 20);
  const negative = typed.startsWith('-');
  const cents = centsFromEuros(negative ? typed.slice(1) : typed);
  if (cents === null || cents === 0 || (kind === 'topUp' && negative)) bad.push('amount');
  const reason = text(form, 'reason', ADJUSTMENT_REASON_MAX);
  if (!reason) bad.push('reason');
  if (bad.length > 0) return { ok: false, fields: bad } as const;
  const amount = kind === 'topUp' ? -(cents ?? 0) : negative ? -(cents ?? 0) : (cents ?? 0);
  return { ok: true, value: { kind: kind as 'topUp' | 'adjustment', amount, reason } } as const;
}
