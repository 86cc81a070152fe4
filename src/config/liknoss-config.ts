import * as yup from 'yup';

/** An agency's Liknoss (FORTHcrs) account, asked next to the other ferry systems (decision 0077). */
export interface LiknossConfig {
  liknoss:
    | {
        /** The web services' base, e.g. https://gds.liknoss.com/cws/resources/web-services/v200/b2b */
        url: string;
        agencyCode: string;
        user: string;
        password: string;
        signature: string;
      }
    | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https only (its certificate verified), but for a local server on this machine. */
function secureOrLocal(value: string | undefined): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

const credential = () =>
  yup
    .string()
    .trim()
    .test('required-with-url', 'must be set when LIKNOSS_URL is', function (value) {
      return !this.parent.LIKNOSS_URL || Boolean(value);
    });

export const liknossEnv = yup.object({
  LIKNOSS_URL: yup
    .string()
    .trim()
    .test('url', 'must be an https:// URL (http:// only on this machine)', secureOrLocal),
  LIKNOSS_AGENCY_CODE: credential(),
  LIKNOSS_USER: credential(),
  LIKNOSS_PASSWORD: credential(),
  LIKNOSS_SIGNATURE: credential(),
  FERRY_UPSTREAMS: yup.string().trim().default(''),
});

/** Liknoss is asked when LIKNOSS_URL is set and FERRY_UPSTREAMS, if it names systems, names `liknoss`. */
export function liknossConfigOf(env: yup.InferType<typeof liknossEnv>): LiknossConfig {
  const systems = env.FERRY_UPSTREAMS.split(',').map((name) => name.trim());
  const wanted = env.FERRY_UPSTREAMS === '' || systems.includes('liknoss');
  if (!env.LIKNOSS_URL || !wanted) return { liknoss: undefined };
  return {
    liknoss: {
      url: env.LIKNOSS_URL,
      agencyCode: env.LIKNOSS_AGENCY_CODE ?? '',
      user: env.LIKNOSS_USER ?? '',
      password: env.LIKNOSS_PASSWORD ?? '',
      signature: env.LIKNOSS_SIGNATURE ?? '',
    },
  };
}
