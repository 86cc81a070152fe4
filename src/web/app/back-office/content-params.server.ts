import { CONTENT_KINDS, type ContentKindName } from '#domain/back-office/content-kinds.ts';
import { isLocaleCode, type LocaleCode } from '#domain/i18n/locales.ts';
import { refuse } from './staff-only.server.ts';

/** The kind of content an address names; any other name is a missing page. */
export function kindParam(request: Request, name: string | undefined): ContentKindName {
  if (name === undefined || !Object.hasOwn(CONTENT_KINDS, name)) refuse(request, 404);
  return name as ContentKindName;
}

/** The language `?lang=` asks for, else the staff member's own. */
export function languageParam(request: Request, fallback: LocaleCode): LocaleCode {
  const asked = new URL(request.url).searchParams.get('lang');
  return isLocaleCode(asked) ? asked : fallback;
}
