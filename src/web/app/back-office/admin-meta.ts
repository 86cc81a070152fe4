import type { MetaDescriptor } from 'react-router';
import { rootDataOf, rootIntl } from '../seo/route-seo.ts';

/** A back-office page's title in the staff member's language; never indexed, never followed. */
export function adminMeta(
  matches: Parameters<typeof rootDataOf>[0],
  titleKey: string,
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const noIndex = { name: 'robots', content: 'noindex, nofollow' };
  if (!root) return [{ title: 'Kyma' }, noIndex];
  const intl = rootIntl(root);
  const title = intl.formatMessage({ id: titleKey }, values);
  return [{ title: `${title} · ${intl.formatMessage({ id: 'adminTitle' })} · Kyma` }, noIndex];
}
