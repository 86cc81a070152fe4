import type { JobHandlers } from '../ports/job-queue.ts';

/**
 * Every background job the product runs, by name. Side-effect issues (voucher, e-mails, courier,
 * refunds, marketing events) add their handlers here; the worker and the in-process queue share it.
 */
export function jobHandlers(): JobHandlers {
  return {};
}
