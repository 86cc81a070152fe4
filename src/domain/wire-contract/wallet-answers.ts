import { object, string } from 'yup';

/** A sailing's Google Wallet link as the booking API answers it (decision 0129). */
export const WALLET_ANSWERS = {
  googleWalletLink: object({
    /** "Add to Google Wallet": Google's save address carrying the signed transit object. */
    link: string().required(),
  }),
} as const;
