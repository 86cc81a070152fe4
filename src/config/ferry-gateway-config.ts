import * as yup from 'yup';
import { urlWithProtocol } from './env-rules.ts';

/** The FerryGateway 1.3.1 system Kyma sells from next to the others (decision 0078), if any. */
export interface FerryGatewayConfig {
  ferryGateway:
    | {
        /** Where its messages are posted: `<url>/GetSailings`, `<url>/Reservation`, … */
        baseUrl: string;
        /** The trade partner's client id and secret, sent as Basic authentication. */
        clientId: string;
        clientSecret: string;
        /** The operators (FerryGateway operator codes) whose routes are sold. */
        operators: string[];
      }
    | undefined;
}

/** Set with FERRY_GATEWAY_URL, unset (and unchecked) without it. */
const neededWithUrl = (schema: yup.StringSchema) =>
  schema.test('required-with-url', 'must be set when FERRY_GATEWAY_URL is', function (value) {
    return !this.parent.FERRY_GATEWAY_URL || Boolean(value);
  });

export const ferryGatewayEnv = yup.object({
  FERRY_GATEWAY_URL: urlWithProtocol(['https:', 'http:']),
  FERRY_GATEWAY_CLIENT_ID: neededWithUrl(yup.string().trim()),
  FERRY_GATEWAY_CLIENT_SECRET: neededWithUrl(yup.string().trim()),
  FERRY_GATEWAY_OPERATORS: neededWithUrl(
    yup
      .string()
      .trim()
      .matches(/^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$/, 'must be a comma list of operator codes, e.g. BSF,SF'),
  ),
});

export function ferryGatewayConfigOf(env: yup.InferType<typeof ferryGatewayEnv>): FerryGatewayConfig {
  if (!env.FERRY_GATEWAY_URL) return { ferryGateway: undefined };
  return {
    ferryGateway: {
      baseUrl: env.FERRY_GATEWAY_URL,
      clientId: env.FERRY_GATEWAY_CLIENT_ID ?? '',
      clientSecret: env.FERRY_GATEWAY_CLIENT_SECRET ?? '',
      operators: (env.FERRY_GATEWAY_OPERATORS ?? '').split(','),
    },
  };
}
