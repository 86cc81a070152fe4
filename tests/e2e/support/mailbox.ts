import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './smtp-catcher.ts';

/** Waits until the SMTP catcher has received a message containing `text`, and returns it raw. */
export async function waitForMail(text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)) {
      const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
      if (raw.includes(text)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail containing "${text}" arrived within ${timeoutMs} ms`);
}

/** The body of a raw message with quoted-printable soft line breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A raw message with its quoted-printable body decoded and each base64 text part appended, decoded. */
function decodedMail(raw: string): string {
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (part) => Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [decodeQuotedPrintable(raw), ...base64].join('\n');
}

/** Waits for a message that, decoded, contains every one of `parts` (subjects in Greek are encoded words). */
export async function waitForDecodedMail(parts: string[], timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)) {
      const decoded = decodedMail(readFileSync(path.join(MAIL_DIR, file), 'utf8'));
      if (parts.every((part) => decoded.includes(part))) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail containing ${JSON.stringify(parts)} arrived within ${timeoutMs} ms`);
}

/** One RFC 2047 encoded word's bytes: base64 (`B`) or quoted-printable with `_` for a space (`Q`). */
function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const latin1 = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

/**
 * A raw message's subject, its RFC 2047 encoded words decoded: a Greek subject travels as base64 words, a
 * German one may travel as quoted-printable words, and adjacent words join without the space between them
 * (§6.2), so their bytes are decoded together.
 */
export function mailSubject(raw: string): string {
  const header = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
  return header
    .replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi, (words) =>
      Buffer.concat(
        [...words.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map((word) => wordBytes(word[1]!, word[2]!)),
      ).toString('utf8'),
    )
    .trim();
}

/** Waits for a message whose decoded subject is `subject` (in any language), and returns it raw. */
export async function waitForMailWithSubject(subject: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)) {
      const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
      if (mailSubject(raw) === subject) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail with the subject "${subject}" arrived within ${timeoutMs} ms`);
}
