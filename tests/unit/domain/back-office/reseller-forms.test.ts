import { describe, expect, it } from 'vitest';
import { CHAT_ANSWER_MAX, chatAnswerSchema } from '#domain/back-office/chat-answer-schema.ts';
import {
  ADJUSTMENT_REASON_MAX,
  readAdjustmentForm,
  readResellerForm,
} from '#domain/back-office/reseller-forms.ts';

describe('the reseller account form', () => {
  const form = {
    userEmail: ' Agent@Example.COM ',
    companyName: ' Aegean Tours ',
    contactEmail: 'desk@aegean.example',
    creditLimit: '2500,50',
    active: 'on',
  };

  it('reads the account: trimmed text, the login e-mail in lower case, the credit limit in cents', () => {
    expect(readResellerForm(form)).toEqual({
      ok: true,
      value: {
        userEmail: 'agent@example.com',
        companyName: 'Aegean Tours',
        contactEmail: 'desk@aegean.example',
        creditLimit: 250_050,
        active: true,
      },
    });
  });

  it('refuses a malformed user e-mail, which would become an invited account; the edit form has none', () => {
    expect(readResellerForm({ ...form, userEmail: 'agent@example' })).toEqual({
      ok: false,
      fields: ['userEmail'],
    });
    expect(readResellerForm({ ...form, userEmail: undefined })).toMatchObject({ ok: true });
  });

  it('reads an unticked box as inactive', () => {
    expect(readResellerForm({ ...form, active: undefined })).toMatchObject({
      ok: true,
      value: { active: false },
    });
  });

  it('names every field it cannot take: a credit limit that is not euros, no company, a malformed contact e-mail', () => {
    expect(
      readResellerForm({ ...form, creditLimit: '-10', companyName: '   ', contactEmail: 'desk@aegean' }),
    ).toEqual({
      ok: false,
      fields: ['creditLimit', 'companyName', 'contactEmail'],
    });
    expect(readResellerForm({ creditLimit: 100, companyName: ['x'], contactEmail: null })).toEqual({
      ok: false,
      fields: ['creditLimit', 'companyName', 'contactEmail'],
    });
  });
});

describe('the reseller credit adjustment form', () => {
  it('reads a top-up as credit given back', () => {
    expect(readAdjustmentForm({ kind: 'topUp', amount: '150', reason: 'Bank transfer 12/06' })).toEqual({
      ok: true,
      value: { kind: 'topUp', amount: -15_000, reason: 'Bank transfer 12/06' },
    });
  });

  it('reads a manual adjustment signed as typed: plus uses credit, minus gives it back', () => {
    expect(readAdjustmentForm({ kind: 'adjustment', amount: '20', reason: 'Fee' })).toMatchObject({
      value: { amount: 2_000 },
    });
    expect(readAdjustmentForm({ kind: 'adjustment', amount: '-12,50', reason: 'Goodwill' })).toMatchObject({
      value: { amount: -1_250 },
    });
  });

  it('refuses an unknown kind, a zero or unreadable amount, a negative top-up and a missing reason', () => {
    expect(readAdjustmentForm({ kind: 'gift', amount: '0', reason: ' ' })).toEqual({
      ok: false,
      fields: ['kind', 'amount', 'reason'],
    });
    expect(readAdjustmentForm({ kind: 'topUp', amount: '-5', reason: 'Oops' })).toEqual({
      ok: false,
      fields: ['amount'],
    });
    expect(readAdjustmentForm({ kind: 'adjustment', amount: 'ten', reason: 'x' })).toEqual({
      ok: false,
      fields: ['amount'],
    });
  });

  it('keeps the reason within its bound', () => {
    const read = readAdjustmentForm({ kind: 'adjustment', amount: '1', reason: 'r'.repeat(500) });
    expect(read.ok && read.value.reason.length).toBe(ADJUSTMENT_REASON_MAX);
  });
});

describe('a staff answer in the live chat', () => {
  it('is trimmed and taken up to its bound', () => {
    expect(chatAnswerSchema.validateSync({ answer: '  Your tickets are on their way.  ' })).toEqual({
      answer: 'Your tickets are on their way.',
    });
    expect(chatAnswerSchema.isValidSync({ answer: 'a'.repeat(CHAT_ANSWER_MAX) })).toBe(true);
  });

  it('is refused when empty or longer than the bound', () => {
    expect(chatAnswerSchema.isValidSync({ answer: '   ' })).toBe(false);
    expect(chatAnswerSchema.isValidSync({})).toBe(false);
    expect(chatAnswerSchema.isValidSync({ answer: 'a'.repeat(CHAT_ANSWER_MAX + 1) })).toBe(false);
  });
});
