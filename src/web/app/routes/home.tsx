import { useIntl } from 'react-intl';
import { samePathInEveryLocale } from '../../../domain/i18n/alternates.ts';
import { splitLocalePath } from '../../../domain/i18n/locales.ts';
import { displaySections } from '../content/date-text.server.ts';
import { HomeSectionView } from '../content/home-sections.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { rootDataOf } from '../seo/route-seo.ts';
import type { Route } from './+types/home.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(pagePath(request));
  const home = await context.get(requestContext).services.contentSite.homePage(locale);
  return { home: { ...home, sections: displaySections(home.sections, locale) } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  return pageMeta({
    description: loaderData.home.description,
    locale: root.locale,
    publicUrl: root.publicUrl,
    paths: samePathInEveryLocale('/'),
  });
};

/** The home page: the hero, then the sections staff arranged (destinations, routes, offers, …). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { home } = loaderData;
  // Until staff publish a home page for a language, the hero still greets visitors in it.
  const title = home.title || intl.formatMessage({ id: 'homeTitle' });
  const description = home.description || intl.formatMessage({ id: 'homeDescription' });
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{title}</h1>
          <p className="hero__description">{description}</p>
        </div>
      </section>
      {home.sections.map((section, index) => (
        <HomeSectionView key={`${section.component}-${section.title}`} section={section} index={index} />
      ))}
    </>
  );
}
