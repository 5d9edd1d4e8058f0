import darkThemeUrl from 'primereact/resources/themes/lara-dark-indigo/theme.css?url';
import lightThemeUrl from 'primereact/resources/themes/lara-light-indigo/theme.css?url';

export type ThemeMode = 'light' | 'dark';

const THEME_URLS: Record<ThemeMode, string> = { light: lightThemeUrl, dark: darkThemeUrl };
const LINK_ID = 'app-theme';

/**
 * One PrimeReact theme at a time (Lara indigo, light or dark): the stylesheet is a <link> whose href is
 * swapped, so switching needs no reload and the other variant is never downloaded until chosen.
 */
export function applyTheme(mode: ThemeMode): void {
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    document.head.prepend(link);
  }
  if (link.getAttribute('href') !== THEME_URLS[mode]) link.setAttribute('href', THEME_URLS[mode]);
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
