import {
  createPath,
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  resolvePath,
  useLocation,
} from 'react-router';
import { keptAnswers } from '../kept-answers.ts';

/**
 * The site's links: React Router's `<Link>` and `<NavLink>` in the browser, and on the server the `<a>` they
 * would render, written without their hooks. React Router resolves every link's path against the matched
 * routes on each render (the routes' paths serialised per link), which was a tenth of a fresh page's CPU
 * (decision 0092) for an answer known in advance: an absolute path resolves to itself, normalised.
 * Hydration meets the same attributes and the browser's `<Link>` takes over navigation and prefetch;
 * `tests/unit/web/link.test.tsx` holds the two renderings equal. A path that is not absolute (relative,
 * an object, another site) takes React Router's own component on the server too.
 */
export function Link(props: LinkProps) {
  // Vite's build-time flag: the browser's bundle keeps none of the server's anchors.
  if (!import.meta.env.SSR) return <RouterLink {...props} />;
  const href = serverHref(props);
  if (href === null) return <RouterLink {...props} />;
  const { to: _to, ...link } = props;
  return serverAnchor({ ...link, href });
}

/** `<NavLink>` likewise: its `active` class and `aria-current` from the request's path, as React Router's. */
export function NavLink(props: NavLinkProps) {
  if (!import.meta.env.SSR) return <RouterNavLink {...props} />;
  // biome-ignore lint/correctness/useHookAtTopLevel: the flag above is the build's constant, the same on every render
  return serverNavLink(props, useLocation().pathname);
}

/** A function, not a component of its own, for the same reason as `serverAnchor`. */
function serverNavLink(props: NavLinkProps, pathname: string) {
  const href = serverHref(props);
  if (href === null) return <RouterNavLink {...props} />;
  const {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    children,
    to: _to,
    ...link
  } = props;
  const isActive = activeAt(pathname, href, { caseSensitive, end });
  const state = { isActive, isPending: false, isTransitioning: false };
  return serverAnchor({
    ...link,
    'aria-current': isActive ? ariaCurrent : undefined,
    className:
      typeof className === 'function'
        ? className(state)
        : [className, isActive ? 'active' : null].filter(Boolean).join(' '),
    style: typeof style === 'function' ? style(state) : style,
    href,
    children: typeof children === 'function' ? children(state) : children,
  });
}

/**
 * Absolute paths a page links to, resolved once for the process: the header's, footer's and cards' links
 * are the same on every page, and `resolvePath` builds arrays and strings for each. Paths carry searches
 * too (a results link per route and day), so the kept ones are bounded.
 */
const resolvedHref = keptAnswers(5_000, (to: string) => createPath(resolvePath(to)));

/**
 * The href React Router would write for an absolute path on the server; null where it must resolve it (or
 * write a masked address instead).
 */
function serverHref({ to, mask }: Pick<LinkProps, 'to' | 'mask'>): string | null {
  if (mask !== undefined || typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null;
  return resolvedHref(to);
}

/**
 * The `<a>` React Router's `<Link>` writes, its attributes in the same order: the props it passes on, then
 * `href`, `target` and `data-discover` (event handlers and refs do not render). A function, not a
 * component: a page has some 60 links, and each component is a render of its own for React.
 */
function serverAnchor({ href, ...props }: Omit<LinkProps, 'to'> & { href: string }) {
  const {
    discover = 'render',
    target,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask: _mask,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...attributes
  } = props;
  return (
    <a
      {...attributes}
      href={href}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
}

/** The path of an href as a browser encodes it; the hrefs are the kept ones (`resolvedHref`), as many. */
const hrefPathname = keptAnswers(5_000, (href: string) => new URL(href, 'http://localhost').pathname);

/** React Router's rule: the link's path is the request's path or, unless `end`, one of its ancestors. */
function activeAt(
  locationPathname: string,
  href: string,
  { caseSensitive, end }: { caseSensitive: boolean; end: boolean },
) {
  const encoded = hrefPathname(href);
  const toPathname = caseSensitive ? encoded : encoded.toLowerCase();
  const current = caseSensitive ? locationPathname : locationPathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  return (
    current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlash) === '/')
  );
}
