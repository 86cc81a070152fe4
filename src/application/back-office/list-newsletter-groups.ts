import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { BackOfficeReads } from '../ports/back-office-reads.ts';
import { staffWith } from './staff-access.ts';

/** The newsletter's groups (issue #11 item 7) with their sign-ups by confirmation state. */
export class ListNewsletterGroups {
  readonly #deps: { reads: BackOfficeReads };
  constructor(deps: { reads: BackOfficeReads }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor }) {
    const staff = staffWith(input.actor, 'viewNewsletter');
    if (!staff.ok) return staff;
    return ok(await this.#deps.reads.newsletterGroups());
  }
}
