import type { Knex } from 'knex';
import { PostgresAuditLog } from '#adapters/postgres/back-office/postgres-audit-log.ts';
import { PostgresBackOfficeReads } from '#adapters/postgres/back-office/postgres-back-office-reads.ts';
import { PostgresChatInbox } from '#adapters/postgres/back-office/postgres-chat-inbox.ts';
import { PostgresJobBoard } from '#adapters/postgres/back-office/postgres-job-board.ts';
import { PostgresOrderRefundRepository } from '#adapters/postgres/back-office/postgres-order-refund-repository.ts';
import { PostgresResellerDesk } from '#adapters/postgres/back-office/postgres-reseller-desk.ts';
import { PostgresOrderRepository } from '#adapters/postgres/orders/postgres-order-repository.ts';
import { PostgresOrderShipmentRepository } from '#adapters/postgres/orders/postgres-order-shipment-repository.ts';
import type { ContentServices } from '#application/app-services.ts';
import { createBackOffice } from '#application/back-office/create-back-office.ts';
import type { UploadFile } from '#application/files/upload-file.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { ContactMessageRepository } from '#application/ports/contact-message-repository.ts';
import type { EmailRenderer } from '#application/ports/email-renderer.ts';
import type { IdGenerator } from '#application/ports/id-generator.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.ts';

/** The back office (issue #11) over PostgreSQL: its reads, the audit log, staff refunds and the jobs view. */
export function composeBackOffice(deps: {
  database: Knex;
  content: ContentServices;
  upload: UploadFile;
  contactMessages: ContactMessageRepository;
  gateways: PaymentGateway[];
  emailRenderer: EmailRenderer;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}) {
  const { database } = deps;
  return createBackOffice({
    orders: new PostgresOrderRepository(database),
    shipments: new PostgresOrderShipmentRepository(database),
    refunds: new PostgresOrderRefundRepository(database),
    reads: new PostgresBackOfficeReads(database),
    jobs: new PostgresJobBoard(database),
    audit: new PostgresAuditLog(database),
    chatInbox: new PostgresChatInbox(database),
    content: deps.content,
    upload: deps.upload,
    contactMessages: deps.contactMessages,
    resellerDesk: new PostgresResellerDesk(database),
    gateways: deps.gateways,
    emailRenderer: deps.emailRenderer,
    ids: deps.ids,
    clock: deps.clock,
    logger: deps.logger,
  });
}
