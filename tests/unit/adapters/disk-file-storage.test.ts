import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '#adapters/files/disk-file-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kyma-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('files on disk', () => {
  it('takes many writes of one key at once (two visitors asking for the same new variant), keeping one whole file', async () => {
    const storage = new DiskFileStorage({ root });
    const versions = Array.from({ length: 8 }, (_, index) => new Uint8Array(4096).fill(index));
    await Promise.all(versions.map((data) => storage.put('variants/logo/320x.webp', data)));
    const kept = await storage.get('variants/logo/320x.webp');
    expect(kept).toHaveLength(4096);
    expect(new Set(kept)).toHaveProperty('size', 1);
    expect(await readdir(path.join(root, 'variants/logo'))).toEqual(['320x.webp']);
  });

  it('refuses a key that would leave its folder', async () => {
    const storage = new DiskFileStorage({ root });
    await expect(storage.put('variants/../../etc/passwd', new Uint8Array(1))).rejects.toThrow(
      'unsafe storage key',
    );
  });
});
