import type { MetaDescriptor } from 'react-router';
import { rootDataOf, rootIntl } from '../seo/route-seo.ts';

/**
 * A back-office page's title in the staff member's language; never indexed, never followed. The root sends
 * its messages parsed, so they are formatted, never read as text.
 */
export function adminMeta(
  matches: Parameters<typeof rootDataOf>[0],
  titleKey: string,
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const intl = root ? rootIntl(root) : null;
  const title = intl
    ? `${intl.formatMessage({ id: titleKey }, values)} · ${intl.formatMessage({ id: 'adminTitle' })} · `
    : '';
  return [{ title: `${title}Kyma` }, { name: 'robots', content: 'noindex, nofollow' }];
}
