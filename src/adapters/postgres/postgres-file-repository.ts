import type { Knex } from 'knex';
import type { FileRecord, FileRepository } from '#application/ports/file-repository.ts';

const toFile = (row: Record<string, unknown>): FileRecord => ({
  id: row.id as string,
  originalName: row.original_name as string,
  mimeType: row.mime_type as string,
  extension: row.extension as string,
  size: row.size as number,
  width: (row.width as number | null) ?? null,
  height: (row.height as number | null) ?? null,
  data: row.data,
  createdBy: (row.created_by as number | null) ?? null,
  createdAt: row.created_at as Date,
});

export class PostgresFileRepository implements FileRepository {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async add(file: Omit<FileRecord, 'createdAt'>) {
    const [row] = await this.#knex('files')
      .insert({
        id: file.id,
        original_name: file.originalName,
        mime_type: file.mimeType,
        extension: file.extension,
        size: file.size,
        width: file.width,
        height: file.height,
        data: JSON.stringify(file.data),
        created_by: file.createdBy,
      })
      .returning('*');
    return toFile(row);
  }

  async find(id: string) {
    const row = await this.#knex('files').where({ id }).first();
    return row ? toFile(row) : undefined;
  }
}
