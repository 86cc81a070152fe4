import { data } from 'react-router';

/** Every path no other route claims: a real 404 status, rendered by the layout's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
