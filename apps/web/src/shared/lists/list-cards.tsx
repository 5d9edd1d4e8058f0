import { decodeSort, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { type MouseEvent, useId } from 'react';
import { MoveButtons } from '../ui/move-buttons';
import { type RecordFact, RecordFacts } from '../ui/record-facts';
import {
  cellOf,
  isSkeleton,
  type ListColumn,
  ListPaginator,
  type ListViewProps,
  NoRows,
  type Row,
  skeletonRows,
  titleOf,
  viewState,
} from './list-parts';

/** A click on a link, button or checkbox inside a card does its own thing, not open the card. */
const onControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, label, .p-checkbox') !== null;

/** «Сортировка»: each sortable column both ways, the URL's `sort`. */
function SortPicker<T extends Row, F extends string>({
  list,
  columns,
}: Pick<ListViewProps<T, F>, 'list' | 'columns'>) {
  const options = columns
    .filter((column) => column.sortable)
    .flatMap((column) => [
      { label: texts.lists.sortAscending(column.header), value: `${column.field}:asc` },
      { label: texts.lists.sortDescending(column.header), value: `${column.field}:desc` },
    ]);
  if (options.length === 0) return null;
  return (
    <Dropdown
      value={list.sort ?? null}
      options={options}
      onChange={(event) => list.setSort(decodeSort(String(event.value)))}
      placeholder={texts.lists.sort}
      aria-label={texts.lists.sort}
      className="app-list-cards__sort"
    />
  );
}

function ListCard<T extends Row, F extends string>(
  props: ListViewProps<T, F> & { row: T; index: number; title: ListColumn<T>; fields: ListColumn<T>[] },
) {
  const { row, index, title, fields, items, rowActions, onRowOpen, onRowReorder, selection } = props;
  const titleId = useId();
  const openId = useId();
  const skeleton = isSkeleton(row);
  const ticked = selection?.rows.some((selected) => selected.id === row.id) ?? false;
  const tick = (checked: boolean) =>
    selection?.setRows(
      checked ? [...selection.rows, row] : selection.rows.filter((selected) => selected.id !== row.id),
    );
  const name = String(row[title.field as keyof T] ?? '');
  // A column without a header (a row's own checkbox) stands before the title; the others are «label: value».
  const bare = fields.filter((column) => !column.header);
  const labelled = fields.filter((column) => column.header);
  const opens = onRowOpen && !skeleton;
  return (
    // The card opens on a click like a table row; «Открыть» below is its keyboard way.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the «Открыть» button is the keyboard's way in
    <li
      className={`app-list-card${opens ? ' app-list-card--opens' : ''}${ticked ? ' app-list-card--ticked' : ''}`}
      onClick={opens ? (event) => onControl(event) || onRowOpen(row) : undefined}
    >
      <div className="app-list-card__head">
        {selection && !skeleton && (
          <Checkbox
            checked={ticked}
            onChange={(event) => tick(Boolean(event.checked))}
            pt={{ input: { 'aria-labelledby': titleId } }}
          />
        )}
        {bare.map((column) => (
          <div key={column.field}>{cellOf(column, row)}</div>
        ))}
        <div className="app-list-card__title" id={titleId}>
          {cellOf(title, row)}
        </div>
      </div>
      {labelled.length > 0 && (
        <RecordFacts
          className="app-list-card__fields"
          facts={labelled.map((column): RecordFact => [column.header, cellOf(column, row)])}
        />
      )}
      {!skeleton && (rowActions || opens || onRowReorder) && (
        <div className="app-list-card__actions">
          {onRowReorder && (
            <MoveButtons index={index} count={items?.length ?? 0} onMove={onRowReorder} name={name} />
          )}
          {rowActions?.(row)}
          {opens && (
            <>
              <span id={openId} hidden>
                {texts.lists.open}
              </span>
              <Button
                type="button"
                icon="pi pi-angle-right"
                text
                rounded
                aria-labelledby={`${openId} ${titleId}`}
                onClick={() => onRowOpen(row)}
              />
            </>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The list on a phone (under 768 px): each row a card — the title column on top, the other columns as
 * «label: value» (a column with `card: 'hidden'` stays out), its actions at the bottom — with a sort picker
 * instead of the headers, «Выбрать все строки страницы» when rows can be ticked, and a compact paginator.
 * The same states as the table: skeleton cards, the error with «Повторить», the empty and «Ничего не найдено».
 */
export function ListCards<T extends Row, F extends string>(props: ListViewProps<T, F>) {
  const { list, items, total, request, columns, empty, label, paginator = true, selection } = props;
  const { loading, failed } = viewState(items, request);
  const shown = columns.filter((column) => column.card !== 'hidden');
  const title = titleOf(shown) ?? columns[0];
  const fields = shown.filter((column) => column !== title);
  const rows = loading ? (skeletonRows(Math.min(list.rows, 3)) as T[]) : (items ?? []);
  const pageTicked =
    items !== undefined &&
    items.length > 0 &&
    items.every((row) => selection?.rows.some((s) => s.id === row.id));
  const tickPage = (checked: boolean) => {
    if (!selection || !items) return;
    const others = selection.rows.filter((row) => !items.some((item) => item.id === row.id));
    selection.setRows(checked ? [...others, ...items] : others);
  };
  if (!title) return null;
  return (
    <div className="app-list-cards">
      {items !== undefined && items.length > 0 && (
        <div className="app-list-cards__bar">
          {selection && (
            <Checkbox
              checked={pageTicked}
              onChange={(event) => tickPage(Boolean(event.checked))}
              pt={{ input: { 'aria-label': texts.lists.selectPage } }}
            />
          )}
          <SortPicker list={list} columns={columns} />
        </div>
      )}
      {rows.length === 0 ? (
        <NoRows list={list} failed={failed} onRetry={request.refetch} empty={empty} />
      ) : (
        <ul className="app-list-cards__list" aria-label={label} aria-busy={loading}>
          {rows.map((row, index) => (
            <ListCard key={row.id} {...props} row={row} index={index} title={title} fields={fields} />
          ))}
        </ul>
      )}
      {paginator && items !== undefined && (total ?? 0) > 0 && (
        <ListPaginator
          list={list}
          total={total ?? 0}
          maxRows={props.maxRows}
          totalExact={props.totalExact}
          compact
        />
      )}
    </div>
  );
}
