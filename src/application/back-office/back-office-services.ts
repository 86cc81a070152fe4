import type { ChatDesk } from './chat-inbox-desk.ts';
import type { ManageContent } from './manage-content.ts';
import type { ManageCoupons } from './manage-coupons.ts';
import type { ManageJobs } from './manage-jobs.ts';
import type { ManageResellers } from './manage-resellers.ts';
import type { ReadAuditLog } from './read-audit-log.ts';
import type { ReadNewsletter } from './read-newsletter.ts';
import type { ReadOrderFile } from './read-order-file.ts';
import type { RequestRefund } from './request-refund.ts';
import type { RunOrderAction } from './run-order-action.ts';
import type { SearchBookings } from './search-bookings.ts';
import type { StaffUsers } from './staff-users.ts';

/** The back office's use cases (issue #11), as the admin routes take them, every one checking the caller's staff permission itself. */
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
