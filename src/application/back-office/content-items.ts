import type { Principal } from '#domain/auth/principal.ts';
import { fieldProblems } from '#domain/back-office/content-form.ts';
import { CONTENT_KINDS, type ContentKindName } from '#domain/back-office/content-kinds.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { DEFAULT_LOCALE } from '#domain/i18n/locales.ts';
import { andThen, err } from '#domain/shared/result.ts';
import { rowChange } from '../content/content-input.ts';
import type { GetContent } from '../content/get-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import { writableEntity } from '../content/write-content-deps.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContentRow } from '../ports/content-store.ts';
import type { BackOfficeResult } from './staff-access.ts';

/**
 * Site content in the back office (issue #11 item 8): destinations, companies, offers, posts, pages and
 * menus, read with every translation and changed through the content API's use cases, which validate the
 * change and clear the content and page caches. Every change is audited with the fields it wrote.
 */
export interface ContentWriteDeps {
  get: GetContent;
  update: UpdateContent;
  audit: AuditLog;
  clock: Clock;
}

/**
 * A refusal of the content API as the back office shows it: problems by form field, a caller the API does
 * not let through as staff-only, and any other refusal as it is (its code is worded from the catalogue).
 */
export function refusalOf(error: Refusal): Refusal {
  if (error.code === 'forbidden' || error.code === 'unauthorized' || error.code === 'permissionNeeded')
    return { code: 'staffOnly' };
  if ((error.code === 'invalidForm' || error.code === 'unsafeLink') && error.fields) {
    const problems = fieldProblems(error.fields);
    return { code: 'invalidForm', fields: Object.entries(problems).map(([path, key]) => ({ path, key })) };
  }
  return error;
}

/** The row as written: Greek in its own fields, every other language under `translations`. */
export async function findContentItem(
  get: GetContent,
  actor: Principal,
  kind: ContentKindName,
  id: string,
): Promise<BackOfficeResult<ContentRow>> {
  if (!/^\d{1,9}$/.test(id)) return err({ code: 'notFound' });
  const { entity, translated } = CONTENT_KINDS[kind];
  const found = await get.execute({
    entity,
    id,
    query: translated.length > 0 ? { include: ['translations'] } : {},
    actor,
  });
  return found.ok ? found : err(refusalOf(found.error));
}

/** Writes `body` through the content API and audits the fields it wrote, before and after. */
export async function writeContentItem(
  deps: ContentWriteDeps,
  actor: Principal,
  kind: ContentKindName,
  id: string,
  body: Record<string, unknown>,
  action: string,
): Promise<BackOfficeResult<ContentRow>> {
  const before = await findContentItem(deps.get, actor, kind, id);
  if (!before.ok) return before;
  const change = andThen(writableEntity(CONTENT_KINDS[kind].entity, actor), (entity) =>
    rowChange(entity, id, body, actor),
  );
  if (!change.ok) return err(refusalOf(change.error));
  const written = await deps.update.execute({ ...change.value, actor });
  if (!written.ok) return err(refusalOf(written.error));
  await deps.audit.record(
    {
      at: deps.clock.now(),
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      subjectType: kind,
      subjectId: id,
      before: writtenFields(before.value, body),
      after: body,
    },
    [],
  );
  return findContentItem(deps.get, actor, kind, id);
}

/** The row's values of the fields a body writes: the audit keeps what changed, not whole articles. */
function writtenFields(row: ContentRow, body: Record<string, unknown>): Record<string, unknown> {
  const translations = (row.translations ?? {}) as Record<string, Record<string, unknown>>;
  const { translations: written, ...values } = body as { translations?: Record<string, object> };
  const before: Record<string, unknown> = Object.fromEntries(
    Object.keys(values).map((field) => [field, row[field] ?? null]),
  );
  if (written) {
    before.translations = Object.fromEntries(
      Object.entries(written).map(([language, fields]) => [
        language,
        Object.fromEntries(
          Object.keys(fields).map((field) => [
            field,
            language === DEFAULT_LOCALE ? row[field] : (translations[language]?.[field] ?? null),
          ]),
        ),
      ]),
    );
  }
  return before;
}
