import type { CreateContent } from '../content/create-content.ts';
import type { GetContent } from '../content/get-content.ts';
import type { ListContent } from '../content/list-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import type { UploadFile } from '../files/upload-file.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { BackOfficeReads } from '../ports/back-office-reads.ts';
import type { ChatInbox } from '../ports/chat-inbox.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContactMessageRepository } from '../ports/contact-message-repository.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobBoard } from '../ports/job-board.ts';
import type { JobHandlers } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { ResellerDesk } from '../ports/reseller-desk.ts';
import { ChatDesk } from './chat-inbox-desk.ts';
import { ManageContent } from './manage-content.ts';
import { ManageCoupons } from './manage-coupons.ts';
import { ManageJobs } from './manage-jobs.ts';
import { ManageResellers } from './manage-resellers.ts';
import { ReadAuditLog } from './read-audit-log.ts';
import { ReadNewsletter } from './read-newsletter.ts';
import { ReadOrderFile } from './read-order-file.ts';
import { RequestRefund } from './request-refund.ts';
import { RunOrderAction } from './run-order-action.ts';
import { SearchBookings } from './search-bookings.ts';
import { STAFF_REFUND_JOB, staffRefundHandler } from './staff-refund-job.ts';
import { StaffUsers } from './staff-users.ts';

/** The back office's use cases (issue #11), every one checking the caller's staff permission itself. */
export interface BackOfficeServices {
  searchBookings: SearchBookings;
  readOrderFile: ReadOrderFile;
  runOrderAction: RunOrderAction;
  requestRefund: RequestRefund;
  jobs: ManageJobs;
  chat: ChatDesk;
  users: StaffUsers;
  coupons: ManageCoupons;
  content: ManageContent;
  newsletter: ReadNewsletter;
  resellers: ManageResellers;
  auditLog: ReadAuditLog;
}

export interface BackOfficeDeps {
  orders: OrderRepository;
  shipments: OrderShipmentRepository;
  refunds: OrderRefundRepository;
  reads: BackOfficeReads;
  jobs: JobBoard;
  audit: AuditLog;
  chatInbox: ChatInbox;
  contactMessages: ContactMessageRepository;
  resellerDesk: ResellerDesk;
  content: { list: ListContent; get: GetContent; create: CreateContent; update: UpdateContent };
  upload: UploadFile;
  gateways: PaymentGateway[];
  emailRenderer: EmailRenderer;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

export function createBackOffice(deps: BackOfficeDeps): {
  services: BackOfficeServices;
  jobHandlers: JobHandlers;
} {
  const { orders, shipments, refunds, reads, jobs, audit, emailRenderer, ids, clock } = deps;
  return {
    services: {
      searchBookings: new SearchBookings({ reads }),
      readOrderFile: new ReadOrderFile({ orders, refunds, shipments, reads, jobs, audit }),
      runOrderAction: new RunOrderAction({ orders, shipments, jobs, audit, ids, clock }),
      requestRefund: new RequestRefund({ orders, refunds, audit, ids, clock }),
      jobs: new ManageJobs({ jobs, audit, clock }),
      chat: new ChatDesk({ inbox: deps.chatInbox, orders, emailRenderer, ids, clock }),
      users: new StaffUsers({ ...deps.content, audit, clock }),
      coupons: new ManageCoupons({ ...deps.content, reads, audit, clock }),
      content: new ManageContent({ ...deps.content, upload: deps.upload, audit, clock }),
      newsletter: new ReadNewsletter({ reads, contactMessages: deps.contactMessages }),
      resellers: new ManageResellers({ desk: deps.resellerDesk, clock }),
      auditLog: new ReadAuditLog({ audit }),
    },
    jobHandlers: {
      [STAFF_REFUND_JOB]: staffRefundHandler({
        orders,
        refunds,
        gateways: deps.gateways,
        emailRenderer,
        ids,
        clock,
        logger: deps.logger,
      }),
    },
  };
}
