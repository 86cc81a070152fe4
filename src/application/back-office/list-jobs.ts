import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { JobBoard, JobRecord, JobState } from '../ports/job-board.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

const JOBS_PER_PAGE = 50;

/** The jobs view (issue #11 item 3): what waits, failed (with its error), ran. */
export class ListJobs {
  readonly #deps: { jobs: JobBoard };
  constructor(deps: { jobs: JobBoard }) {
    this.#deps = deps;
  }

  async execute(input: {
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
}
