import * as yup from 'yup';

/** The job queue and the workers that consume it. */
export interface JobsConfig {
  workerConcurrency: number;
  /** How long a job whose worker died stays taken before another worker runs it again. */
  jobStalledMs: number;
  /** Namespace of the job queue's Redis keys, so environments (or test runs) can share one Redis. */
  jobQueuePrefix: string;
}

export const jobsEnv = yup.object({
  WORKER_CONCURRENCY: yup.number().typeError('must be a number').integer().min(1).max(100).default(4),
  JOB_QUEUE_PREFIX: yup
    .string()
    .trim()
    .matches(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lowercase letters, digits and dashes')
    .default('kyma'),
  JOB_STALLED_SECONDS: yup.number().typeError('must be a number').integer().min(1).max(3600).default(30),
});

export function jobsConfigOf(env: yup.InferType<typeof jobsEnv>): JobsConfig {
  return {
    workerConcurrency: env.WORKER_CONCURRENCY,
    jobStalledMs: env.JOB_STALLED_SECONDS * 1000,
    jobQueuePrefix: env.JOB_QUEUE_PREFIX,
  };
}
