import type { Actor } from '#domain/auth/principal.ts';
import { CONTENT_KINDS, type ContentKindName } from '#domain/back-office/content-kinds.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { andThen, err, ok } from '#domain/shared/result.ts';
import { listInput } from '../content/content-input.ts';
import { readableEntity } from '../content/content-reading.ts';
import type { ListContent } from '../content/list-content.ts';
import { refusalOf } from './content-items.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

export interface ContentListRow {
  id: number;
  name: string;
  active: boolean;
  updatedAt: string | null;
}

const PER_PAGE = 50;

/** A page of one kind of site content, named in the language asked for. */
export class ListContentItems {
  readonly #deps: { list: ListContent };
  constructor(deps: { list: ListContent }) {
    this.#deps = deps;
  }

  async execute(input: {
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
    const query = andThen(readableEntity(kind.entity, staff.value), (entity) =>
      listInput(entity, {
        take: String(PER_PAGE),
        page: String(input.page),
        lang: kind.perLanguage ? '' : input.language,
        ...(Object.keys(where).length > 0 ? { where: JSON.stringify(where) } : {}),
      }),
    );
    if (!query.ok) return err(refusalOf(query.error));
    const listed = await this.#deps.list.execute({ ...query.value, actor: staff.value });
    if (!listed.ok) return err(refusalOf(listed.error));
    const rows = listed.value.data.map((row) => ({
      id: Number(row.id),
      name: String(row[kind.nameField] ?? ''),
      active: row.active === true,
      updatedAt: row.updatedAt ? new Date(row.updatedAt as string).toISOString() : null,
    }));
    return ok({ rows, total: listed.value.total, perPage: PER_PAGE });
  }
}
