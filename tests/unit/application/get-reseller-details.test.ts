import { describe, expect, it } from 'vitest';
import type { ResellerAccount } from '#application/ports/reseller-repository.ts';
import { GetResellerDetails } from '#application/reseller/get-reseller-details.ts';

const account: ResellerAccount = {
  userId: 7,
  companyName: 'Aegean Travel',
  contactEmail: 'desk@aegean-travel.example',
  creditLimit: 50_000,
  creditUsed: 12_500,
  active: true,
};

function useCase() {
  const asked: number[] = [];
  const getResellerDetails = new GetResellerDetails({
    resellers: {
      findByUserId: async (userId) => {
        asked.push(userId);
        return userId === account.userId ? account : undefined;
      },
    },
  });
  return { getResellerDetails, asked };
}

describe('GetResellerDetails', () => {
  it('gives the account with the credit left', async () => {
    const { getResellerDetails } = useCase();
    expect(await getResellerDetails.execute({ userId: 7 })).toEqual({
      ok: true,
      value: { ...account, availableCredit: 37_500 },
    });
  });

  it('says resellerNotFound for an unknown user id', async () => {
    const { getResellerDetails } = useCase();
    expect(await getResellerDetails.execute({ userId: 8 })).toMatchObject({
      ok: false,
      error: { code: 'resellerNotFound' },
    });
  });

  it('does not look up user id 0, which means "no reseller"', async () => {
    const { getResellerDetails, asked } = useCase();
    expect((await getResellerDetails.execute({ userId: 0 })).ok).toBe(false);
    expect(asked).toEqual([]);
  });
});
