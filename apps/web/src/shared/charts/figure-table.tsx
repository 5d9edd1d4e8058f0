import type { CSSProperties, ReactNode } from 'react';

type FigureTableProps = {
  /** Names the table (its caption) and its scroll region. */
  title: string;
  /** The first column's header: «Период», «Провайдер», «Шаг». */
  rowHeader: ReactNode;
  /** The headers of the figure columns, right-aligned. */
  columns: readonly ReactNode[];
  /** `<tbody>` (and maybe `<tfoot>`), cells as FigureCell. */
  children: ReactNode;
  className?: string;
  tableClassName?: string;
  /** Shown under the table, inside the scroll region (a note on how a figure is counted). */
  footnote?: ReactNode;
};

/**
 * The shell of every table of figures beside a chart: a keyboard-reachable scroll region (it scrolls sideways
 * on a phone), a caption for screen readers, a row-header column and right-aligned figure columns.
 */
export function FigureTable({
  title,
  rowHeader,
  columns,
  children,
  className,
  tableClassName,
  footnote,
}: FigureTableProps) {
  const regionClass = className ? `app-chart-table ${className}` : 'app-chart-table';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={regionClass} aria-label={title} tabIndex={0}>
      <table className={tableClassName}>
        <caption className="app-visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed positions
              <th key={index} scope="col" className="app-chart-table__number">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
      {footnote}
    </section>
  );
}

/** A figure: right-aligned, tabular digits. */
export function FigureCell({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <td
      className={className ? `app-chart-table__number ${className}` : 'app-chart-table__number'}
      style={style}
    >
      {children}
    </td>
  );
}
