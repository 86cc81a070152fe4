import { describe, expect, it } from 'vitest';
import { backLinkTarget } from '../../../../src/domain/booking/back-link.ts';

describe('back link of the booking wizard', () => {
  it('goes to the previous step after the first', () => {
    expect(backLinkTarget({ currentStep: 2, booknowUserId: 0, booknowIsReseller: false })).toEqual({
      kind: 'step',
      step: 1,
    });
  });

  it('goes home from the first step when there is no booknow user', () => {
    expect(backLinkTarget({ currentStep: 0, booknowUserId: 0, booknowIsReseller: false })).toEqual({
      kind: 'url',
      url: '/',
    });
  });

  it('goes to /booknow with the user id and reseller flag from the first step of a booknow booking', () => {
    expect(backLinkTarget({ currentStep: 0, booknowUserId: 17, booknowIsReseller: true })).toEqual({
      kind: 'url',
      url: '/booknow?userId=17&reseller=true',
    });
  });
});
