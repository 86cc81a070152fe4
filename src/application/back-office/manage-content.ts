import type { Actor, Principal } from '#domain/auth/principal.ts';
import { fieldProblems } from '#domain/back-office/content-form.ts';
import { CONTENT_KINDS, type ContentKindName } from '#domain/back-office/content-kinds.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { GetContent } from '../content/get-content.ts';
import type { ListContent } from '../content/list-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import type { RequestError } from '../errors/request-error.ts';
import type { UploadFile } from '../files/upload-file.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContentRow } from '../ports/content-store.ts';
import { type BackOfficeRefusal, type BackOfficeResult, staffWith } from './staff-access.ts';

export interface ContentListRow {
  id: number;
  name: string;
  active: boolean;
  updatedAt: string | null;
}

export interface ManageContentDeps {
  list: ListContent;
  get: GetContent;
  update: UpdateContent;
  upload: UploadFile;
  audit: AuditLog;
  clock: Clock;
}

const PER_PAGE = 50;

/** A refusal of the content API as the back office shows it: problems by field, the rest as a reason. */
function refusalOf(error: RequestError): BackOfficeRefusal {
  if (error.code === 'notFound') return { code: 'notFound' };
  if (error.code === 'forbidden' || error.code === 'unauthorized') return { code: 'forbidden' };
  if (error.code === 'invalidRequest' && error.details) {
    const problems = fieldProblems(error.details);
    return { code: 'invalid', fields: Object.keys(problems), problems };
  }
  return { code: 'notAllowedNow', reason: error.message };
}

/**
 * Destinations, companies, offers, posts, pages and menus (issue #11 item 8): listed, read with every
 * translation, and changed through the content API's use cases, which validate the change and clear the
 * content and page caches. Every change is audited with the fields it wrote, before and after.
 */
export class ManageContent {
  readonly #deps: ManageContentDeps;
  constructor(deps: ManageContentDeps) {
    this.#deps = deps;
  }

  async list(input: {
    actor: Actor;
    kind: ContentKindName;
    /** Names are searched and shown in this language (Greek where it has none). */
    language: LocaleCode;
    search: string;
    page: number;
  }): Promise<BackOfficeResult<{ rows: ContentListRow[]; total: number; perPage: number }>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    const kind = CONTENT_KINDS[input.kind];
    const where = {
      ...(input.search ? { [kind.nameField]: { contains: input.search.slice(0, 100) } } : {}),
      ...(kind.perLanguage ? { languageCode: { eq: input.language } } : {}),
    };
    const listed = await this.#deps.list.execute({
      entity: kind.entity,
      query: {
        take: String(PER_PAGE),
        page: String(input.page),
        lang: kind.perLanguage ? '' : input.language,
        ...(Object.keys(where).length > 0 ? { where: JSON.stringify(where) } : {}),
      },
      actor: staff.value,
    });
    if (!listed.ok) return err(refusalOf(listed.error));
    const rows = listed.value.data.map((row) => ({
      id: Number(row.id),
      name: String(row[kind.nameField] ?? ''),
      active: row.active === true,
      updatedAt: row.updatedAt ? new Date(row.updatedAt as string).toISOString() : null,
    }));
    return ok({ rows, total: listed.value.total, perPage: PER_PAGE });
  }

  /** The row as written: Greek in its own fields, every other language under `translations`. */
  async read(input: {
    actor: Actor;
    kind: ContentKindName;
    id: string;
  }): Promise<BackOfficeResult<ContentRow>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    return this.#find(staff.value, input.kind, input.id);
  }

  /** Writes a body read from the edit form (`readContentForm`). */
  async save(input: {
    actor: Actor;
    kind: ContentKindName;
    id: string;
    body: Record<string, unknown>;
  }): Promise<BackOfficeResult<ContentRow>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    return this.#write(staff.value, input.kind, input.id, input.body, 'content.update');
  }

  /** Stores an uploaded image through the files use case and makes it the item's `field`. */
  async replaceImage(input: {
    actor: Actor;
    kind: ContentKindName;
    id: string;
    field: string;
    file: { name: string; data: Uint8Array };
  }): Promise<BackOfficeResult<ContentRow>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    const images: readonly string[] = CONTENT_KINDS[input.kind].images;
    if (!images.includes(input.field)) return err({ code: 'invalid', fields: [input.field] });
    const found = await this.#find(staff.value, input.kind, input.id);
    if (!found.ok) return found;
    const stored = await this.#deps.upload.execute({ actor: staff.value, file: input.file, data: undefined });
    if (!stored.ok && (stored.error.code === 'forbidden' || stored.error.code === 'unauthorized'))
      return err({ code: 'forbidden' });
    // Only pictures: a PDF is a file the API accepts, but no page can show it as an image.
    if (!stored.ok || stored.value.width === null)
      return err({ code: 'invalid', fields: [input.field], problems: { [input.field]: 'file' } });
    return this.#write(
      staff.value,
      input.kind,
      input.id,
      { [input.field]: stored.value.id },
      'content.image',
    );
  }

  async #find(actor: Principal, kind: ContentKindName, id: string): Promise<BackOfficeResult<ContentRow>> {
    if (!/^\d{1,9}$/.test(id)) return err({ code: 'notFound' });
    const { entity, translated } = CONTENT_KINDS[kind];
    const found = await this.#deps.get.execute({
      entity,
      id,
      query: translated.length > 0 ? { include: 'translations' } : {},
      actor,
    });
    return found.ok ? found : err(refusalOf(found.error));
  }

  async #write(
    actor: Principal,
    kind: ContentKindName,
    id: string,
    body: Record<string, unknown>,
    action: string,
  ): Promise<BackOfficeResult<ContentRow>> {
    const before = await this.#find(actor, kind, id);
    if (!before.ok) return before;
    const written = await this.#deps.update.execute({ entity: CONTENT_KINDS[kind].entity, id, body, actor });
    if (!written.ok) return err(refusalOf(written.error));
    await this.#deps.audit.record(
      {
        at: this.#deps.clock.now(),
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
    return this.#find(actor, kind, id);
  }
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
