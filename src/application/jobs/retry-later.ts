/**
 * Thrown by a job whose system did not answer (a company, the courier): nothing was decided, so the queue
 * runs the job again later, with its backoff, instead of recording a failure. The one such error (issue #50).
 */
export class RetryLater extends Error {
  override name = 'RetryLater';
}
