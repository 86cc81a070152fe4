import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** The back-office account the test server creates on start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const STAFF = { email: 'staff@kyma.test', password: 'staff-test-password-1' };

/** Calls of the content API as staff make them: set-up of what only staff can create. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: STAFF });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const call = async <T>(method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> => {
    const answer = await request[method](`/api/${path}`, { headers, data });
    expect(answer.ok(), `${method} /api/${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return {
    createCoupon: (coupon: { name: string; discountKind: 'percentage' | 'fixed'; discountValue: number }) =>
      call('post', 'coupons', { active: true, totalUsesLimit: 1, ...coupon }),

    /**
     * Registers a user, activates it and opens a reseller account on it with a credit limit in cents;
     * resolves the user's id (the reseller's page in the back office).
     */
    async openResellerAccount(account: {
      email: string;
      password: string;
      companyName: string;
      creditLimit: number;
    }): Promise<number> {
      const registered = await request.post('/api/auth/register?lang=de', {
        data: { email: account.email, password: account.password, name: account.companyName },
      });
      expect(registered.status()).toBe(202);
      const where = encodeURIComponent(JSON.stringify({ email: account.email }));
      const users = await call<{ data: Array<{ id: number }> }>('get', `users?where=${where}&select=id`);
      const userId = users.data[0]?.id;
      await call('patch', `users/${userId}`, { active: true });
      await call('post', 'resellers', {
        userId,
        companyName: account.companyName,
        contactEmail: account.email,
        creditLimit: account.creditLimit,
        active: true,
      });
      return userId!;
    },
  };
}
