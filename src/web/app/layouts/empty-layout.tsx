import { Outlet } from 'react-router';

/** No header, no footer: pages that stand alone (the error page, pages opened inside a partner's frame). */
export default function EmptyLayout() {
  return (
    <main id="main" className="page page--centered">
      <Outlet />
    </main>
  );
}
