/**
 * Header and footer are hidden while a booking partner embeds the site for their customers
 * (spec §2 "Layouts"): any non-zero partner user id hides them.
 */
export function showsSiteChrome(bookingPartnerUserId: number | undefined): boolean {
  return !bookingPartnerUserId;
}
