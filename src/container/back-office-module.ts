import { type Bind, ContainerModule, type ResolutionContext } from 'inversify';
import { PostgresAuditLog } from '#adapters/postgres/back-office/postgres-audit-log.ts';
import { PostgresBackOfficeReads } from '#adapters/postgres/back-office/postgres-back-office-reads.ts';
import { PostgresChatInbox } from '#adapters/postgres/back-office/postgres-chat-inbox.ts';
import { PostgresJobBoard } from '#adapters/postgres/back-office/postgres-job-board.ts';
import { PostgresOrderRefundRepository } from '#adapters/postgres/back-office/postgres-order-refund-repository.ts';
import { PostgresResellerDesk } from '#adapters/postgres/back-office/postgres-reseller-desk.ts';
import { InviteUser } from '#application/auth/invite-user.ts';
import { ActOnJob } from '#application/back-office/act-on-job.ts';
import { AdjustResellerCredit } from '#application/back-office/adjust-reseller-credit.ts';
import { AnswerChat } from '#application/back-office/answer-chat.ts';
import { CreateReseller } from '#application/back-office/create-reseller.ts';
import { ListChats } from '#application/back-office/list-chats.ts';
import { ListContactMessages } from '#application/back-office/list-contact-messages.ts';
import { ListContentItems } from '#application/back-office/list-content-items.ts';
import { ListCoupons } from '#application/back-office/list-coupons.ts';
import { ListJobs } from '#application/back-office/list-jobs.ts';
import { ListNewsletterGroups } from '#application/back-office/list-newsletter-groups.ts';
import { ListResellers } from '#application/back-office/list-resellers.ts';
import { ListSubscribers } from '#application/back-office/list-subscribers.ts';
import { ReadAuditLog } from '#application/back-office/read-audit-log.ts';
import { ReadChat } from '#application/back-office/read-chat.ts';
import { ReadContentItem } from '#application/back-office/read-content-item.ts';
import { ReadCoupon } from '#application/back-office/read-coupon.ts';
import { ReadOrderFile } from '#application/back-office/read-order-file.ts';
import { ReadReseller } from '#application/back-office/read-reseller.ts';
import { ReplaceContentImage } from '#application/back-office/replace-content-image.ts';
import { RequestRefund } from '#application/back-office/request-refund.ts';
import { RunOrderAction } from '#application/back-office/run-order-action.ts';
import { SaveContentItem } from '#application/back-office/save-content-item.ts';
import { SaveCoupon } from '#application/back-office/save-coupon.ts';
import { SearchBookings } from '#application/back-office/search-bookings.ts';
import { SearchStaffUsers } from '#application/back-office/search-staff-users.ts';
import { SetStaffRoles } from '#application/back-office/set-staff-roles.ts';
import { STAFF_REFUND_JOB, staffRefundHandler } from '#application/back-office/staff-refund-job.ts';
import { UpdateReseller } from '#application/back-office/update-reseller.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListContent } from '#application/content/list-content.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import { RefundOrderAmount } from '#application/orders/refund-order-amount.ts';
import type { Config } from '#config';
import { bindEachTo, onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The back office (issue #11) over PostgreSQL: its reads, the audit log, staff refunds, the jobs view and its use cases. */
export const backOfficeModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.refunds).toDynamicValue(onDatabase(PostgresOrderRefundRepository));
    bind(PORTS.backOfficeReads).toDynamicValue(onDatabase(PostgresBackOfficeReads));
    bind(PORTS.jobBoard).toDynamicValue(onDatabase(PostgresJobBoard));
    bind(PORTS.auditLog).toDynamicValue(onDatabase(PostgresAuditLog));
    bind(PORTS.chatInbox).toDynamicValue(onDatabase(PostgresChatInbox));
    bind(PORTS.resellerDesk).toDynamicValue(onDatabase(PostgresResellerDesk));
    bindOrderDesk(bind);
    bindJobsAndChat(bind);
    bindStaffWrites(bind);
    bind(PARTS.jobHandlers).toDynamicValue((c) => ({
      [STAFF_REFUND_JOB]: staffRefundHandler({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        changes: c.get(PORTS.orderChanges),
        gateways: c.get(PORTS.paymentGateways),
        emailRenderer: c.get(PORTS.emailRenderer),
        words: c.get(PORTS.messageWords),
        publicUrl: config.publicUrl,
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
        changes: c.get(PORTS.orderChanges),
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
  bind(RefundOrderAmount).toDynamicValue(
    (c) =>
      new RefundOrderAmount({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(RequestRefund).toDynamicValue(
    (c) =>
      new RequestRefund({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        refundAmount: c.get(RefundOrderAmount),
        audit: c.get(PORTS.auditLog),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
}

/** Jobs and the chat inbox. */
function bindJobsAndChat(bind: Bind) {
  bind(ListJobs).toDynamicValue((c) => new ListJobs({ jobs: c.get(PORTS.jobBoard) }));
  bind(ActOnJob).toDynamicValue(
    (c) =>
      new ActOnJob({ jobs: c.get(PORTS.jobBoard), audit: c.get(PORTS.auditLog), clock: c.get(PORTS.clock) }),
  );
  bind(ListChats).toDynamicValue((c) => new ListChats({ inbox: c.get(PORTS.chatInbox) }));
  bind(ReadChat).toDynamicValue(
    (c) => new ReadChat({ inbox: c.get(PORTS.chatInbox), orders: c.get(PORTS.orders) }),
  );
  bind(AnswerChat).toDynamicValue(
    (c) =>
      new AnswerChat({
        inbox: c.get(PORTS.chatInbox),
        emailRenderer: c.get(PORTS.emailRenderer),
        words: c.get(PORTS.messageWords),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
}

/**
 * What staff write through the content API's use cases (users, coupons, site content), each write
 * audited; contact messages, the newsletter, resellers and the audit log.
 */
function bindStaffWrites(bind: Bind) {
  const contentWrites = (c: ResolutionContext) => ({
    get: c.get(GetContent),
    update: c.get(UpdateContent),
    audit: c.get(PORTS.auditLog),
    clock: c.get(PORTS.clock),
  });
  bind(SearchStaffUsers).toDynamicValue((c) => new SearchStaffUsers({ list: c.get(ListContent) }));
  bind(SetStaffRoles).toDynamicValue((c) => new SetStaffRoles(contentWrites(c)));
  bind(ListCoupons).toDynamicValue(
    (c) => new ListCoupons({ list: c.get(ListContent), reads: c.get(PORTS.backOfficeReads) }),
  );
  bind(ReadCoupon).toDynamicValue(
    (c) => new ReadCoupon({ get: c.get(GetContent), reads: c.get(PORTS.backOfficeReads) }),
  );
  bind(SaveCoupon).toDynamicValue(
    (c) => new SaveCoupon({ ...contentWrites(c), create: c.get(CreateContent) }),
  );
  bind(ListContentItems).toDynamicValue((c) => new ListContentItems({ list: c.get(ListContent) }));
  bind(ReadContentItem).toDynamicValue((c) => new ReadContentItem({ get: c.get(GetContent) }));
  bind(SaveContentItem).toDynamicValue((c) => new SaveContentItem(contentWrites(c)));
  bind(ReplaceContentImage).toDynamicValue(
    (c) => new ReplaceContentImage({ ...contentWrites(c), upload: c.get(UploadFile) }),
  );
  bind(ListContactMessages).toDynamicValue(
    (c) => new ListContactMessages({ contactMessages: c.get(PORTS.contactMessages) }),
  );
  bindEachTo(bind, [ListNewsletterGroups, ListSubscribers], (c) => ({ reads: c.get(PORTS.backOfficeReads) }));
  bindEachTo(bind, [ListResellers, ReadReseller], (c) => ({ desk: c.get(PORTS.resellerDesk) }));
  bindEachTo(bind, [UpdateReseller, AdjustResellerCredit], (c) => ({
    desk: c.get(PORTS.resellerDesk),
    clock: c.get(PORTS.clock),
  }));
  bind(CreateReseller).toDynamicValue(
    (c) =>
      new CreateReseller({
        desk: c.get(PORTS.resellerDesk),
        clock: c.get(PORTS.clock),
        invite: c.get(InviteUser),
      }),
  );
  bind(ReadAuditLog).toDynamicValue((c) => new ReadAuditLog({ audit: c.get(PORTS.auditLog) }));
}
