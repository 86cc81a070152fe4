import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from '#web/app/components/link.tsx';

/** A page at `url` under a nested route (relative links resolve against it), rendered as the server does. */
async function renderedAt(url: string, element: ReactElement) {
  const routes = [
    { id: 'root', path: '/', element: <Outlet />, children: [{ id: 'page', path: ':lang/*', element }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://kyma.test${url}`));
  if (context instanceof Response) throw new Error('redirected');
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

const TARGETS = [
  '/en',
  '/en/',
  '/en/results?from=PIR&to=JTR&date=2026-12-01',
  '/en/destinations/santorini#faq',
  '/el/προορισμοί/σαντορίνη',
  '/en/a b',
  '/en//twice',
  '/en/./here/../there',
  '/en?',
  '/en#',
  'relative/path',
  '../up',
  '?page=2',
  '//elsewhere.test/x',
  'https://elsewhere.test/x',
];
const LOCATIONS = ['/en', '/en/destinations/santorini', '/EN/Destinations', '/en/results?from=PIR'];

describe('a link rendered on the server', () => {
  it('is the same <a> React Router writes, for every kind of target', async () => {
    for (const location of LOCATIONS)
      for (const to of TARGETS) {
        const props = { to, className: 'menu', title: 'go', children: 'Go' };
        expect(await renderedAt(location, <Link {...props} />), `${to} at ${location}`).toBe(
          await renderedAt(location, <RouterLink {...props} />),
        );
      }
  });

  it('keeps the attributes of reloadDocument, discover, target and the props that only act in the browser', async () => {
    const props = {
      to: '/en/orderdetails',
      target: '_blank',
      'aria-label': 'orders',
      preventScrollReset: true,
      replace: true,
      state: { a: 1 },
      prefetch: 'intent' as const,
    };
    for (const extra of [{}, { reloadDocument: true }, { discover: 'none' as const }, { mask: '/en/masked' }])
      expect(await renderedAt('/en', <Link {...props} {...extra} />)).toBe(
        await renderedAt('/en', <RouterLink {...props} {...extra} />),
      );
  });

  it('as a NavLink, is active, current and classed where React Router says so', async () => {
    const variants = [
      { className: 'nav' },
      { end: true },
      { caseSensitive: true },
      { 'aria-current': 'location' as const },
      { className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') },
      { style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }) },
    ];
    const actives: boolean[] = [];
    for (const location of LOCATIONS)
      for (const to of TARGETS)
        for (const variant of variants) {
          const html = await renderedAt(
            location,
            <NavLink to={to} {...variant}>
              Go
            </NavLink>,
          );
          expect(html, `${to} at ${location} ${JSON.stringify(variant)}`).toBe(
            await renderedAt(
              location,
              <RouterNavLink to={to} {...variant}>
                Go
              </RouterNavLink>,
            ),
          );
          actives.push(html.includes('aria-current'));
        }
    // The comparison covers both states.
    expect(actives).toContain(true);
    expect(actives).toContain(false);
  });

  it('writes the href as given and only the attributes React Router adds', async () => {
    const html = await renderedAt('/en', <Link to="/en/contact">Contact</Link>);
    expect(html).toBe('<a href="/en/contact" data-discover="true">Contact</a>');
  });
});
