import { COMPANIES_A } from './companies/attica-and-fast.ts';
import { COMPANIES_B } from './companies/crete-adriatic.ts';
import { COMPANIES_C } from './companies/cyclades-local.ts';
import { COMPANIES_D } from './companies/regional.ts';
import type { SeedCompany } from './types.ts';

export const SEED_COMPANIES: SeedCompany[] = [...COMPANIES_A, ...COMPANIES_B, ...COMPANIES_C, ...COMPANIES_D];
