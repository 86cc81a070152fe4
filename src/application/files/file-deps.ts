import type { FileInspector } from '../ports/file-inspector.ts';
import type { FileRecord, FileRepository } from '../ports/file-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { IdGenerator } from '../ports/id-generator.ts';

/** What the file use cases (upload, download) share: their ports and where an original is kept. */
export interface FileDeps {
  files: FileRepository;
  storage: FileStorage;
  inspector: FileInspector;
  ids: IdGenerator;
  maxBytes: number;
  watermarkText: string;
}

/** Where a file's original bytes are kept in the storage (also used by the content seed). */
export const originalKey = (file: Pick<FileRecord, 'id' | 'extension'>) =>
  `originals/${file.id}.${file.extension}`;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
