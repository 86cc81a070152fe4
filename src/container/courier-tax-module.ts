import { ContainerModule } from 'inversify';
import { AadeTaxRegistry } from '#adapters/aade/aade-tax-registry.ts';
import { AcsCourier } from '#adapters/acs-courier/acs-courier.ts';
import { SandboxCourier } from '#adapters/sandbox-courier/sandbox-courier.ts';
import { SandboxTaxRegistry } from '#adapters/sandbox-tax-registry/sandbox-tax-registry.ts';
import { LookUpCompany } from '#application/invoice/look-up-company.ts';
import type { Config } from '#config';
import { PARTS, PORTS } from './tokens.ts';

/** A courier call runs in a job, which retries; long enough for ACS on a slow day. */
const COURIER_TIMEOUT_MS = 10_000;
/** A registry lookup keeps a traveller waiting at the invoice form: better "try again" than a hung button. */
const TAX_REGISTRY_TIMEOUT_MS = 5000;

/** The courier COURIER_PROVIDER names and the tax registry TAX_REGISTRY_PROVIDER names. */
export const courierTaxModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const { courier, taxRegistry } = config;
    bind(PORTS.courier).toDynamicValue((c) =>
      courier.provider === 'acs'
        ? new AcsCourier({
            ...courier,
            timeoutMs: COURIER_TIMEOUT_MS,
            clock: c.get(PORTS.clock),
            logger: c.get(PARTS.logger),
          })
        : new SandboxCourier({ knex: c.get(PARTS.database), clock: c.get(PORTS.clock) }),
    );
    bind(PORTS.taxRegistry).toDynamicValue((c) =>
      taxRegistry.provider === 'aade'
        ? new AadeTaxRegistry({
            ...taxRegistry,
            timeoutMs: TAX_REGISTRY_TIMEOUT_MS,
            logger: c.get(PARTS.logger),
          })
        : new SandboxTaxRegistry(),
    );
    bind(LookUpCompany).toDynamicValue(
      (c) =>
        new LookUpCompany({
          registry: c.get(PORTS.taxRegistry),
          limiter: c.get(PORTS.rateLimiter),
          logger: c.get(PARTS.logger),
        }),
    );
  });
