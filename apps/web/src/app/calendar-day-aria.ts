/** What PrimeReact's Calendar passes to the pass-through functions of a day cell and its label. */
type DayDate = { day: number; month: number; year: number; selectable: boolean };
type DayOptions = {
  props?: { value?: unknown; selectionMode?: string };
  context?: { date?: DayDate };
};

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

function isChosen(value: unknown, selectionMode: string | undefined, date: DayDate): boolean {
  const day = new Date(date.year, date.month, date.day).getTime();
  const dates = (Array.isArray(value) ? value : [value]).filter((item): item is Date => item instanceof Date);
  const [from, to] = dates;
  if (selectionMode === 'range' && from && to) return day >= dayStart(from) && day <= dayStart(to);
  return dates.some((item) => dayStart(item) === day);
}

/**
 * The Calendar's day grid (role="grid") marks a chosen or disabled day on the <span> inside the cell,
 * where ARIA does not allow aria-selected; the cell (a gridcell) carries both states instead.
 */
export const calendarDayAria = {
  day: ({ props, context }: DayOptions) =>
    context?.date
      ? {
          'aria-selected': isChosen(props?.value, props?.selectionMode, context.date),
          'aria-disabled': !context.date.selectable,
        }
      : {},
  dayLabel: { 'aria-selected': undefined, 'aria-disabled': undefined },
};
