import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '#application/ports/file-storage.ts';

const SAFE_KEY = /^[a-z]+(?:\/[\w.-]+)+$/i;

/** Files in a folder. Keys are checked to stay inside it, whatever the caller passes. */
export class DiskFileStorage implements FileStorage {
  readonly #root: string;

  constructor(deps: { root: string }) {
    this.#root = path.resolve(deps.root);
  }

  #path(key: string): string {
    const resolved = path.resolve(this.#root, key);
    if (!SAFE_KEY.test(key) || key.includes('..') || !resolved.startsWith(this.#root + path.sep)) {
      throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    }
    return resolved;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    // A temporary file of its own per write: two requests making the same variant at once must not rename
    // each other's file away (the second rename would find nothing).
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.#path(prefix), { recursive: true, force: true });
  }
}
