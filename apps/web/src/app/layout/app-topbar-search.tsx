import { texts } from '@school/contracts';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { getRole } from '@/shared/session/session';
import { updateLayout } from './layout-store';
import { menuForRole, menuLinks } from './menu';

/** The topbar search (spec §2): filters the menu's links as you type; Enter opens the first match. */
export function AppTopbarSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const links = useMemo(() => menuLinks(menuForRole(getRole())), []);
  const needle = query.trim().toLocaleLowerCase('ru');
  const matches = needle
    ? links.filter((link) => link.label.toLocaleLowerCase('ru').includes(needle))
    : links;

  const open = (to: string) => {
    updateLayout({ searchVisible: false });
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && matches[0]) open(matches[0].to);
    if (event.key === 'Escape') updateLayout({ searchVisible: false });
  };

  return (
    <div className="app-topbar-search">
      {/* PrimeReact 10 styles IconField; its old `p-input-icon-left` wrapper is unstyled (the icon covered the text). */}
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={texts.layout.searchPlaceholder}
          aria-label={texts.layout.search}
          className="w-full"
        />
      </IconField>
      <ul className="app-topbar-search__results" aria-label={texts.layout.search}>
        {matches.map((link) => (
          <li key={link.to}>
            <button type="button" onClick={() => open(link.to)}>
              <i className={link.icon} aria-hidden="true" />
              {link.label}
            </button>
          </li>
        ))}
        {matches.length === 0 && <li className="app-topbar-search__empty">{texts.layout.searchEmpty}</li>}
      </ul>
    </div>
  );
}
