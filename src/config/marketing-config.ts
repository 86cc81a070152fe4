import * as yup from 'yup';
import { emptyToUndefined, urlWithProtocol } from './env-rules.ts';

const MARKETING_PROVIDER_NAMES = ['none', 'sandbox', 'facebook'] as const;
type MarketingProviderName = (typeof MARKETING_PROVIDER_NAMES)[number];

/** Marketing events (issue #9 item 7). */
export interface MarketingConfig {
  /** MARKETING_PROVIDER: where consented marketing events go; `none` queues nothing. */
  marketingProvider: MarketingProviderName;
  /** Meta's Conversions API, when MARKETING_PROVIDER is facebook. */
  facebook:
    | { pixelId: string; accessToken: string; apiVersion: string; graphUrl: string; testEventCode?: string }
    | undefined;
}

/** A setting the Conversions API cannot work without, when it is the marketing provider. */
const requiredForFacebook = () =>
  yup
    .string()
    .trim()
    .test('required-for-facebook', 'must be set when MARKETING_PROVIDER is facebook', function (value) {
      return (
        String(this.parent.MARKETING_PROVIDER ?? '')
          .trim()
          .toLowerCase() !== 'facebook' || Boolean(value)
      );
    });

export const marketingEnv = yup.object({
  MARKETING_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(MARKETING_PROVIDER_NAMES, 'must be none, sandbox or facebook')
    .default('none'),
  FACEBOOK_PIXEL_ID: requiredForFacebook().matches(/^\d{1,30}$/, 'must be the pixel (data set) id (digits)'),
  FACEBOOK_ACCESS_TOKEN: requiredForFacebook(),
  FACEBOOK_API_VERSION: yup
    .string()
    .trim()
    .matches(/^v\d{1,3}\.\d{1,2}$/, 'must be a Graph API version such as v25.0')
    .default('v25.0'),
  FACEBOOK_TEST_EVENT_CODE: yup.string().trim().max(100),
  FACEBOOK_GRAPH_URL: urlWithProtocol(['http:', 'https:']),
});

/** The marketing provider's settings; the schema has already refused facebook without its credentials. */
export function marketingConfigOf(env: yup.InferType<typeof marketingEnv>): MarketingConfig {
  const marketingProvider = env.MARKETING_PROVIDER as MarketingProviderName;
  return {
    marketingProvider,
    facebook:
      marketingProvider === 'facebook'
        ? {
            pixelId: env.FACEBOOK_PIXEL_ID!,
            accessToken: env.FACEBOOK_ACCESS_TOKEN!,
            apiVersion: env.FACEBOOK_API_VERSION,
            graphUrl:
              emptyToUndefined(env.FACEBOOK_GRAPH_URL)?.replace(/\/+$/, '') ?? 'https://graph.facebook.com',
            testEventCode: emptyToUndefined(env.FACEBOOK_TEST_EVENT_CODE),
          }
        : undefined,
  };
}
