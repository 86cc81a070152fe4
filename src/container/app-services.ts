import type { Container } from 'inversify';
import { FindDuplicateBooking } from '#application/agents/find-duplicate-booking.ts';
import { LimitAgentCalls } from '#application/agents/limit-agent-calls.ts';
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
import { ActOnJob } from '#application/back-office/act-on-job.ts';
import { AdjustResellerCredit } from '#application/back-office/adjust-reseller-credit.ts';
import { AnswerChat } from '#application/back-office/answer-chat.ts';
import type { BackOfficeServices } from '#application/back-office/back-office-services.ts';
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
import { ReadOrderFiscalDocument } from '#application/back-office/read-order-fiscal-document.ts';
import { ReadReseller } from '#application/back-office/read-reseller.ts';
import { ReplaceContentImage } from '#application/back-office/replace-content-image.ts';
import { RequestRefund } from '#application/back-office/request-refund.ts';
import { RunOrderAction } from '#application/back-office/run-order-action.ts';
import { SaveContentItem } from '#application/back-office/save-content-item.ts';
import { SaveCoupon } from '#application/back-office/save-coupon.ts';
import { SearchBookings } from '#application/back-office/search-bookings.ts';
import { SearchStaffUsers } from '#application/back-office/search-staff-users.ts';
import { SetStaffRoles } from '#application/back-office/set-staff-roles.ts';
import { UpdateReseller } from '#application/back-office/update-reseller.ts';
import { CheckCoupon } from '#application/checkout/check-coupon.ts';
import type { CheckoutServices } from '#application/checkout/checkout-services.ts';
import { CompletePayment } from '#application/checkout/complete-payment.ts';
import { OpenPaidReturn, ReturnFromPayment } from '#application/checkout/paid-return.ts';
import { PayWithCredit } from '#application/checkout/pay-with-credit.ts';
import { PlaceOrder } from '#application/checkout/place-order.ts';
import { PriceCart } from '#application/checkout/price-cart.ts';
import { StartPayment } from '#application/checkout/start-payment.ts';
import { ReadOrderClaims } from '#application/claims/read-order-claims.ts';
import { SubmitClaim } from '#application/claims/submit-claim.ts';
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
import { ActForTraveller } from '#application/disruptions/act-for-traveller.ts';
import { ClaimDisruptionCompensation } from '#application/disruptions/claim-disruption-compensation.ts';
import { DisruptSailing } from '#application/disruptions/disrupt-sailing.ts';
import type { DisruptionServices } from '#application/disruptions/disruption-services.ts';
import { ListOrderDisruptions } from '#application/disruptions/list-order-disruptions.ts';
import { ListPublicDisruptions } from '#application/disruptions/list-public-disruptions.ts';
import { ListTripDisruptions } from '#application/disruptions/list-trip-disruptions.ts';
import { ReadDisruptionDesk } from '#application/disruptions/read-disruption-desk.ts';
import { TakeDisruptionRefund } from '#application/disruptions/take-disruption-refund.ts';
import { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import { CancelBooking } from '#application/ferry/cancel-booking.ts';
import { CancelBookingLeg } from '#application/ferry/cancel-booking-leg.ts';
import { CauseDisruption } from '#application/ferry/cause-disruption.ts';
import { ConfirmBookingChange } from '#application/ferry/confirm-booking-change.ts';
import { FailBooking } from '#application/ferry/fail-booking.ts';
import type { FerryServices } from '#application/ferry/ferry-services.ts';
import { FinalizeBooking } from '#application/ferry/finalize-booking.ts';
import { GetCompanyDetails } from '#application/ferry/get-company-details.ts';
import { GetSailingStatus } from '#application/ferry/get-sailing-status.ts';
import { GetVoucher } from '#application/ferry/get-voucher.ts';
import { HoldBooking } from '#application/ferry/hold-booking.ts';
import { HoldBookingChange } from '#application/ferry/hold-booking-change.ts';
import { InsertBooking } from '#application/ferry/insert-booking.ts';
import { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import { ListCountries } from '#application/ferry/list-countries.ts';
import { ListDepartureDates } from '#application/ferry/list-departure-dates.ts';
import { ListDestinations } from '#application/ferry/list-destinations.ts';
import { ListDisruptions } from '#application/ferry/list-disruptions.ts';
import { ListOrigins } from '#application/ferry/list-origins.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import { PriceTrips } from '#application/ferry/price-trips.ts';
import { QuoteBookingChange } from '#application/ferry/quote-booking-change.ts';
import { ReleaseBookingChange } from '#application/ferry/release-booking-change.ts';
import { RetrieveBooking } from '#application/ferry/retrieve-booking.ts';
import { RetrieveUpstreamClaim } from '#application/ferry/retrieve-upstream-claim.ts';
import { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import { SubmitUpstreamClaim } from '#application/ferry/submit-upstream-claim.ts';
import { ValidateLoyaltyCard } from '#application/ferry/validate-loyalty-card.ts';
import { ValidateResident } from '#application/ferry/validate-resident.ts';
import { DownloadFile } from '#application/files/download-file.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import { GetOrderFiscalDocument } from '#application/fiscal/get-order-fiscal-document.ts';
import { ListOrderDocuments } from '#application/fiscal/list-order-documents.ts';
import { ListOrderFiscalDocuments } from '#application/fiscal/list-order-fiscal-documents.ts';
import { CheckReadiness } from '#application/health/check-readiness.ts';
import { LookUpCompany } from '#application/invoice/look-up-company.ts';
import { RecordMarketingEvent } from '#application/marketing/record-marketing-event.ts';
import { ConfirmNewsletterSubscription } from '#application/newsletter/confirm-newsletter-subscription.ts';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.ts';
import { CancelOrder } from '#application/orders/cancel-order.ts';
import { CancelOrderLeg } from '#application/orders/cancel-order-leg.ts';
import { ConfirmOrderChange } from '#application/orders/confirm-order-change.ts';
import { FindBooking } from '#application/orders/find-booking.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { GetOrderChange } from '#application/orders/get-order-change.ts';
import { HoldOrderChange } from '#application/orders/hold-order-change.ts';
import { ListChangeSailings } from '#application/orders/list-change-sailings.ts';
import { ListMyTrips } from '#application/orders/list-my-trips.ts';
import { ListOpenChanges } from '#application/orders/list-open-changes.ts';
import { ProveAddress } from '#application/orders/prove-address.ts';
import { QuoteLegCancellation } from '#application/orders/quote-leg-cancellation.ts';
import { QuoteOrderCancellation } from '#application/orders/quote-order-cancellation.ts';
import { QuoteOrderChange } from '#application/orders/quote-order-change.ts';
import { ReadOrderPayment } from '#application/orders/read-order-payment.ts';
import { RedeemSignInLink } from '#application/orders/redeem-sign-in-link.ts';
import { RequestSignInLink } from '#application/orders/request-sign-in-link.ts';
import { PartnerTokens } from '#application/partners/partner-tokens.ts';
import { PartnerWebhooks } from '#application/partners/partner-webhooks.ts';
import { GetResellerDetails } from '#application/reseller/get-reseller-details.ts';
import { SearchConnections } from '#application/search/search-connections.ts';
import { SearchFares } from '#application/search/search-fares.ts';
import { SearchTrips } from '#application/search/search-trips.ts';
import { LoadSiteShell } from '#application/site/load-site-shell.ts';
import { SendChatMessage } from '#application/site/send-chat-message.ts';
import { SendContactMessage } from '#application/site/send-contact-message.ts';
import { GetOrderVoucher } from '#application/voucher/get-order-voucher.ts';
import { ResendVoucher } from '#application/voucher/resend-voucher.ts';
import { GetLegWalletPass } from '#application/wallet/get-leg-wallet-pass.ts';
import { PORTS } from './tokens.ts';

/** The use cases the web layer gets, resolved from the container (each bound to its class). */
export function appServices(container: Container): AppServices {
  const get = container.get.bind(container);
  return {
    clock: get(PORTS.clock),
    loadSiteShell: get(LoadSiteShell),
    sendChatMessage: get(SendChatMessage),
    sendContactMessage: get(SendContactMessage),
    subscribeToNewsletter: get(SubscribeToNewsletter),
    confirmNewsletterSubscription: get(ConfirmNewsletterSubscription),
    checkReadiness: get(CheckReadiness),
    ferry: ferryServices(container),
    authorizeAgent: get(AuthorizeAgent),
    checkout: checkoutServices(container),
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
    backOffice: backOfficeServices(container),
    claims: { submitClaim: get(SubmitClaim), readOrderClaims: get(ReadOrderClaims) },
    disruptions: disruptionServices(container),
    agents: { limitCalls: get(LimitAgentCalls), findDuplicateBooking: get(FindDuplicateBooking) },
    partners: { tokens: get(PartnerTokens), webhooks: get(PartnerWebhooks) },
  };
}

/** The ferry use cases, as the booking API and the SSR loaders take them. */
export function ferryServices(container: Pick<Container, 'get'>): FerryServices {
  const get = container.get.bind(container);
  return {
    listPorts: get(ListPorts),
    listCountries: get(ListCountries),
    listDestinations: get(ListDestinations),
    listOrigins: get(ListOrigins),
    listDepartureDates: get(ListDepartureDates),
    searchFares: get(SearchFares),
    searchConnections: get(SearchConnections),
    searchTrips: get(SearchTrips),
    priceTrips: get(PriceTrips),
    holdBooking: get(HoldBooking),
    insertBooking: get(InsertBooking),
    finalizeBooking: get(FinalizeBooking),
    failBooking: get(FailBooking),
    retrieveBooking: get(RetrieveBooking),
    cancelBooking: get(CancelBooking),
    quoteBookingChange: get(QuoteBookingChange),
    holdBookingChange: get(HoldBookingChange),
    confirmBookingChange: get(ConfirmBookingChange),
    releaseBookingChange: get(ReleaseBookingChange),
    cancelBookingLeg: get(CancelBookingLeg),
    getVoucher: get(GetVoucher),
    validateLoyaltyCard: get(ValidateLoyaltyCard),
    validateResident: get(ValidateResident),
    getCompanyDetails: get(GetCompanyDetails),
    runIdempotently: get(RunIdempotently),
    getResellerDetails: get(GetResellerDetails),
    submitUpstreamClaim: get(SubmitUpstreamClaim),
    retrieveUpstreamClaim: get(RetrieveUpstreamClaim),
    listDisruptions: get(ListDisruptions),
    getSailingStatus: get(GetSailingStatus),
    causeDisruption: get(CauseDisruption),
  };
}

/** The checkout and after-sale use cases, as the checkout routes and the order pages take them. */
export function checkoutServices(container: Pick<Container, 'get'>): CheckoutServices {
  const get = container.get.bind(container);
  return {
    priceCart: get(PriceCart),
    checkCoupon: get(CheckCoupon),
    placeOrder: get(PlaceOrder),
    startPayment: get(StartPayment),
    completePayment: get(CompletePayment),
    returnFromPayment: get(ReturnFromPayment),
    openPaidReturn: get(OpenPaidReturn),
    payWithCredit: get(PayWithCredit),
    getOrder: get(GetOrder),
    getOrderVoucher: get(GetOrderVoucher),
    getLegWalletPass: get(GetLegWalletPass),
    getOrderFiscalDocument: get(GetOrderFiscalDocument),
    listOrderFiscalDocuments: get(ListOrderFiscalDocuments),
    listOrderDocuments: get(ListOrderDocuments),
    findBooking: get(FindBooking),
    resendVoucher: get(ResendVoucher),
    requestSignInLink: get(RequestSignInLink),
    redeemSignInLink: get(RedeemSignInLink),
    proveAddress: get(ProveAddress),
    listMyTrips: get(ListMyTrips),
    quoteCancellation: get(QuoteOrderCancellation),
    quoteChange: get(QuoteOrderChange),
    holdChange: get(HoldOrderChange),
    getChange: get(GetOrderChange),
    confirmChange: get(ConfirmOrderChange),
    listOpenChanges: get(ListOpenChanges),
    listChangeSailings: get(ListChangeSailings),
    readOrderPayment: get(ReadOrderPayment),
    cancelOrder: get(CancelOrder),
    quoteLegCancellation: get(QuoteLegCancellation),
    cancelOrderLeg: get(CancelOrderLeg),
  };
}

/** The staff pages' use cases. */
export function backOfficeServices(container: Pick<Container, 'get'>): BackOfficeServices {
  const get = container.get.bind(container);
  return {
    searchBookings: get(SearchBookings),
    readOrderFile: get(ReadOrderFile),
    readOrderFiscalDocument: get(ReadOrderFiscalDocument),
    runOrderAction: get(RunOrderAction),
    requestRefund: get(RequestRefund),
    listJobs: get(ListJobs),
    actOnJob: get(ActOnJob),
    listChats: get(ListChats),
    readChat: get(ReadChat),
    answerChat: get(AnswerChat),
    searchStaffUsers: get(SearchStaffUsers),
    setStaffRoles: get(SetStaffRoles),
    listCoupons: get(ListCoupons),
    readCoupon: get(ReadCoupon),
    saveCoupon: get(SaveCoupon),
    listContentItems: get(ListContentItems),
    readContentItem: get(ReadContentItem),
    saveContentItem: get(SaveContentItem),
    replaceContentImage: get(ReplaceContentImage),
    listContactMessages: get(ListContactMessages),
    listNewsletterGroups: get(ListNewsletterGroups),
    listSubscribers: get(ListSubscribers),
    listResellers: get(ListResellers),
    readReseller: get(ReadReseller),
    createReseller: get(CreateReseller),
    updateReseller: get(UpdateReseller),
    adjustResellerCredit: get(AdjustResellerCredit),
    readAuditLog: get(ReadAuditLog),
  };
}

/** The disruption use cases, as the public page, the order pages and the back office take them. */
function disruptionServices(container: Pick<Container, 'get'>): DisruptionServices {
  const get = container.get.bind(container);
  return {
    listPublicDisruptions: get(ListPublicDisruptions),
    listOrderDisruptions: get(ListOrderDisruptions),
    listTripDisruptions: get(ListTripDisruptions),
    disruptSailing: get(DisruptSailing),
    takeDisruptionRefund: get(TakeDisruptionRefund),
    claimDisruptionCompensation: get(ClaimDisruptionCompensation),
    readDisruptionDesk: get(ReadDisruptionDesk),
    actForTraveller: get(ActForTraveller),
  };
}
