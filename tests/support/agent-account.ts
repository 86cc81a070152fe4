import type { Composition } from '#container';

/**
 * The staff account a composed Kyma creates on start (ADMIN_EMAIL/ADMIN_PASSWORD), used as the agent that
 * may drive upstream bookings through the booking API.
 */
export const AGENT_ACCOUNT = { ADMIN_EMAIL: 'agent@kyma.test', ADMIN_PASSWORD: 'agent-test-password-1' };

/** A bearer access token of that account, issued by the composition's own sign-in. */
export async function agentToken(composition: Composition): Promise<string> {
  const session = await composition.services.auth.login.execute({
    email: AGENT_ACCOUNT.ADMIN_EMAIL,
    password: AGENT_ACCOUNT.ADMIN_PASSWORD,
    ip: '127.0.0.1',
  });
  if (!session.ok) throw new Error('could not sign in as the agent account');
  return session.value.accessToken;
}
