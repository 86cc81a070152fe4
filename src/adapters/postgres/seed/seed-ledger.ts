/** Ids by seed key of what earlier runs (and this one) inserted, per collection. */
export type Ledger = Map<string, Map<string, number | null>>;

export const ledgerIds = (ledger: Ledger, collection: string) => {
  let ids = ledger.get(collection);
  if (!ids) {
    ids = new Map();
    ledger.set(collection, ids);
  }
  return ids;
};
