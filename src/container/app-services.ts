import type { Container } from 'inversify';
import type { AppServices } from '#application/app-services.ts';
import { ActivateAccount } from '#application/auth/activate-account.ts';
import { Authenticate } from '#application/auth/authenticate.ts';
import { ChangePassword } from '#application/auth/change-password.ts';
import { CurrentUserAccount } from '#application/auth/current-user.ts';
import { Login } from '#application/auth/login.ts';
import { Logout } from '#application/auth/logout.ts';
import { RefreshSession } from '#application/auth/refresh-session.ts';
import { RegisterUser } from '#application/auth/register-user.ts';
import { RequestPasswordReset } from '#application/auth/request-password-reset.ts';
import { SendActivationEmail } from '#application/auth/send-activation-email.ts';
import { ClearContentCache } from '#application/content/clear-content-cache.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { DeleteContent } from '#application/content/delete-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListApplicationsWithPermissions } from '#application/content/list-applications.ts';
import { ListContent } from '#application/content/list-content.ts';
import { MoveContentNode } from '#application/content/move-content-node.ts';
import { ReadContentTree } from '#application/content/read-content-tree.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { ContentSiteQueriesService } from '#application/content-site/content-site-queries.ts';
import { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import { DownloadFile } from '#application/files/download-file.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import { CheckReadiness } from '#application/health/check-readiness.ts';
import { LookUpCompany } from '#application/invoice/look-up-company.ts';
import { RecordMarketingEvent } from '#application/marketing/record-marketing-event.ts';
import { ConfirmNewsletterSubscription } from '#application/newsletter/confirm-newsletter-subscription.ts';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.ts';
import { LoadSiteShell } from '#application/site/load-site-shell.ts';
import { SendChatMessage } from '#application/site/send-chat-message.ts';
import { SendContactMessage } from '#application/site/send-contact-message.ts';
import { PARTS } from './tokens.ts';

/** The use cases the web layer gets, resolved from the container (each bound to its class). */
export function appServices(container: Container): AppServices {
  const get = container.get.bind(container);
  return {
    loadSiteShell: get(LoadSiteShell),
    sendChatMessage: get(SendChatMessage),
    sendContactMessage: get(SendContactMessage),
    subscribeToNewsletter: get(SubscribeToNewsletter),
    confirmNewsletterSubscription: get(ConfirmNewsletterSubscription),
    checkReadiness: get(CheckReadiness),
    ferry: get(PARTS.ferry),
    authorizeAgent: get(AuthorizeAgent),
    checkout: get(PARTS.checkout).services,
    limitBookingLookups: get(LimitBookingLookups),
    lookUpCompany: get(LookUpCompany),
    content: {
      list: get(ListContent),
      get: get(GetContent),
      create: get(CreateContent),
      update: get(UpdateContent),
      remove: get(DeleteContent),
      clearCache: get(ClearContentCache),
      readTree: get(ReadContentTree),
      move: get(MoveContentNode),
      applications: get(ListApplicationsWithPermissions),
    },
    contentSite: get(ContentSiteQueriesService),
    auth: {
      authenticate: get(Authenticate),
      login: get(Login),
      refresh: get(RefreshSession),
      logout: get(Logout),
      register: get(RegisterUser),
      sendActivationEmail: get(SendActivationEmail),
      activateAccount: get(ActivateAccount),
      requestPasswordReset: get(RequestPasswordReset),
      changePassword: get(ChangePassword),
      currentUser: get(CurrentUserAccount),
    },
    files: { upload: get(UploadFile), download: get(DownloadFile) },
    recordMarketingEvent: get(RecordMarketingEvent),
    backOffice: get(PARTS.backOffice).services,
  };
}
