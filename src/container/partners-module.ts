import { ContainerModule, type ResolutionContext } from 'inversify';
import { PostgresPartnerTokenRepository } from '#adapters/postgres/partners/postgres-partner-token-repository.ts';
import { PostgresWebhookRepository } from '#adapters/postgres/partners/postgres-webhook-repository.ts';
import { SignedWebhookSender } from '#adapters/webhooks/signed-webhook-sender.ts';
import { PartnerTokens } from '#application/partners/partner-tokens.ts';
import { PartnerWebhooks } from '#application/partners/partner-webhooks.ts';
import { DELIVER_WEBHOOK_JOB, deliverWebhookHandler } from '#application/partners/webhook-jobs.ts';
import type { Config } from '#config';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** A receiver answers within this, or the attempt fails and is tried again later. */
const WEBHOOK_TIMEOUT_MS = 10_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What partners manage themselves (issue #52, decision 0128): their API tokens and their webhooks, whose
 * deliveries the worker sends signed.
 */
export const partnersModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.partnerTokens).toDynamicValue(onDatabase(PostgresPartnerTokenRepository));
    bind(PORTS.webhooks).toDynamicValue(onDatabase(PostgresWebhookRepository));
    bind(PORTS.webhookSender).toResolvedValue(
      () => new SignedWebhookSender({ timeoutMs: WEBHOOK_TIMEOUT_MS }),
    );
    const shared = (c: ResolutionContext) => ({
      secrets: c.get(PORTS.secretTokens),
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
    });
    bind(PartnerTokens).toDynamicValue(
      (c) => new PartnerTokens({ tokens: c.get(PORTS.partnerTokens), ...shared(c) }),
    );
    bind(PartnerWebhooks).toDynamicValue(
      (c) =>
        new PartnerWebhooks({
          webhooks: c.get(PORTS.webhooks),
          ...shared(c),
          allowLocalEndpoints:
            config.nodeEnv !== 'production' || LOOPBACK.has(new URL(config.publicUrl).hostname),
        }),
    );
    bind(PARTS.jobHandlers).toDynamicValue((c) => ({
      [DELIVER_WEBHOOK_JOB]: deliverWebhookHandler({
        webhooks: c.get(PORTS.webhooks),
        sender: c.get(PORTS.webhookSender),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
    }));
  });
