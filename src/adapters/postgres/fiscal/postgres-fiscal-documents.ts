import type { Knex } from 'knex';
import type { FiscalDocuments } from '#application/ports/fiscal-documents.ts';
import type { FiscalDocument, FiscalDraft } from '#domain/fiscal/fiscal-document.ts';

interface DocumentRow {
  document: Omit<FiscalDocument, 'mark'>;
  mark: string | null;
}

/** Rolls back a numbering whose order turned out to have its document already: the number is not used. */
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
    const row = (await this.#knex('fiscal_documents')
      .where({ order_id: orderId })
      .first('document', 'mark')) as DocumentRow | undefined;
    return row ? { ...row.document, mark: row.mark } : null;
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
            series: draft.series,
            year: at.year,
            number,
            document: JSON.stringify(kept),
            issued_at: at.issuedAt,
          })
          .onConflict('order_id')
          .ignore()
          .returning('order_id');
        if (stored.length === 0) throw new AlreadyIssued();
        return document;
      });
    } catch (error) {
      if (!(error instanceof AlreadyIssued)) throw error;
      return (await this.findByOrder(draft.orderId))!;
    }
  }

  async recordMark(orderId: string, mark: string, at: Date): Promise<void> {
    await this.#knex('fiscal_documents')
      .where({ order_id: orderId })
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
