import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { JobBoard, JobRecord, JobState } from '../ports/job-board.ts';
import { type BackOfficeResult, notAllowedNow, staffWith } from './staff-access.ts';

const JOBS_PER_PAGE = 50;

export interface ManageJobsDeps {
  jobs: JobBoard;
  audit: AuditLog;
  clock: Clock;
}

/** The jobs view (issue #11 item 3): what waits, failed (with its error), ran; retry and discard by hand. */
export class ManageJobs {
  readonly #deps: ManageJobsDeps;
  constructor(deps: ManageJobsDeps) {
    this.#deps = deps;
  }

  async list(input: {
    actor: Actor;
    state: JobState | null;
    page: number;
  }): Promise<BackOfficeResult<{ jobs: JobRecord[]; total: number; perPage: number }>> {
    const staff = staffWith(input.actor, 'viewJobs');
    if (!staff.ok) return staff;
    const page = await this.#deps.jobs.list({
      state: input.state,
      limit: JOBS_PER_PAGE,
      offset: (input.page - 1) * JOBS_PER_PAGE,
    });
    return ok({ ...page, perPage: JOBS_PER_PAGE });
  }

  async act(input: {
    actor: Actor;
    jobId: string;
    act: 'retry' | 'discard';
  }): Promise<BackOfficeResult<JobRecord>> {
    const staff = staffWith(input.actor, 'manageJobs');
    if (!staff.ok) return staff;
    const { jobs, audit, clock } = this.#deps;
    const before = /^[0-9a-f-]{36}$/i.test(input.jobId) ? await jobs.find(input.jobId) : null;
    if (!before) return err({ code: 'notFound' });
    const now = clock.now();
    const changed =
      input.act === 'retry' ? await jobs.retry(before.id, now) : await jobs.discard(before.id, now);
    if (!changed) return notAllowedNow(`the job is ${before.state}`);
    const after = (await jobs.find(before.id)) ?? before;
    await audit.record(
      {
        at: now,
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action: `job.${input.act}`,
        subjectType: 'job',
        subjectId: before.id,
        before: { state: before.state, attempts: before.attempts, name: before.name },
        after: { state: after.state },
      },
      [],
    );
    return ok(after);
  }
}
