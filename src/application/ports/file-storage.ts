/**
 * Where file bytes live (a folder on disk by default; object storage later). Keys are made by the
 * application from ids it generated, never from a client's file name.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  removePrefix(prefix: string): Promise<void>;
}
