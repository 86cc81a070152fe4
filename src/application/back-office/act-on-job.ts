import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { JobBoard, JobRecord } from '../ports/job-board.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

export interface ActOnJobDeps {
  jobs: JobBoard;
  audit: AuditLog;
  clock: Clock;
}

/** Retries or discards a job by hand, audited; refused when the job's state does not allow it. */
export class ActOnJob {
  readonly #deps: ActOnJobDeps;
  constructor(deps: ActOnJobDeps) {
    this.#deps = deps;
  }

  async execute(input: {
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
    if (!changed) return err({ code: 'jobStateForbids', values: { state: before.state } });
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
