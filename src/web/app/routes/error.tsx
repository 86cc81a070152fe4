import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/error.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Kyma' }, NO_INDEX];

/** `/error?status=NNN`: where other flows (payment returns, partners) send a visitor after a failure. */
export function loader({ request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('status'));
  const status = Number.isInteger(requested) && requested >= 400 && requested < 600 ? requested : 500;
  return data({ status }, { status });
}

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  return <ErrorPage error={{ status: loaderData.status }} locale={locale} />;
}
