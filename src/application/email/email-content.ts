import type { BookingConfirmationEmail } from './booking-confirmation-email.ts';
import type { LetterEmail } from './letter-email.ts';
import type { LinkEmail } from './link-email.ts';
import type { StaffNotificationEmail } from './staff-notification-email.ts';

/** An e-mail as the use cases describe it, words only, for an `EmailRenderer` to lay out by its `kind`. */
export type EmailContent = LinkEmail | LetterEmail | BookingConfirmationEmail | StaffNotificationEmail;
