import type { Knex } from 'knex';
import type { FiscalDocumentKey, FiscalDocuments } from '#application/ports/fiscal-documents.ts';
import { type FiscalDocument, type FiscalDraft, SALE_SOURCE } from '#domain/fiscal/fiscal-document.ts';

interface DocumentRow {
  document: Omit<FiscalDocument, 'mark' | 'source' | 'correlated'> & Partial<FiscalDocument>;
  source: string;
  mark: string | null;
}

/** A stored document; those issued before decision 0096 were all sales' and kept no correlation. */
const documentOf = (row: DocumentRow): FiscalDocument => ({
  correlated: null,
  ...row.document,
  source: row.source,
  mark: row.mark,
});

/** Rolls back a numbering whose order turned out to have that document already: the number is not used. */
class AlreadyIssued extends Error {
  override name = 'AlreadyIssued';
}

/**
 * `fiscal_documents` numbered from `fiscal_series` (decision 0062). The upsert of the series row takes its
 * row lock until the document is stored, so a second issue in that series waits and gets the next number;
 * an issue that stores nothing rolls its number back with it, which is what keeps the series without gaps.
 */
export class PostgresFiscalDocuments implements FiscalDocuments {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async findByOrder(orderId: string): Promise<FiscalDocument | null> {
    return this.#find({ orderId, source: SALE_SOURCE });
  }

  async listByOrder(orderId: string): Promise<FiscalDocument[]> {
    const rows = (await this.#knex('fiscal_documents')
      .where({ order_id: orderId })
      .orderBy([{ column: 'issued_at' }, { column: 'series' }, { column: 'number' }])
      .select('document', 'source', 'mark')) as DocumentRow[];
    return rows.map(documentOf);
  }

  async #find(key: FiscalDocumentKey): Promise<FiscalDocument | null> {
    const row = (await this.#knex('fiscal_documents')
      .where({ order_id: key.orderId, source: key.source })
      .first('document', 'source', 'mark')) as DocumentRow | undefined;
    return row ? documentOf(row) : null;
  }

  async issue(draft: FiscalDraft, at: { issuedAt: Date; year: number }): Promise<FiscalDocument> {
    try {
      return await this.#knex.transaction(async (trx) => {
        const number = await nextNumber(trx, draft.series, at.year);
        const document: FiscalDocument = {
          ...draft,
          year: at.year,
          number,
          issuedAt: at.issuedAt.toISOString(),
          mark: null,
        };
        const { mark: _unreported, ...kept } = document;
        const stored = await trx('fiscal_documents')
          .insert({
            order_id: draft.orderId,
            source: draft.source,
            series: draft.series,
            year: at.year,
            number,
            document: JSON.stringify(kept),
            issued_at: at.issuedAt,
          })
          .onConflict(['order_id', 'source'])
          .ignore()
          .returning('order_id');
        if (stored.length === 0) throw new AlreadyIssued();
        return document;
      });
    } catch (error) {
      if (!(error instanceof AlreadyIssued)) throw error;
      return (await this.#find(draft))!;
    }
  }

  async recordMark(key: FiscalDocumentKey, mark: string, at: Date): Promise<void> {
    await this.#knex('fiscal_documents')
      .where({ order_id: key.orderId, source: key.source })
      .whereNull('mark')
      .update({ mark, reported_at: at });
  }
}

async function nextNumber(trx: Knex.Transaction, series: string, year: number): Promise<number> {
  const [row] = (await trx('fiscal_series')
    .insert({ series, year, last_number: 1 })
    .onConflict(['series', 'year'])
    .merge({ last_number: trx.raw('fiscal_series.last_number + 1') })
    .returning('last_number')) as Array<{ last_number: number }>;
  return row!.last_number;
}
