import ru from 'primelocale/ru.json';
import { type APIOptions, addLocale } from 'primereact/api';
import { calendarDayAria } from './calendar-day-aria';

addLocale('ru', ru.ru);
const rowsPerPage = ru.ru.aria.rowsPerPageLabel;

/**
 * The value of the one PrimeReactProvider: Russian (pitfall 7: it must name the locale or falls back to
 * 'en'), ripple, and pass-through fixes of PrimeReact's markup that the accessibility scan flags:
 * - Dropdown keeps a hidden, unnamed <select> for native forms beside its named combobox: hidden from
 *   assistive technology, so the control is announced once.
 * - InputSwitch puts role="checkbox" (and any aria-label) on its wrapper around its own switch input: two
 *   nested controls. The input (role="switch", labelled) stays the only one.
 * - The paginator's rows-per-page dropdown is named from a private copy of the English locale bundled
 *   into PrimeReact's paginator («Jump to Page Dropdown»), which no locale setting reaches: named here.
 * - Calendar puts a day's chosen and disabled states where ARIA does not allow them (calendar-day-aria).
 */
export const primeReactOptions: Partial<APIOptions> = {
  locale: 'ru',
  ripple: true,
  pt: {
    calendar: calendarDayAria,
    dropdown: { select: { 'aria-hidden': true } },
    inputswitch: { root: { role: undefined, 'aria-checked': undefined, 'aria-label': undefined } },
    paginator: {
      RPPDropdown: { input: { 'aria-label': rowsPerPage }, trigger: { 'aria-label': rowsPerPage } },
    },
  },
};
