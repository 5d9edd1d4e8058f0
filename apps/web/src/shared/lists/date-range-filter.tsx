import { parseDateRange, texts } from '@school/contracts';
import type { CalendarProps } from 'primereact/calendar';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type CalendarRange,
  type DateRangeFilters,
  filtersFromRange,
  fromCalendarRange,
  rangeFromFilters,
  toCalendarRange,
} from './date-range-url';

// PrimeReact's Calendar is the largest piece of a list's filters (~16 KiB compressed): it loads just after
// the page, outside its first-load budget; until then the field's place is held, so nothing moves.
const Calendar = lazy(() =>
  import('primereact/calendar').then((module) => ({
    default: module.Calendar as ComponentType<CalendarProps<'range'>>,
  })),
);
const calendarPlaceholder = <span className="app-date-range app-date-range--loading" aria-hidden="true" />;

type DateRangeFilterProps = {
  /** The list's `dateFrom` / `dateTo` filters (URL values). */
  dateFrom: string | undefined;
  dateTo: string | undefined;
  onChange: (filters: DateRangeFilters) => void;
  label?: string;
};

/** What the typed text means: a range, no range (empty text), or unreadable (spec §5: no readable first day). */
export function readTypedRange(text: string): { filters: DateRangeFilters } | { invalid: true } {
  const trimmed = text.trim();
  if (trimmed === '') return { filters: { dateFrom: null, dateTo: null } };
  const range = parseDateRange(trimmed);
  return range ? { filters: filtersFromRange(range) } : { invalid: true };
}

/**
 * A list's period filter (spec §5 text `dd.MM.yyyy - dd.MM.yyyy`): PrimeReact's range Calendar, picked or
 * typed. The first click only starts the range, so the URL changes once both ends are chosen, or on close
 * with one day. Typed text is read by the spec's rules (contracts `parseDateRange`) on Enter or on leaving
 * the field — not keystroke by keystroke, where «10.02.202» would already be a day; text without a readable
 * first day leaves the filter as it was and says so under the field.
 */
export function DateRangeFilter({
  dateFrom,
  dateTo,
  onChange,
  label = texts.lists.dateRange,
}: DateRangeFilterProps) {
  const committed = useMemo(() => rangeFromFilters(dateFrom, dateTo), [dateFrom, dateTo]);
  const [draft, setDraft] = useState<CalendarRange>(() => toCalendarRange(committed));
  const [invalid, setInvalid] = useState(false);
  /** The text typed since the last pick or commit; null when the field shows the draft. */
  const typed = useRef<string | null>(null);
  const errorId = useId();
  useEffect(() => setDraft(toCalendarRange(committed)), [committed]);

  const write = (next: DateRangeFilters) => {
    setInvalid(false);
    if (next.dateFrom !== (dateFrom ?? null) || next.dateTo !== (dateTo ?? null)) onChange(next);
  };
  const commit = (value: CalendarRange) => write(filtersFromRange(fromCalendarRange(value)));
  const commitTyped = () => {
    const text = typed.current;
    if (text === null) return false;
    typed.current = null;
    const answer = readTypedRange(text);
    if ('invalid' in answer) {
      setInvalid(true);
      setDraft(toCalendarRange(committed));
    } else {
      write(answer.filters);
    }
    return true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && commitTyped()) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter in the Calendar's own input bubbles here.
    <span className="app-date-range-field" onKeyDown={onKeyDown}>
      <Suspense fallback={calendarPlaceholder}>
        <Calendar
          value={draft}
          selectionMode="range"
          onInput={(event) => {
            typed.current = (event.target as HTMLInputElement).value;
          }}
          onChange={(event) => {
            // Typing is read on Enter or blur; PrimeReact's own parse of each keystroke is ignored.
            const source = event.originalEvent?.type;
            if (source === 'input' || source === 'change') return;
            typed.current = null;
            const value = event.value ?? null;
            setDraft(value);
            if (!value || value[1]) commit(value);
          }}
          onBlur={() => commitTyped()}
          onHide={() => {
            if (!commitTyped()) commit(draft);
          }}
          dateFormat="dd.mm.yy"
          placeholder={texts.lists.dateRangePlaceholder}
          ariaLabel={label}
          invalid={invalid}
          pt={{
            input: { root: { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined } },
          }}
          showIcon
          showButtonBar
          readOnlyInput={false}
          className="app-date-range"
        />
      </Suspense>
      {invalid && (
        <small id={errorId} className="p-error app-date-range-field__error" role="alert">
          {texts.lists.dateRangeInvalid}
        </small>
      )}
    </span>
  );
}
