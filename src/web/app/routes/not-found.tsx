import { data } from 'react-router';
import { notFoundMeta } from '../seo/route-seo.ts';
import type { Route } from './+types/not-found.ts';

/** Every path no other route claims: a real 404 status, rendered by the layout's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return null;
}
