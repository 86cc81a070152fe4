import type { MenuEntry } from '#application/ports/menu-repository.ts';
import { safeLink } from '#domain/content/safe-link.ts';
import { NavLink } from './link.tsx';

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/**
 * Menu entries are edited by staff: internal paths navigate in-app, anything else is a plain link. Links
 * are checked on write; one stored before that check and unsafe shows as text.
 */
export function MenuLink({ entry, onClick }: { entry: MenuEntry; onClick?: () => void }) {
  const url = safeLink(entry.url);
  if (url === null) return <span>{entry.name}</span>;
  if (isExternal(url)) {
    return (
      <a href={url} rel="noopener" onClick={onClick}>
        {entry.name}
      </a>
    );
  }
  return (
    <NavLink to={url} onClick={onClick}>
      {entry.name}
    </NavLink>
  );
}
