import type { MetaDescriptor } from 'react-router';
import { rootDataOf } from '../seo/route-seo.ts';

/** A back-office page's title in the staff member's language; never indexed, never followed. */
export function adminMeta(
  matches: Parameters<typeof rootDataOf>[0],
  titleKey: string,
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const messages = rootDataOf(matches)?.messages as Record<string, string> | undefined;
  const title = (messages?.[titleKey] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const section = messages?.adminTitle ?? '';
  return [{ title: `${title} · ${section} · Kyma` }, { name: 'robots', content: 'noindex, nofollow' }];
}
