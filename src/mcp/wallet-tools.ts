import { type InferType, number, object, string } from 'yup';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { offeredPassCode } from '#domain/wallet/leg-pass.ts';
import { BOOKING_API_PATH } from '#web/api/booking/order-kit.ts';
import { answered, refused, toolOf } from './tool.ts';

const walletSchema = object({
  reference: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  secret: string().trim().required(m.fieldRequired).max(100, 'tooLong'),
  leg: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(0, 'invalidNumber')
    .max(9, 'invalidNumber')
    .required(m.fieldRequired),
});

/** One sailing's wallet pass for an agent (issue #53, decision 0129), with the order's secret like get_booking. */
export const getWalletPass = toolOf<InferType<typeof walletSchema>>({
  name: 'get_wallet_pass',
  title: 'Get a sailing’s wallet pass',
  description:
    'One valid sailing of a ticketed order (`leg`: its index in the order’s `legs`) for the phone’s wallet: ' +
    '`qrCode`, what the ticket’s QR code carries (read it to a person who cannot scan or see it); ' +
    '`applePass`, where its Apple Wallet pass (.pkpass) is fetched with the header `Authorization: Order ' +
    '<secret>`; `googleWalletLink`, a link that adds it to Google Wallet. Either is null when the site is ' +
    'not set up for that wallet.',
  writes: true,
  readOnly: true,
  input: walletSchema,
  async run({ services, options, input }) {
    const proof = { reference: input.reference, token: input.secret };
    const found = await services.checkout.getOrder.execute(proof);
    if (!found.ok) return refused(found.error);
    const qrCode = offeredPassCode(found.value.order, input.leg);
    if (qrCode === null) return refused({ code: 'reservationNotFound' });
    const passes = services.checkout.getLegWalletPass;
    const google = passes.offer().google
      ? await passes.execute({ ...proof, legIndex: input.leg, wallet: 'google' })
      : null;
    const reference = encodeURIComponent(found.value.order.reference);
    return answered({
      qrCode,
      applePass: passes.offer().apple
        ? `${options.publicUrl}${BOOKING_API_PATH}/orders/${reference}/legs/${input.leg}/apple-pass`
        : null,
      googleWalletLink: google?.ok && 'link' in google.value ? google.value.link : null,
    });
  },
});
