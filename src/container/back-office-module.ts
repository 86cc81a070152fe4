import { type Bind, ContainerModule, type ResolutionContext } from 'inversify';
import { PostgresAuditLog } from '#adapters/postgres/back-office/postgres-audit-log.ts';
import { PostgresBackOfficeReads } from '#adapters/postgres/back-office/postgres-back-office-reads.ts';
import { PostgresChatInbox } from '#adapters/postgres/back-office/postgres-chat-inbox.ts';
import { PostgresJobBoard } from '#adapters/postgres/back-office/postgres-job-board.ts';
import { PostgresOrderRefundRepository } from '#adapters/postgres/back-office/postgres-order-refund-repository.ts';
import { PostgresResellerDesk } from '#adapters/postgres/back-office/postgres-reseller-desk.ts';
import { ChatDesk } from '#application/back-office/chat-inbox-desk.ts';
import { ManageContent } from '#application/back-office/manage-content.ts';
import { ManageCoupons } from '#application/back-office/manage-coupons.ts';
import { ManageJobs } from '#application/back-office/manage-jobs.ts';
import { ManageResellers } from '#application/back-office/manage-resellers.ts';
import { ReadAuditLog } from '#application/back-office/read-audit-log.ts';
import { ReadNewsletter } from '#application/back-office/read-newsletter.ts';
import { ReadOrderFile } from '#application/back-office/read-order-file.ts';
import { RequestRefund } from '#application/back-office/request-refund.ts';
import { RunOrderAction } from '#application/back-office/run-order-action.ts';
import { SearchBookings } from '#application/back-office/search-bookings.ts';
import { STAFF_REFUND_JOB, staffRefundHandler } from '#application/back-office/staff-refund-job.ts';
import { StaffUsers } from '#application/back-office/staff-users.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListContent } from '#application/content/list-content.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The back office (issue #11) over PostgreSQL: its reads, the audit log, staff refunds, the jobs view and its use cases. */
export const backOfficeModule = () =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.refunds).toDynamicValue(onDatabase(PostgresOrderRefundRepository));
    bind(PORTS.backOfficeReads).toDynamicValue(onDatabase(PostgresBackOfficeReads));
    bind(PORTS.jobBoard).toDynamicValue(onDatabase(PostgresJobBoard));
    bind(PORTS.auditLog).toDynamicValue(onDatabase(PostgresAuditLog));
    bind(PORTS.chatInbox).toDynamicValue(onDatabase(PostgresChatInbox));
    bind(PORTS.resellerDesk).toDynamicValue(onDatabase(PostgresResellerDesk));
    bindOrderDesk(bind);
    bindStaffDesks(bind);
    bind(PARTS.jobHandlers).toDynamicValue((c) => ({
      [STAFF_REFUND_JOB]: staffRefundHandler({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        gateways: c.get(PORTS.paymentGateways),
        emailRenderer: c.get(PORTS.emailRenderer),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
    }));
  });

/** Bookings: the search, an order's file, the actions on it and refunds. */
function bindOrderDesk(bind: Bind) {
  bind(SearchBookings).toDynamicValue((c) => new SearchBookings({ reads: c.get(PORTS.backOfficeReads) }));
  bind(ReadOrderFile).toDynamicValue(
    (c) =>
      new ReadOrderFile({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        shipments: c.get(PORTS.shipments),
        reads: c.get(PORTS.backOfficeReads),
        jobs: c.get(PORTS.jobBoard),
        audit: c.get(PORTS.auditLog),
      }),
  );
  bind(RunOrderAction).toDynamicValue(
    (c) =>
      new RunOrderAction({
        orders: c.get(PORTS.orders),
        shipments: c.get(PORTS.shipments),
        jobs: c.get(PORTS.jobBoard),
        audit: c.get(PORTS.auditLog),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(RequestRefund).toDynamicValue(
    (c) =>
      new RequestRefund({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        audit: c.get(PORTS.auditLog),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
}

/** The content API's use cases the staff pages write through (users, coupons, site content). */
const contentCalls = (c: ResolutionContext) => ({
  list: c.get(ListContent),
  get: c.get(GetContent),
  create: c.get(CreateContent),
  update: c.get(UpdateContent),
});

/** Jobs, chat, users, coupons, content, newsletter, resellers and the audit log. */
function bindStaffDesks(bind: Bind) {
  const audited = (c: ResolutionContext) => ({ audit: c.get(PORTS.auditLog), clock: c.get(PORTS.clock) });
  bind(ManageJobs).toDynamicValue((c) => new ManageJobs({ jobs: c.get(PORTS.jobBoard), ...audited(c) }));
  bind(ChatDesk).toDynamicValue(
    (c) =>
      new ChatDesk({
        inbox: c.get(PORTS.chatInbox),
        orders: c.get(PORTS.orders),
        emailRenderer: c.get(PORTS.emailRenderer),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(StaffUsers).toDynamicValue((c) => new StaffUsers({ ...contentCalls(c), ...audited(c) }));
  bind(ManageCoupons).toDynamicValue(
    (c) => new ManageCoupons({ ...contentCalls(c), reads: c.get(PORTS.backOfficeReads), ...audited(c) }),
  );
  bind(ManageContent).toDynamicValue(
    (c) => new ManageContent({ ...contentCalls(c), upload: c.get(UploadFile), ...audited(c) }),
  );
  bind(ReadNewsletter).toDynamicValue(
    (c) =>
      new ReadNewsletter({
        reads: c.get(PORTS.backOfficeReads),
        contactMessages: c.get(PORTS.contactMessages),
      }),
  );
  bind(ManageResellers).toDynamicValue(
    (c) => new ManageResellers({ desk: c.get(PORTS.resellerDesk), clock: c.get(PORTS.clock) }),
  );
  bind(ReadAuditLog).toDynamicValue((c) => new ReadAuditLog({ audit: c.get(PORTS.auditLog) }));
}
