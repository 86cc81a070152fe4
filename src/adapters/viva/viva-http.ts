/** What one call to Viva answered: the HTTP status and the body, parsed when it is JSON. */
export interface VivaAnswer {
  status: number;
  body: unknown;
}

/**
 * Viva's order codes are 16-digit integers, beyond what a double holds exactly; JSON.parse would round them.
 * The reviver keeps such integers as their digits (Node's reviver gets each value's source text).
 */
export function parseVivaJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value) && context?.source
      ? context.source
      : value,
  );
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * One HTTP call with a deadline. A timeout or a network failure throws: it is an infrastructure failure,
 * and the caller (a browser return, a webhook, a refund job) is retried by whoever sent it.
 */
export async function callViva(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<VivaAnswer> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : parseVivaJson(text);
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
