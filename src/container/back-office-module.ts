import { ContainerModule } from 'inversify';
import { PostgresAuditLog } from '#adapters/postgres/back-office/postgres-audit-log.ts';
import { PostgresBackOfficeReads } from '#adapters/postgres/back-office/postgres-back-office-reads.ts';
import { PostgresChatInbox } from '#adapters/postgres/back-office/postgres-chat-inbox.ts';
import { PostgresJobBoard } from '#adapters/postgres/back-office/postgres-job-board.ts';
import { PostgresOrderRefundRepository } from '#adapters/postgres/back-office/postgres-order-refund-repository.ts';
import { PostgresResellerDesk } from '#adapters/postgres/back-office/postgres-reseller-desk.ts';
import { createBackOffice } from '#application/back-office/create-back-office.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListContent } from '#application/content/list-content.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The back office (issue #11) over PostgreSQL: its reads, the audit log, staff refunds and the jobs view. */
export const backOfficeModule = () =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.refunds).toDynamicValue(onDatabase(PostgresOrderRefundRepository));
    bind(PORTS.backOfficeReads).toDynamicValue(onDatabase(PostgresBackOfficeReads));
    bind(PORTS.jobBoard).toDynamicValue(onDatabase(PostgresJobBoard));
    bind(PORTS.auditLog).toDynamicValue(onDatabase(PostgresAuditLog));
    bind(PORTS.chatInbox).toDynamicValue(onDatabase(PostgresChatInbox));
    bind(PORTS.resellerDesk).toDynamicValue(onDatabase(PostgresResellerDesk));

    bind(PARTS.backOffice).toDynamicValue((c) =>
      createBackOffice({
        orders: c.get(PORTS.orders),
        shipments: c.get(PORTS.shipments),
        refunds: c.get(PORTS.refunds),
        reads: c.get(PORTS.backOfficeReads),
        jobs: c.get(PORTS.jobBoard),
        audit: c.get(PORTS.auditLog),
        chatInbox: c.get(PORTS.chatInbox),
        content: {
          list: c.get(ListContent),
          get: c.get(GetContent),
          create: c.get(CreateContent),
          update: c.get(UpdateContent),
        },
        upload: c.get(UploadFile),
        contactMessages: c.get(PORTS.contactMessages),
        resellerDesk: c.get(PORTS.resellerDesk),
        gateways: c.get(PORTS.paymentGateways),
        emailRenderer: c.get(PORTS.emailRenderer),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
    );
    bind(PARTS.jobHandlers).toDynamicValue((c) => c.get(PARTS.backOffice).jobHandlers);
  });
