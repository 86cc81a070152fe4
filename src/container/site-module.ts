import { ContainerModule } from 'inversify';
import { PostgresChatMessageRepository } from '#adapters/postgres/postgres-chat-message-repository.ts';
import { PostgresContactMessageRepository } from '#adapters/postgres/postgres-contact-message-repository.ts';
import { PostgresLanguageRepository } from '#adapters/postgres/postgres-language-repository.ts';
import { PostgresMenuRepository } from '#adapters/postgres/postgres-menu-repository.ts';
import { PostgresNewsletterRepository } from '#adapters/postgres/postgres-newsletter-repository.ts';
import { PostgresOutboxRepository } from '#adapters/postgres/postgres-outbox-repository.ts';
import { PostgresSettingsRepository } from '#adapters/postgres/postgres-settings-repository.ts';
import { CheckReadiness } from '#application/health/check-readiness.ts';
import { RelayOutbox } from '#application/jobs/relay-outbox.ts';
import { ConfirmNewsletterSubscription } from '#application/newsletter/confirm-newsletter-subscription.ts';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.ts';
import { LoadSiteShell } from '#application/site/load-site-shell.ts';
import { SendChatMessage } from '#application/site/send-chat-message.ts';
import { SendContactMessage } from '#application/site/send-contact-message.ts';
import type { Config } from '#config';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The site's frame (languages, settings, menus), its visitor forms, the outbox and the health check. */
export const siteModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.languages).toDynamicValue(onDatabase(PostgresLanguageRepository));
    bind(PORTS.settings).toDynamicValue(onDatabase(PostgresSettingsRepository));
    bind(PORTS.menus).toDynamicValue(onDatabase(PostgresMenuRepository));
    bind(PORTS.outbox).toDynamicValue(onDatabase(PostgresOutboxRepository));
    bind(PORTS.chatMessages).toDynamicValue(onDatabase(PostgresChatMessageRepository));
    bind(PORTS.contactMessages).toDynamicValue(onDatabase(PostgresContactMessageRepository));
    bind(PORTS.newsletter).toDynamicValue(onDatabase(PostgresNewsletterRepository));

    bind(LoadSiteShell).toDynamicValue(
      (c) =>
        new LoadSiteShell({
          languages: c.get(PORTS.languages),
          settings: c.get(PORTS.settings),
          menus: c.get(PORTS.menus),
          cache: c.get(PORTS.contentCache),
          logger: c.get(PARTS.logger),
        }),
    );
    bind(SendChatMessage).toDynamicValue(
      (c) =>
        new SendChatMessage({
          chatMessages: c.get(PORTS.chatMessages),
          settings: c.get(PORTS.settings),
          emailRenderer: c.get(PORTS.emailRenderer),
          words: c.get(PORTS.messageWords),
          clock: c.get(PORTS.clock),
          ids: c.get(PORTS.ids),
        }),
    );
    bind(SendContactMessage).toDynamicValue(
      (c) =>
        new SendContactMessage({
          contactMessages: c.get(PORTS.contactMessages),
          settings: c.get(PORTS.settings),
          emailRenderer: c.get(PORTS.emailRenderer),
          words: c.get(PORTS.messageWords),
          clock: c.get(PORTS.clock),
          ids: c.get(PORTS.ids),
        }),
    );
    bind(SubscribeToNewsletter).toDynamicValue(
      (c) =>
        new SubscribeToNewsletter({
          newsletter: c.get(PORTS.newsletter),
          emailRenderer: c.get(PORTS.emailRenderer),
          words: c.get(PORTS.messageWords),
          clock: c.get(PORTS.clock),
          ids: c.get(PORTS.ids),
          tokens: c.get(PORTS.secretTokens),
          publicUrl: config.publicUrl,
          group: config.newsletterGroup,
        }),
    );
    bind(ConfirmNewsletterSubscription).toDynamicValue(
      (c) =>
        new ConfirmNewsletterSubscription({
          newsletter: c.get(PORTS.newsletter),
          clock: c.get(PORTS.clock),
          tokens: c.get(PORTS.secretTokens),
        }),
    );
    bind(CheckReadiness).toDynamicValue(
      (c) => new CheckReadiness({ probes: c.getAll(PORTS.readinessProbes), timeoutMs: 2000 }),
    );
    bind(RelayOutbox).toDynamicValue(
      (c) =>
        new RelayOutbox({
          outbox: c.get(PORTS.outbox),
          queue: c.get(PORTS.jobQueue),
          clock: c.get(PORTS.clock),
          logger: c.get(PARTS.logger),
        }),
    );
  });
