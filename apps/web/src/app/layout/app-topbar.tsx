import { texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Link } from 'react-router';
import { currentUserQuery, fullName, initials } from '@/shared/session/current-user';
import { MyTasksButton } from '@/shared/tasks/my-tasks-button';
import { AppGlobalSearch } from './app-global-search';
import { AppTopbarSearch } from './app-topbar-search';
import { toggleMenu, updateLayout, useLayout } from './layout-store';

/** Logo, menu button, the global search, the menu search and the right-panel toggle (spec §2 layout). */
export function AppTopbar() {
  const { searchVisible, rightPanelVisible } = useLayout();
  const { data: user } = useQuery(currentUserQuery());
  return (
    <header className="layout-topbar">
      <Link to="/profile" className="layout-topbar-logo" aria-label={texts.app.productShort}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{texts.app.productShort}</span>
      </Link>
      <button
        type="button"
        className="layout-topbar-button layout-menu-button"
        onClick={toggleMenu}
        aria-label={texts.layout.toggleMenu}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <div className="layout-topbar-actions">
        <AppGlobalSearch />
        {searchVisible && <AppTopbarSearch />}
        <button
          type="button"
          className="layout-topbar-button"
          onClick={() => updateLayout({ searchVisible: !searchVisible })}
          aria-label={texts.layout.search}
          aria-pressed={searchVisible}
        >
          <i className="pi pi-list" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="layout-topbar-button"
          onClick={() => updateLayout({ rightPanelVisible: !rightPanelVisible })}
          aria-label={texts.layout.settings}
        >
          <i className="pi pi-palette" aria-hidden="true" />
        </button>
        <MyTasksButton />
        {user && (
          <Link to="/profile" className="layout-topbar-user" title={fullName(user)}>
            {user.avatar ? (
              <Avatar image={user.avatar} shape="circle" />
            ) : (
              <Avatar label={initials(user)} shape="circle" className="app-avatar-initials" />
            )}
            <span className="layout-topbar-user__name">{fullName(user)}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
