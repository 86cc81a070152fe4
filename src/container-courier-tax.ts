import type { Knex } from 'knex';
import { AadeTaxRegistry } from '#adapters/aade/aade-tax-registry.ts';
import { AcsCourier } from '#adapters/acs-courier/acs-courier.ts';
import { SandboxCourier } from '#adapters/sandbox-courier/sandbox-courier.ts';
import { SandboxTaxRegistry } from '#adapters/sandbox-tax-registry/sandbox-tax-registry.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { Courier } from '#application/ports/courier.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { TaxRegistry } from '#application/ports/tax-registry.ts';
import type { Config } from '#config';

/** A courier call runs in a job, which retries; long enough for ACS on a slow day. */
const COURIER_TIMEOUT_MS = 10_000;
/** A registry lookup keeps a traveller waiting at the invoice form: better "try again" than a hung button. */
const TAX_REGISTRY_TIMEOUT_MS = 5000;

/** The courier and the tax registry COURIER_PROVIDER and TAX_REGISTRY_PROVIDER choose. */
export function composeCourierAndTaxRegistry(deps: {
  config: Config;
  database: Knex;
  clock: Clock;
  logger: Logger;
}): { courier: Courier; taxRegistry: TaxRegistry } {
  const { config, clock, logger } = deps;
  const courier: Courier =
    config.courier.provider === 'acs'
      ? new AcsCourier({ ...config.courier, timeoutMs: COURIER_TIMEOUT_MS, clock, logger })
      : new SandboxCourier({ knex: deps.database, clock });
  const taxRegistry: TaxRegistry =
    config.taxRegistry.provider === 'aade'
      ? new AadeTaxRegistry({ ...config.taxRegistry, timeoutMs: TAX_REGISTRY_TIMEOUT_MS, logger })
      : new SandboxTaxRegistry();
  return { courier, taxRegistry };
}
