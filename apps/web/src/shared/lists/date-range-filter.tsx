import { texts } from '@school/contracts';
import { Calendar } from 'primereact/calendar';
import { useEffect, useMemo, useState } from 'react';
import {
  type CalendarRange,
  type DateRangeFilters,
  filtersFromRange,
  fromCalendarRange,
  rangeFromFilters,
  toCalendarRange,
} from './date-range-url';

type DateRangeFilterProps = {
  /** The list's `dateFrom` / `dateTo` filters (URL values). */
  dateFrom: string | undefined;
  dateTo: string | undefined;
  onChange: (filters: DateRangeFilters) => void;
  label?: string;
};

/**
 * A list's period filter (spec §5 text `dd.MM.yyyy - dd.MM.yyyy`): PrimeReact's range Calendar. The first
 * click only starts the range, so the URL changes once both ends are chosen, or on close with one day.
 */
export function DateRangeFilter({
  dateFrom,
  dateTo,
  onChange,
  label = texts.lists.dateRange,
}: DateRangeFilterProps) {
  const committed = useMemo(() => rangeFromFilters(dateFrom, dateTo), [dateFrom, dateTo]);
  const [draft, setDraft] = useState<CalendarRange>(() => toCalendarRange(committed));
  useEffect(() => setDraft(toCalendarRange(committed)), [committed]);

  const commit = (value: CalendarRange) => {
    const next = filtersFromRange(fromCalendarRange(value));
    if (next.dateFrom !== (dateFrom ?? null) || next.dateTo !== (dateTo ?? null)) onChange(next);
  };

  return (
    <Calendar
      value={draft}
      selectionMode="range"
      onChange={(event) => {
        const value = event.value ?? null;
        setDraft(value);
        if (!value || value[1]) commit(value);
      }}
      onHide={() => commit(draft)}
      dateFormat="dd.mm.yy"
      placeholder={texts.lists.dateRangePlaceholder}
      ariaLabel={label}
      showIcon
      showButtonBar
      readOnlyInput={false}
      className="app-date-range"
    />
  );
}
