import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const MAIL_DIR = path.resolve('test-results/e2e-mail');
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/**
 * A real SMTP server on loopback that keeps every message it receives as an .eml file, so browser
 * tests can prove an e-mail really left Kyma over SMTP.
 */
export default async function startSmtpCatcher(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
