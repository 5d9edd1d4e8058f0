import { ConfirmDialog } from 'primereact/confirmdialog';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { overdueBadges, useApplicationsPulse } from '@/features/applications/pulse/use-applications-pulse';
import { questionsBadges } from '@/features/questions/lib/questions-badges';
import { useQuestionsWaiting } from '@/features/questions/questions-waiting.api';
import { SavedViewsScope } from '@/shared/lists/saved-views-scope';
import { NavBadgesContext } from '@/shared/ui/nav-badges';
import { PrimeKit } from '../prime-kit';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppRightPanel } from './app-right-panel';
import { AppSidebar } from './app-sidebar';
import { AppTopbar } from './app-topbar';
import { closeFloatingMenus, useLayout } from './layout-store';

/**
 * The guarded area's frame, after the PrimeReact sakai template: topbar, sidebar, breadcrumbs, page; inside
 * PrimeReact's provider (PrimeKit), which the sign-in page does without.
 */
export function AppLayout() {
  const layout = useLayout();
  const { pathname } = useLocation();
  // The shell's one poll: open queues and «Главная» refresh on a change; the admin menu counts the overdue.
  const pulse = useApplicationsPulse();
  // Every role answers questions: the menu's «Профиль» and the profile's tab count the waiting ones.
  const questionBadges = questionsBadges(useQuestionsWaiting());

  // Navigating closes the phone menu and the overlay menu (a static sidebar stays as it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => closeFloatingMenus(), [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeFloatingMenus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const classes = [
    'layout-wrapper',
    layout.menuMode === 'overlay' ? 'layout-overlay' : 'layout-static',
    layout.staticMenuInactive && 'layout-static-inactive',
    layout.overlayMenuActive && 'layout-overlay-active',
    layout.mobileMenuActive && 'layout-mobile-active',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <PrimeKit>
      <div className={classes}>
        <AppTopbar />
        <AppSidebar badges={{ ...overdueBadges(pulse), ...questionBadges }} />
        <div className="layout-main-container">
          <main className="layout-main">
            <AppBreadcrumb />
            <NavBadgesContext.Provider value={questionBadges}>
              <SavedViewsScope.Provider value={true}>
                <Outlet />
              </SavedViewsScope.Provider>
            </NavBadgesContext.Provider>
          </main>
        </div>
        <AppRightPanel />
        {/* The mask is a mouse convenience over a floating menu; Esc closes it too. */}
        <div className="layout-mask" onClick={closeFloatingMenus} aria-hidden="true" />
        {/* The app's one ConfirmDialog (confirmAction): every question is asked inside this area. */}
        <ConfirmDialog />
      </div>
    </PrimeKit>
  );
}
