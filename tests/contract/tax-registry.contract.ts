import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredCompany, TaxRegistry } from '#application/ports/tax-registry.ts';
import type { VatNumber } from '#domain/invoice/vat-number.ts';

export interface TaxRegistryFixture {
  registry: TaxRegistry;
  /** A business the registry holds, as it should come back. */
  known: RegisteredCompany;
  /** A business whose number was deactivated. */
  deactivated: RegisteredCompany;
  /** A valid ΑΦΜ no business holds. */
  unknown: VatNumber;
}

/** What every `TaxRegistry` answers, whichever registry stands behind it. */
export function taxRegistryContract(
  name: string,
  makeFixture: () => TaxRegistryFixture | Promise<TaxRegistryFixture>,
) {
  describe(`TaxRegistry contract: ${name}`, () => {
    let fixture: TaxRegistryFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });

    it('answers a known business with its name, address, tax office and activities, the main one first', async () => {
      const found = await fixture.registry.lookup(fixture.known.vatNumber);
      expect(found).toEqual({ ok: true, value: fixture.known });
      if (!found.ok) return;
      expect(found.value.activities[0]?.main).toBe(true);
      expect(found.value.activities.filter((activity) => activity.main)).toHaveLength(1);
    });

    it('says notFound for a valid number no business holds', async () => {
      expect(await fixture.registry.lookup(fixture.unknown)).toEqual({ ok: false, error: 'notFound' });
    });

    it('tells a deactivated number from an active one', async () => {
      const found = await fixture.registry.lookup(fixture.deactivated.vatNumber);
      expect(found.ok && found.value.active).toBe(false);
      expect(found.ok && found.value.name).toBe(fixture.deactivated.name);
    });

    it('answers the same way when asked again (a lookup changes nothing)', async () => {
      const first = await fixture.registry.lookup(fixture.known.vatNumber);
      if (first.ok) first.value.name = 'CHANGED BY THE CALLER';
      expect(await fixture.registry.lookup(fixture.known.vatNumber)).toEqual({
        ok: true,
        value: fixture.known,
      });
    });
  });
}
