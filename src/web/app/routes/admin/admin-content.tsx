import { CONTENT_KIND_NAMES } from '#domain/back-office/content-kinds.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { needs } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { FormattedMessage } from '../../i18n/intl.tsx';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-content.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('editContent')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminContentTitle');

export default function AdminContent() {
  const { locale } = useRootData();
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">
        <FormattedMessage id="adminContentTitle" />
      </h1>
      <ul className="admin-content-kinds">
        {CONTENT_KIND_NAMES.map((kind) => (
          <li key={kind}>
            <Link to={adminPath(locale, `/content/${kind}`)}>
              <FormattedMessage id={`adminContentKind.${kind}`} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
