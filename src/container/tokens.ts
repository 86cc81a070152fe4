import type { Router } from 'express';
import type { ServiceIdentifier } from 'inversify';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import type { AddressSignInRepository } from '#application/ports/address-sign-in-repository.ts';
import type { AuditLog } from '#application/ports/audit-log.ts';
import type { BackOfficeReads } from '#application/ports/back-office-reads.ts';
import type { BookingReconciliationRepository } from '#application/ports/booking-reconciliation-repository.ts';
import type { ChatInbox } from '#application/ports/chat-inbox.ts';
import type { ChatMessageRepository } from '#application/ports/chat-message-repository.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { CompensationClaimRepository } from '#application/ports/compensation-claim-repository.ts';
import type { ContactMessageRepository } from '#application/ports/contact-message-repository.ts';
import type { ContentCache } from '#application/ports/content-cache.ts';
import type { ContentSiteRepository } from '#application/ports/content-site-repository.ts';
import type { ContentStore } from '#application/ports/content-store.ts';
import type { CouponRepository } from '#application/ports/coupon-repository.ts';
import type { Courier } from '#application/ports/courier.ts';
import type { DisruptionDesk } from '#application/ports/disruption-desk.ts';
import type { DisruptionRepository } from '#application/ports/disruption-repository.ts';
import type { EmailLog } from '#application/ports/email-log.ts';
import type { EmailRenderer } from '#application/ports/email-renderer.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { FileInspector } from '#application/ports/file-inspector.ts';
import type { FileRepository } from '#application/ports/file-repository.ts';
import type { FileStorage } from '#application/ports/file-storage.ts';
import type { FiscalDocumentRenderer } from '#application/ports/fiscal-document-renderer.ts';
import type { FiscalDocuments } from '#application/ports/fiscal-documents.ts';
import type { FiscalReporter } from '#application/ports/fiscal-reporter.ts';
import type { IdGenerator } from '#application/ports/id-generator.ts';
import type { IdempotencyStore } from '#application/ports/idempotency-store.ts';
import type { JobBoard } from '#application/ports/job-board.ts';
import type { JobHandlers, JobQueue } from '#application/ports/job-queue.ts';
import type { LanguageRepository } from '#application/ports/language-repository.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { Mailer } from '#application/ports/mailer.ts';
import type { MarketingEvents } from '#application/ports/marketing-events.ts';
import type { MarketingSendLog } from '#application/ports/marketing-send-log.ts';
import type { MenuRepository } from '#application/ports/menu-repository.ts';
import type { MessageWords } from '#application/ports/message-words.ts';
import type { NewsletterRepository } from '#application/ports/newsletter-repository.ts';
import type { OrderChangeRepository } from '#application/ports/order-change-repository.ts';
import type { OrderReferences } from '#application/ports/order-references.ts';
import type { OrderRefundRepository } from '#application/ports/order-refund-repository.ts';
import type { OrderRepository } from '#application/ports/order-repository.ts';
import type { OrderShipmentRepository } from '#application/ports/order-shipment-repository.ts';
import type { OutboxRepository } from '#application/ports/outbox-repository.ts';
import type { PartnerTokenRepository } from '#application/ports/partner-token-repository.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.ts';
import type { RateLimiter } from '#application/ports/rate-limiter.ts';
import type { ReadinessProbe } from '#application/ports/readiness-probe.ts';
import type { RefreshTokenRepository } from '#application/ports/refresh-token-repository.ts';
import type { RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import type { ResellerDesk } from '#application/ports/reseller-desk.ts';
import type { ResellerRepository } from '#application/ports/reseller-repository.ts';
import type { SearchCache } from '#application/ports/search-cache.ts';
import type { SecretTokens } from '#application/ports/secret-tokens.ts';
import type { SettingsRepository } from '#application/ports/settings-repository.ts';
import type { ShipEmissionsRegister } from '#application/ports/ship-emissions-register.ts';
import type { SmsLog } from '#application/ports/sms-log.ts';
import type { SmsSender } from '#application/ports/sms-sender.ts';
import type { TaxRegistry } from '#application/ports/tax-registry.ts';
import type { TokenSigner } from '#application/ports/token-signer.ts';
import type { UserRepository } from '#application/ports/user-repository.ts';
import type { VoucherRenderer } from '#application/ports/voucher-renderer.ts';
import type { WalletPassStore, WalletPushNotifier } from '#application/ports/wallet-passes.ts';
import type { WebhookRepository } from '#application/ports/webhook-repository.ts';
import type { WebhookSender } from '#application/ports/webhook-sender.ts';
import type { Config } from '#config';

export const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** One token per port of src/application/ports: the area modules bind each to the adapter config picks. */
export const PORTS = {
  clock: token<Clock>('Clock'),
  messageWords: token<MessageWords>('MessageWords'),
  ids: token<IdGenerator>('IdGenerator'),
  secretTokens: token<SecretTokens>('SecretTokens'),
  orderReferences: token<OrderReferences>('OrderReferences'),
  jobQueue: token<JobQueue>('JobQueue'),
  rateLimiter: token<RateLimiter>('RateLimiter'),
  /** Several bindings: every probe `/health/ready` runs. */
  readinessProbes: token<ReadinessProbe>('ReadinessProbe'),
  // Ferry network.
  /** The simulated systems FERRY_UPSTREAMS names, then the HTTP upstreams. */
  ferryUpstreams: token<FerryInventory[]>('FerryInventories'),
  searchCache: token<SearchCache>('SearchCache'),
  idempotency: token<IdempotencyStore>('IdempotencyStore'),
  /** The ships' CO2 per passenger-km, from reference/co2/ships.json. */
  shipEmissions: token<ShipEmissionsRegister>('ShipEmissionsRegister'),
  // Content, accounts, files and e-mail.
  contentStore: token<ContentStore>('ContentStore'),
  contentCache: token<ContentCache>('ContentCache'),
  renderedPageCache: token<RenderedPageCache>('RenderedPageCache'),
  contentSite: token<ContentSiteRepository>('ContentSiteRepository'),
  users: token<UserRepository>('UserRepository'),
  refreshTokens: token<RefreshTokenRepository>('RefreshTokenRepository'),
  addressSignIns: token<AddressSignInRepository>('AddressSignInRepository'),
  passwordHasher: token<PasswordHasher>('PasswordHasher'),
  tokenSigner: token<TokenSigner>('TokenSigner'),
  files: token<FileRepository>('FileRepository'),
  fileStorage: token<FileStorage>('FileStorage'),
  fileInspector: token<FileInspector>('FileInspector'),
  mailer: token<Mailer>('Mailer'),
  emailRenderer: token<EmailRenderer>('EmailRenderer'),
  emailLog: token<EmailLog>('EmailLog'),
  // Site.
  languages: token<LanguageRepository>('LanguageRepository'),
  settings: token<SettingsRepository>('SettingsRepository'),
  menus: token<MenuRepository>('MenuRepository'),
  outbox: token<OutboxRepository>('OutboxRepository'),
  chatMessages: token<ChatMessageRepository>('ChatMessageRepository'),
  contactMessages: token<ContactMessageRepository>('ContactMessageRepository'),
  newsletter: token<NewsletterRepository>('NewsletterRepository'),
  // Orders, payments and what follows them.
  orders: token<OrderRepository>('OrderRepository'),
  orderChanges: token<OrderChangeRepository>('OrderChangeRepository'),
  shipments: token<OrderShipmentRepository>('OrderShipmentRepository'),
  coupons: token<CouponRepository>('CouponRepository'),
  resellers: token<ResellerRepository>('ResellerRepository'),
  // Partners' own API tokens and webhooks (decision 0128).
  partnerTokens: token<PartnerTokenRepository>('PartnerTokenRepository'),
  webhooks: token<WebhookRepository>('WebhookRepository'),
  webhookSender: token<WebhookSender>('WebhookSender'),
  voucherRenderer: token<VoucherRenderer>('VoucherRenderer'),
  /** The card providers PAYMENT_PROVIDERS lists, the default first. */
  paymentGateways: token<PaymentGateway[]>('PaymentGateways'),
  courier: token<Courier>('Courier'),
  taxRegistry: token<TaxRegistry>('TaxRegistry'),
  fiscalDocuments: token<FiscalDocuments>('FiscalDocuments'),
  fiscalDocumentRenderer: token<FiscalDocumentRenderer>('FiscalDocumentRenderer'),
  /** AADE's myDATA, or the sandbox MYDATA_PROVIDER names. */
  fiscalReporter: token<FiscalReporter>('FiscalReporter'),
  /** Bound only when MARKETING_PROVIDER is not `none`. */
  marketingEvents: token<MarketingEvents>('MarketingEvents'),
  marketingSendLog: token<MarketingSendLog>('MarketingSendLog'),
  // Back office.
  refunds: token<OrderRefundRepository>('OrderRefundRepository'),
  backOfficeReads: token<BackOfficeReads>('BackOfficeReads'),
  jobBoard: token<JobBoard>('JobBoard'),
  auditLog: token<AuditLog>('AuditLog'),
  chatInbox: token<ChatInbox>('ChatInbox'),
  resellerDesk: token<ResellerDesk>('ResellerDesk'),
  // Passenger rights.
  compensationClaims: token<CompensationClaimRepository>('CompensationClaimRepository'),
  // Disruptions (issue #26).
  disruptions: token<DisruptionRepository>('DisruptionRepository'),
  disruptionDesk: token<DisruptionDesk>('DisruptionDesk'),
  /** The daily reconciliation's findings (issue #47 point 5). */
  reconciliations: token<BookingReconciliationRepository>('BookingReconciliationRepository'),
  /** The results' disruption marks, in Redis when REDIS_URL is set: not the content cache, whose version keys the kept pages. */
  tripMarksCache: token<ContentCache>('TripMarksCache'),
  /** Twilio, or files under DATA_DIR/sms, as SMS_PROVIDER says. */
  smsSender: token<SmsSender>('SmsSender'),
  smsLog: token<SmsLog>('SmsLog'),
  /** Wallet passes handed out and the devices registered for them (decision 0129). */
  walletPasses: token<WalletPassStore>('WalletPassStore'),
  walletPush: token<WalletPushNotifier>('WalletPushNotifier'),
} as const;

/** What the modules share that is neither a port nor a use case (use cases are bound to their own classes). */
export const PARTS = {
  config: token<Config>('Config'),
  logger: token<Logger>('Logger'),
  database: token<Knex>('Database'),
  /** Bound only when REDIS_URL is set; the caches, limiter and idempotency store share this client. */
  redis: token<Redis>('Redis'),
  /** The simulated systems FERRY_UPSTREAMS names, over their one availability store. */
  simulatedNetwork: token<ReturnType<typeof createSimulatedNetwork>>('SimulatedNetwork'),
  /** Several bindings: each area's job handlers, merged for the queue's consumers. */
  jobHandlers: token<JobHandlers>('JobHandlers'),
  /** Several bindings: pages Kyma serves for outside systems (sandbox provider, payment webhooks). */
  providerPages: token<{ path: string; router: Router }>('ProviderPage'),
  /** Origins the browser posts payment forms to (Cardlink's VPOS), for the CSP's form-action. */
  paymentFormOrigins: token<string[]>('PaymentFormOrigins'),
} as const;
