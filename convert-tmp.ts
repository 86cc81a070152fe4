import { createIntl } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';

const OPEN = '\u0001';
const CLOSE = '\u0002';

/** Escapes literal text for ICU: braces and apostrophes that would start a quote. */
function escapeLiteral(text: string): string {
  return text.replace(/'(?=['{}#])/g, "''").replace(/[{}]/g, (b) => `'${b}'`);
}

function paramNames(fn: Function): string[] {
  const src = fn.toString();
  const match = /^\s*(?:\(([^)]*)\)|(\w+))\s*=>/.exec(src);
  if (!match) throw new Error(`cannot read params of ${src}`);
  return (match[1] ?? match[2] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
}

/** One leaf into an ICU message; functions called with sentinels. `rename` maps a param to its ICU name. */
export function toIcu(leaf: unknown, rename: Record<string, string> = {}): string {
  if (typeof leaf === 'string') return escapeLiteral(leaf);
  if (typeof leaf === 'function') {
    const names = paramNames(leaf);
    const out: string = leaf(...names.map((n) => `${OPEN}${n}${CLOSE}`));
    const parts = out.split(new RegExp(`${OPEN}(\\w+)${CLOSE}`));
    return parts.map((p, i) => (i % 2 ? `{${rename[p] ?? p}}` : escapeLiteral(p))).join('');
  }
  throw new Error(`unexpected leaf ${String(leaf)}`);
}

/** Checks that the message formats back to the function's output for sample values. */
export function verify(locale: string, key: string, leaf: unknown, message: string, rename: Record<string, string> = {}) {
  parse(message);
  const intl = createIntl({ locale, messages: { m: message }, onError: (e) => { throw e; } });
  if (typeof leaf === 'string') {
    const got = intl.formatMessage({ id: 'm' });
    if (got !== leaf) throw new Error(`${locale}.${key}: ${got} != ${leaf}`);
    return;
  }
  const names = paramNames(leaf as Function);
  const samples = names.map((n, i) => `S${i}x${n}`);
  const values = Object.fromEntries(names.map((n, i) => [rename[n] ?? n, samples[i]]));
  const got = intl.formatMessage({ id: 'm' }, values);
  const want = (leaf as Function)(...samples);
  if (got !== want) throw new Error(`${locale}.${key}: ${got} != ${want}`);
}

/** Flattens {a: {b: leaf}} into prefix_a_b keys. */
export function flatten(obj: Record<string, unknown>, prefix: string, out: Record<string, unknown> = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = `${prefix}_${k}`;
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
    else out[key] = v;
  }
  return out;
}
