import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SmsFileSender } from '#adapters/sms/sms-file-sender.ts';
import { smsSenderContract } from './sms-sender.contract.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kyma-sms-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;

smsSenderContract('files under DATA_DIR/sms', () => ({
  sender: new SmsFileSender({ dir, logger: silent }),
  async delivered({ id }) {
    const file = await readFile(path.join(dir, `${id}.json`), 'utf8').catch(() => undefined);
    if (!file) return undefined;
    const { to, text } = JSON.parse(file) as { to: string; text: string };
    return { to, text };
  },
}));
