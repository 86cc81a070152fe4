import type { FindDuplicateBooking } from './agents/find-duplicate-booking.ts';
import type { LimitAgentCalls } from './agents/limit-agent-calls.ts';
import type { ActivateAccount } from './auth/activate-account.ts';
import type { Authenticate } from './auth/authenticate.ts';
import type { ChangePassword } from './auth/change-password.ts';
import type { CurrentUserAccount } from './auth/current-user.ts';
import type { Login } from './auth/login.ts';
import type { Logout } from './auth/logout.ts';
import type { RefreshSession } from './auth/refresh-session.ts';
import type { RegisterUser } from './auth/register-user.ts';
import type { RequestPasswordReset } from './auth/request-password-reset.ts';
import type { SendActivationEmail } from './auth/send-activation-email.ts';
import type { BackOfficeServices } from './back-office/back-office-services.ts';
import type { CheckoutServices } from './checkout/checkout-services.ts';
import type { ReadOrderClaims } from './claims/read-order-claims.ts';
import type { SubmitClaim } from './claims/submit-claim.ts';
import type { ClearContentCache } from './content/clear-content-cache.ts';
import type { CreateContent } from './content/create-content.ts';
import type { DeleteContent } from './content/delete-content.ts';
import type { GetContent } from './content/get-content.ts';
import type { ListApplicationsWithPermissions } from './content/list-applications.ts';
import type { ListContent } from './content/list-content.ts';
import type { MoveContentNode } from './content/move-content-node.ts';
import type { ReadContentTree } from './content/read-content-tree.ts';
import type { UpdateContent } from './content/update-content.ts';
import type { ContentSiteQueries } from './content-site/content-site-model.ts';
import type { DisruptionServices } from './disruptions/disruption-services.ts';
import type { AuthorizeAgent } from './ferry/authorize-agent.ts';
import type { FerryServices } from './ferry/ferry-services.ts';
import type { LimitBookingLookups } from './ferry/limit-booking-lookups.ts';
import type { DownloadFile } from './files/download-file.ts';
import type { UploadFile } from './files/upload-file.ts';
import type { CheckReadiness } from './health/check-readiness.ts';
import type { LookUpCompany } from './invoice/look-up-company.ts';
import type { RecordMarketingEvent } from './marketing/record-marketing-event.ts';
import type { ConfirmNewsletterSubscription } from './newsletter/confirm-newsletter-subscription.ts';
import type { SubscribeToNewsletter } from './newsletter/subscribe-to-newsletter.ts';
import type { PartnerTokens } from './partners/partner-tokens.ts';
import type { PartnerWebhooks } from './partners/partner-webhooks.ts';
import type { Clock } from './ports/clock.ts';
import type { LoadSiteShell } from './site/load-site-shell.ts';
import type { SendChatMessage } from './site/send-chat-message.ts';
import type { SendContactMessage } from './site/send-contact-message.ts';

/** The content API's use cases (spec §7 "Content API"). */
interface ContentServices {
  list: ListContent;
  get: GetContent;
  create: CreateContent;
  update: UpdateContent;
  remove: DeleteContent;
  clearCache: ClearContentCache;
  readTree: ReadContentTree;
  move: MoveContentNode;
  applications: ListApplicationsWithPermissions;
}

/** Accounts and sign-in (spec §4 "Authentication", §6). */
interface AuthServices {
  authenticate: Authenticate;
  login: Login;
  refresh: RefreshSession;
  logout: Logout;
  register: RegisterUser;
  sendActivationEmail: SendActivationEmail;
  activateAccount: ActivateAccount;
  requestPasswordReset: RequestPasswordReset;
  changePassword: ChangePassword;
  currentUser: CurrentUserAccount;
}

interface FileServices {
  upload: UploadFile;
  download: DownloadFile;
}

/** The use cases the composition root hands to the web layer (routes get them from the load context). */
export interface AppServices {
  /** "Now" as every use case reads it, for pages that date what they show (the business day, the year). */
  clock: Clock;
  loadSiteShell: LoadSiteShell;
  sendChatMessage: SendChatMessage;
  sendContactMessage: SendContactMessage;
  subscribeToNewsletter: SubscribeToNewsletter;
  confirmNewsletterSubscription: ConfirmNewsletterSubscription;
  checkReadiness: CheckReadiness;
  ferry: FerryServices;
  /** Who may call the booking API's raw upstream booking operations. */
  authorizeAgent: AuthorizeAgent;
  /** Orders and payments: from "Pay and continue" to the tickets. */
  checkout: CheckoutServices;
  limitBookingLookups: LimitBookingLookups;
  /** The invoice section's company lookup by VAT number. */
  lookUpCompany: LookUpCompany;
  content: ContentServices;
  /** The public content pages' data (home, lists, articles, pages, sitemap). */
  contentSite: ContentSiteQueries;
  auth: AuthServices;
  files: FileServices;
  /** Queues a marketing event for a visitor who allowed marketing (issue #9 item 7). */
  recordMarketingEvent: RecordMarketingEvent;
  /** Staff pages: bookings, jobs, chat, users and the audit log (issue #11). */
  backOffice: BackOfficeServices;
  /** Passenger rights: compensation claims for late arrivals (decision 0070). */
  claims: { submitClaim: SubmitClaim; readOrderClaims: ReadOrderClaims };
  /** Disruptions of sailings: the public page, an order's banner, staff's cancel or delay (issue #26). */
  disruptions: DisruptionServices;
  /** The agents' server's own calls: its rate limit and the check for a booking made twice (issue #29). */
  agents: { limitCalls: LimitAgentCalls; findDuplicateBooking: FindDuplicateBooking };
  /** What partners manage themselves: their API tokens and webhooks (decision 0128). */
  partners: { tokens: PartnerTokens; webhooks: PartnerWebhooks };
}
