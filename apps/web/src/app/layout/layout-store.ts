import { MOBILE_MENU_BREAKPOINT_PX } from '@school/contracts';
import { createStore, useStore } from '@/shared/lib/create-store';
import { STORAGE_KEYS } from '@/shared/session/storage-keys';
import { applyTheme, type ThemeMode } from '@/shared/theme/theme';

export type MenuMode = 'static' | 'overlay';
export type LayoutPreferences = { theme: ThemeMode; menuMode: MenuMode };

/** Remembered choices of the right panel. Logout clears all localStorage (spec §2), these included. */
const PREFERENCES_KEY = STORAGE_KEYS.layout;
const DEFAULTS: LayoutPreferences = { theme: 'light', menuMode: 'static' };

export function readLayoutPreferences(): LayoutPreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<LayoutPreferences>;
    return {
      theme: saved.theme === 'dark' ? 'dark' : 'light',
      menuMode: saved.menuMode === 'overlay' ? 'overlay' : 'static',
    };
  } catch {
    return DEFAULTS;
  }
}

export type LayoutState = LayoutPreferences & {
  /** Static mode on a desktop: the sidebar is hidden by the menu button. */
  staticMenuInactive: boolean;
  /** Overlay mode on a desktop: the sidebar floats over the page. */
  overlayMenuActive: boolean;
  /** Phone and tablet (≤ 991px): the sidebar slides in over the page. */
  mobileMenuActive: boolean;
  rightPanelVisible: boolean;
  searchVisible: boolean;
};

export const layoutStore = createStore<LayoutState>({
  ...readLayoutPreferences(),
  staticMenuInactive: false,
  overlayMenuActive: false,
  mobileMenuActive: false,
  rightPanelVisible: false,
  searchVisible: false,
});

export function useLayout(): LayoutState {
  return useStore(layoutStore);
}

export function updateLayout(patch: Partial<LayoutState>): void {
  layoutStore.set((state) => ({ ...state, ...patch }));
}

export function setPreference(patch: Partial<LayoutPreferences>): void {
  updateLayout(patch);
  const { theme, menuMode } = layoutStore.get();
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ theme, menuMode }));
  if (patch.theme) applyTheme(patch.theme);
}

export function isMobileWidth(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`).matches;
}

/** The topbar's menu button: what it toggles depends on the screen width and the menu mode. */
export function toggleMenu(): void {
  const state = layoutStore.get();
  if (isMobileWidth()) updateLayout({ mobileMenuActive: !state.mobileMenuActive });
  else if (state.menuMode === 'overlay') updateLayout({ overlayMenuActive: !state.overlayMenuActive });
  else updateLayout({ staticMenuInactive: !state.staticMenuInactive });
}

/** After a navigation or a click on the mask: floating menus close, the static one stays as it was. */
export function closeFloatingMenus(): void {
  updateLayout({ overlayMenuActive: false, mobileMenuActive: false });
}
