import * as yup from 'yup';

/** Which "now" the processes live in. */
export interface ClockConfig {
  /**
   * CLOCK_START: the instant the process's clock reads when it starts, then ticking on; null is the
   * machine's clock. For tests and demonstrations on a fixed day (decision 0101).
   */
  clockStart: Date | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A site the public can reach must live in the real present; a loopback one (a test run) may not. Without
 * PUBLIC_URL the site's address is http://localhost (web-config.ts).
 */
function servesOnlyThisMachine(publicUrl: string | undefined): boolean {
  if (!publicUrl) return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
}

export const clockEnv = yup.object({
  CLOCK_START: yup
    .string()
    .trim()
    .test('instant', 'must be an ISO 8601 instant such as 2027-06-15T07:00:00Z', (value) =>
      value === undefined ? true : /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)),
    )
    .test(
      'not-in-production',
      'is refused when NODE_ENV is production, unless PUBLIC_URL is a loopback address (a test run)',
      function notInProduction(value) {
        const { NODE_ENV, PUBLIC_URL } = this.parent as { NODE_ENV?: string; PUBLIC_URL?: string };
        return value === undefined || NODE_ENV !== 'production' || servesOnlyThisMachine(PUBLIC_URL);
      },
    ),
});

export function clockConfigOf(env: yup.InferType<typeof clockEnv>): ClockConfig {
  return { clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : null };
}
