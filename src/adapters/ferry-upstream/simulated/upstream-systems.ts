import { COMPANIES } from '../catalogue/companies.ts';
import { LINES, type Line } from '../catalogue/lines.ts';

/** One simulated booking system: the companies it sells and how it prices them. */
export interface UpstreamSystem {
  name: string;
  title: string;
  companies: string[];
  /** Multiplies every fare: direct sales undercut the distribution system a little. */
  markup: number;
  /** Order codes of this system start with it. */
  orderPrefix: string;
}

const DIRECT_ONLY = new Set(['GRI']);

/**
 * The simulated network: a distribution system that sells most companies (as the big Greek one does for
 * agencies), and three company systems that also sell their own sailings, so some sailings are offered twice.
 */
export const UPSTREAM_SYSTEMS: UpstreamSystem[] = [
  {
    name: 'ferryhub',
    title: 'FerryHub distribution system',
    companies: COMPANIES.map((company) => company.code).filter((code) => !DIRECT_ONLY.has(code)),
    markup: 1,
    orderPrefix: 'FH',
  },
  {
    name: 'attica-direct',
    title: 'Attica Group reservations',
    companies: ['BSF', 'SF', 'HSW'],
    markup: 0.985,
    orderPrefix: 'AT',
  },
  {
    name: 'seajets-direct',
    title: 'Seajets reservations',
    companies: ['SJ'],
    markup: 0.99,
    orderPrefix: 'SJ',
  },
  {
    name: 'minoan-direct',
    title: 'Minoan Lines & Grimaldi reservations',
    companies: ['MIN', 'GRI'],
    markup: 1.01,
    orderPrefix: 'MG',
  },
];

export function linesOf(system: UpstreamSystem): Line[] {
  const companies = new Set(system.companies);
  return LINES.filter((line) => companies.has(line.company));
}
