import type { Direction } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import type { ListColumn, ListDeclaration } from '@/shared/lists/list-page';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { directionsApi } from './directions.api';

const t = coursesTexts.directions;

const columns: ListColumn<Direction>[] = [
  {
    field: 'position',
    header: t.position,
    sortable: true,
    card: 'hidden',
    style: { width: '4rem' },
    body: (row) => row.position + 1,
  },
  {
    field: 'name',
    header: t.name,
    sortable: true,
    card: 'title',
    body: (row) => (
      <span className="app-name-cell">
        <CoverThumb url={row.cover} />
        <span className="font-semibold">{row.name}</span>
      </span>
    ),
  },
  {
    field: 'description',
    header: t.description,
    giveWay: 2,
    body: (row) => <span className="app-clamp">{row.description}</span>,
  },
  { field: 'coursesCount', header: t.coursesCount, giveWay: 1, sortable: true, align: 'right' },
];

/** /directions: in site order unless the URL sorts otherwise. */
export const DIRECTIONS_LIST: ListDeclaration<Direction> = {
  url: { defaultSort: 'position:asc' },
  useItems: directionsApi.useList,
  label: t.title,
  columns,
  search: { placeholder: t.searchPlaceholder },
};
