import * as yup from 'yup';
import { urlWithProtocol } from './env-rules.ts';

/** Text messages to travellers (disruption notices, issue #26). */
export interface SmsConfig {
  /** SMS_PROVIDER: files under DATA_DIR/sms (the sandbox), or Twilio's Messages API. */
  sms:
    | { provider: 'sandbox' }
    | { provider: 'twilio'; url: string; accountSid: string; authToken: string; from: string };
}

const TWILIO_URL = 'https://api.twilio.com';

const requiredForTwilio = () =>
  yup
    .string()
    .trim()
    .test('required-for-provider', 'must be set when SMS_PROVIDER is twilio', function (value) {
      return (this.parent.SMS_PROVIDER ?? 'sandbox').trim().toLowerCase() !== 'twilio' || Boolean(value);
    });

export const smsEnv = yup.object({
  SMS_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sandbox', 'twilio'], 'must be sandbox or twilio')
    .default('sandbox'),
  TWILIO_ACCOUNT_SID: requiredForTwilio(),
  TWILIO_AUTH_TOKEN: requiredForTwilio(),
  TWILIO_FROM: requiredForTwilio(),
  TWILIO_URL: urlWithProtocol(['http:', 'https:']).default(TWILIO_URL),
});

/** The SMS provider's settings; the schema has already refused missing credentials. */
export function smsConfigOf(env: yup.InferType<typeof smsEnv>): SmsConfig {
  return {
    sms:
      env.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            url: env.TWILIO_URL,
            accountSid: env.TWILIO_ACCOUNT_SID!,
            authToken: env.TWILIO_AUTH_TOKEN!,
            from: env.TWILIO_FROM!,
          }
        : { provider: 'sandbox' },
  };
}
