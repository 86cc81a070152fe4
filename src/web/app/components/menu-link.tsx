import { NavLink } from 'react-router';
import type { MenuEntry } from '../../../application/ports/menu-repository.ts';

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/** Menu entries are edited by staff: internal paths navigate in-app, anything else is a plain link. */
export function MenuLink({ entry, onClick }: { entry: MenuEntry; onClick?: () => void }) {
  if (isExternal(entry.url)) {
    return (
      <a href={entry.url} rel="noopener" onClick={onClick}>
        {entry.name}
      </a>
    );
  }
  return (
    <NavLink to={entry.url} onClick={onClick}>
      {entry.name}
    </NavLink>
  );
}
