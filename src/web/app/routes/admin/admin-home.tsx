import { redirect } from 'react-router';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ADMIN_SECTIONS } from '../../back-office/admin-nav.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { pagePath } from '../../page-path.ts';
import type { Route } from './+types/admin-home.ts';

/** `/admin` opens the first section this member of staff may use (the layout already let only staff in). */
export function loader({ request, context }: Route.LoaderArgs) {
  const actor = context.get(sessionContext);
  const { locale } = splitLocalePath(pagePath(request));
  const first = ADMIN_SECTIONS.find((section) => mayStaff(actor, section.ability));
  throw redirect(adminPath(locale, first?.path ?? '/audit'));
}
