import { Link } from '../components/link.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { JsonLd } from '../seo/json-ld.tsx';
import { useRootData } from '../use-root-data.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** Where the page sits (home › list › page), shown to people and described to search engines. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const intl = useIntl();
  const { publicUrl } = useRootData();
  return (
    <nav className="breadcrumbs container" aria-label={intl.formatMessage({ id: 'breadcrumbLabel' })}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: `${publicUrl}${crumb.path}`,
          })),
        }}
      />
    </nav>
  );
}
