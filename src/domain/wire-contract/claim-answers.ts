import { array, number, object } from 'yup';
import { CLAIM_STEPS } from '../passenger-rights/compensation-claim.ts';
import { text } from './wire-fields.ts';

/** The booking/ API's answer about a compensation claim (decision 0070), strict like `FERRY_ANSWERS`. */
const step = () => text().oneOf(CLAIM_STEPS);

export const CLAIM_ANSWER = object({
  claim: object({
    claimCode: text(),
    claimKey: text(),
    orderCode: text(),
    amount: number().strict().integer().min(0).defined(),
    step: step(),
    steps: array()
      .of(object({ step: step(), at: text() }))
      .defined(),
  }).defined(),
});
