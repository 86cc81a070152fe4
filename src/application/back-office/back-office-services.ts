import type { UseCaseTree } from '../use-case-registry.ts';
import { ActOnJob } from './act-on-job.ts';
import { AdjustResellerCredit } from './adjust-reseller-credit.ts';
import { AnswerChat } from './answer-chat.ts';
import { CreateReseller } from './create-reseller.ts';
import { ListChats } from './list-chats.ts';
import { ListContactMessages } from './list-contact-messages.ts';
import { ListContentItems } from './list-content-items.ts';
import { ListCoupons } from './list-coupons.ts';
import { ListJobs } from './list-jobs.ts';
import { ListNewsletterGroups } from './list-newsletter-groups.ts';
import { ListResellers } from './list-resellers.ts';
import { ListSubscribers } from './list-subscribers.ts';
import { ReadAuditLog } from './read-audit-log.ts';
import { ReadChat } from './read-chat.ts';
import { ReadContentItem } from './read-content-item.ts';
import { ReadCoupon } from './read-coupon.ts';
import { ReadOrderFile } from './read-order-file.ts';
import { ReadOrderFiscalDocument } from './read-order-fiscal-document.ts';
import { ReadReseller } from './read-reseller.ts';
import { ReplaceContentImage } from './replace-content-image.ts';
import { RequestRefund } from './request-refund.ts';
import { RunOrderAction } from './run-order-action.ts';
import { SaveContentItem } from './save-content-item.ts';
import { SaveCoupon } from './save-coupon.ts';
import { SearchBookings } from './search-bookings.ts';
import { SearchStaffUsers } from './search-staff-users.ts';
import { SetStaffRoles } from './set-staff-roles.ts';
import { UpdateReseller } from './update-reseller.ts';

/** The back office's use cases (issue #11), one per operation, each checking the caller's staff permission itself. */
export const BACK_OFFICE_USE_CASES = {
  searchBookings: SearchBookings,
  readOrderFile: ReadOrderFile,
  readOrderFiscalDocument: ReadOrderFiscalDocument,
  runOrderAction: RunOrderAction,
  requestRefund: RequestRefund,
  listJobs: ListJobs,
  actOnJob: ActOnJob,
  listChats: ListChats,
  readChat: ReadChat,
  answerChat: AnswerChat,
  searchStaffUsers: SearchStaffUsers,
  setStaffRoles: SetStaffRoles,
  listCoupons: ListCoupons,
  readCoupon: ReadCoupon,
  saveCoupon: SaveCoupon,
  listContentItems: ListContentItems,
  readContentItem: ReadContentItem,
  saveContentItem: SaveContentItem,
  replaceContentImage: ReplaceContentImage,
  listContactMessages: ListContactMessages,
  listNewsletterGroups: ListNewsletterGroups,
  listSubscribers: ListSubscribers,
  listResellers: ListResellers,
  readReseller: ReadReseller,
  createReseller: CreateReseller,
  updateReseller: UpdateReseller,
  adjustResellerCredit: AdjustResellerCredit,
  readAuditLog: ReadAuditLog,
} satisfies UseCaseTree;
