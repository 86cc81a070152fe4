import type { ChangeKind } from '#application/ports/ferry-changes.ts';
import type { Cents } from '#domain/money/cents.ts';
import { COMPANIES } from './companies.ts';

/** One kind of change as a company allows it; `null` where the company does not offer it at all. */
export interface ChangeRule {
  /** Per change of one leg (a correction: of one passenger). */
  fee: Cents;
  /** Refused when the leg departs sooner than this; 0 allows it until departure. */
  closesHoursBefore: number;
  /** A sailing change must stay with the leg's company. */
  sameCompany: boolean;
}

export type ChangeTerms = Record<ChangeKind, ChangeRule | null>;

const rule = (fee: Cents, closesHoursBefore: number, sameCompany = false): ChangeRule => ({
  fee,
  closesHoursBefore,
  sameCompany,
});

/**
 * The simulated companies differ as the real ones do (issue #25): some change for free until departure,
 * some charge a fee, some refuse corrections within 24 hours of departure, some keep a change with them.
 */
const PROFILES = {
  flexible: { correction: rule(0, 0), sailing: rule(0, 3), addition: rule(0, 0) },
  standard: { correction: rule(0, 24), sailing: rule(500, 24), addition: rule(200, 3) },
  strict: { correction: rule(1000, 24), sailing: rule(1500, 48, true), addition: rule(500, 24) },
  fixed: { correction: rule(1500, 72), sailing: null, addition: rule(500, 24) },
} satisfies Record<string, ChangeTerms>;

type Profile = keyof typeof PROFILES;

/** Each company's profile; the catalogue's companies and this table must name the same codes. */
const BY_COMPANY: Record<string, Profile> = {
  BSF: 'standard',
  SF: 'standard',
  HSW: 'standard',
  SJ: 'strict',
  MIN: 'flexible',
  ANEK: 'standard',
  GSF: 'strict',
  FF: 'fixed',
  ASL: 'flexible',
  LEV: 'flexible',
  GRI: 'strict',
  VEN: 'standard',
  ZF: 'fixed',
  ANES: 'standard',
  DS: 'strict',
  SCL: 'flexible',
  ASP: 'strict',
  SAOS: 'flexible',
  ERT: 'standard',
  ADF: 'standard',
  KEF: 'flexible',
  SRF: 'flexible',
  SNE: 'flexible',
  PET: 'fixed',
  BEL: 'standard',
  TRI: 'standard',
  ANETH: 'flexible',
  RSF: 'strict',
  YML: 'standard',
  MEA: 'standard',
};

if (
  COMPANIES.some((company) => !BY_COMPANY[company.code]) ||
  Object.keys(BY_COMPANY).length !== COMPANIES.length
) {
  throw new Error('catalogue/change-terms.ts: every company, and only they, needs change terms');
}

export function changeTermsOf(companyCode: string): ChangeTerms {
  const profile = BY_COMPANY[companyCode];
  if (!profile) throw new Error(`No change terms for company ${companyCode}`);
  return PROFILES[profile];
}

/**
 * A sailing change for the company's own disruption (decision 0094): no fee and no closing hours, offered
 * even where the company changes no sailing; a company that keeps a change with its own sailings still does.
 */
export function waivedSailingRule(terms: ChangeTerms): ChangeRule {
  return rule(0, 0, terms.sailing?.sameCompany ?? false);
}
