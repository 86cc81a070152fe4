import { FindDuplicateBooking } from './agents/find-duplicate-booking.ts';
import { LimitAgentCalls } from './agents/limit-agent-calls.ts';
import { ActivateAccount } from './auth/activate-account.ts';
import { Authenticate } from './auth/authenticate.ts';
import { ChangePassword } from './auth/change-password.ts';
import { CurrentUserAccount } from './auth/current-user.ts';
import { Login } from './auth/login.ts';
import { Logout } from './auth/logout.ts';
import { RefreshSession } from './auth/refresh-session.ts';
import { RegisterUser } from './auth/register-user.ts';
import { RequestPasswordReset } from './auth/request-password-reset.ts';
import { SendActivationEmail } from './auth/send-activation-email.ts';
import { BACK_OFFICE_USE_CASES } from './back-office/back-office-services.ts';
import { CHECKOUT_USE_CASES } from './checkout/checkout-services.ts';
import { ReadOrderClaims } from './claims/read-order-claims.ts';
import { SubmitClaim } from './claims/submit-claim.ts';
import { ClearContentCache } from './content/clear-content-cache.ts';
import { CreateContent } from './content/create-content.ts';
import { DeleteContent } from './content/delete-content.ts';
import { GetContent } from './content/get-content.ts';
import { ListApplicationsWithPermissions } from './content/list-applications.ts';
import { ListContent } from './content/list-content.ts';
import { MoveContentNode } from './content/move-content-node.ts';
import { ReadContentTree } from './content/read-content-tree.ts';
import { UpdateContent } from './content/update-content.ts';
import { ContentSiteQueriesService } from './content-site/content-site-queries.ts';
import { DISRUPTION_USE_CASES } from './disruptions/disruption-services.ts';
import { AuthorizeAgent } from './ferry/authorize-agent.ts';
import { FERRY_USE_CASES } from './ferry/ferry-services.ts';
import { LimitBookingLookups } from './ferry/limit-booking-lookups.ts';
import { DownloadFile } from './files/download-file.ts';
import { UploadFile } from './files/upload-file.ts';
import { CheckReadiness } from './health/check-readiness.ts';
import { LookUpCompany } from './invoice/look-up-company.ts';
import { RecordMarketingEvent } from './marketing/record-marketing-event.ts';
import { ConfirmNewsletterSubscription } from './newsletter/confirm-newsletter-subscription.ts';
import { SubscribeToNewsletter } from './newsletter/subscribe-to-newsletter.ts';
import { PartnerTokens } from './partners/partner-tokens.ts';
import { PartnerWebhooks } from './partners/partner-webhooks.ts';
import type { Clock } from './ports/clock.ts';
import { LoadSiteShell } from './site/load-site-shell.ts';
import { SendChatMessage } from './site/send-chat-message.ts';
import { SendContactMessage } from './site/send-contact-message.ts';
import type { ServicesOf, UseCaseTree } from './use-case-registry.ts';

/** The content API's use cases (spec §7 "Content API"). */
const CONTENT_USE_CASES = {
  list: ListContent,
  get: GetContent,
  create: CreateContent,
  update: UpdateContent,
  remove: DeleteContent,
  clearCache: ClearContentCache,
  readTree: ReadContentTree,
  move: MoveContentNode,
  applications: ListApplicationsWithPermissions,
};

/** Accounts and sign-in (spec §4 "Authentication", §6). */
const AUTH_USE_CASES = {
  authenticate: Authenticate,
  login: Login,
  refresh: RefreshSession,
  logout: Logout,
  register: RegisterUser,
  sendActivationEmail: SendActivationEmail,
  activateAccount: ActivateAccount,
  requestPasswordReset: RequestPasswordReset,
  changePassword: ChangePassword,
  currentUser: CurrentUserAccount,
};

const FILE_USE_CASES = {
  upload: UploadFile,
  download: DownloadFile,
};

/** The use cases the composition root hands to the web layer and MCP (routes get them from the load context). */
export const APP_USE_CASES = {
  loadSiteShell: LoadSiteShell,
  sendChatMessage: SendChatMessage,
  sendContactMessage: SendContactMessage,
  subscribeToNewsletter: SubscribeToNewsletter,
  confirmNewsletterSubscription: ConfirmNewsletterSubscription,
  checkReadiness: CheckReadiness,
  ferry: FERRY_USE_CASES,
  /** Who may call the booking API's raw upstream booking operations. */
  authorizeAgent: AuthorizeAgent,
  /** Orders and payments: from "Pay and continue" to the tickets. */
  checkout: CHECKOUT_USE_CASES,
  limitBookingLookups: LimitBookingLookups,
  /** The invoice section's company lookup by VAT number. */
  lookUpCompany: LookUpCompany,
  content: CONTENT_USE_CASES,
  /** The public content pages' data (home, lists, articles, pages, sitemap). */
  contentSite: ContentSiteQueriesService,
  auth: AUTH_USE_CASES,
  files: FILE_USE_CASES,
  /** Queues a marketing event for a visitor who allowed marketing (issue #9 item 7). */
  recordMarketingEvent: RecordMarketingEvent,
  /** Staff pages: bookings, jobs, chat, users and the audit log (issue #11). */
  backOffice: BACK_OFFICE_USE_CASES,
  /** Passenger rights: compensation claims for late arrivals (decision 0070). */
  claims: { submitClaim: SubmitClaim, readOrderClaims: ReadOrderClaims },
  /** Disruptions of sailings: the public page, an order's banner, staff's cancel or delay (issue #26). */
  disruptions: DISRUPTION_USE_CASES,
  /** The agents' server's own calls: its rate limit and the check for a booking made twice (issue #29). */
  agents: { limitCalls: LimitAgentCalls, findDuplicateBooking: FindDuplicateBooking },
  /** What partners manage themselves: their API tokens and webhooks (decision 0128). */
  partners: { tokens: PartnerTokens, webhooks: PartnerWebhooks },
} satisfies UseCaseTree;

export type AppServices = ServicesOf<typeof APP_USE_CASES> & {
  /** "Now" as every use case reads it, for pages that date what they show (the business day, the year). */
  clock: Clock;
};
