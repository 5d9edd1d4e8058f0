import { formatDate, SCHOOL_TIME_ZONE } from '@school/contracts';
import { trashTexts as t } from '@school/contracts/texts/trash';
import type { TrashItem } from '@school/contracts/trash';
import { Link } from 'react-router';
import type { ListColumn } from '@/shared/lists/list-page';

const DAY_MS = 24 * 60 * 60 * 1000;

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/** «Удалится навсегда»: the day, and how many days are left. */
function PurgeCell({ item }: { item: TrashItem }) {
  const days = Math.ceil((Date.parse(item.purgeAt) - Date.now()) / DAY_MS);
  return (
    <span className="flex flex-column">
      <span>{formatDate(item.purgeAt, SCHOOL_TIME_ZONE)}</span>
      <small className="text-color-secondary">{t.daysLeft(days)}</small>
    </span>
  );
}

/** «Корзина»: what the record was, its section, when and by whom it was deleted, when it goes for good. */
export const trashColumns: ListColumn<TrashItem>[] = [
  {
    field: 'title',
    header: t.columns.title,
    card: 'title',
    sortable: true,
    body: (item) => <span className="app-trash-title">{item.title}</span>,
  },
  { field: 'section', header: t.columns.section, body: (item) => t.sections[item.section] },
  {
    field: 'deletedAt',
    header: t.columns.deletedAt,
    sortable: true,
    style: { whiteSpace: 'nowrap' },
    body: (item) => (
      <span className="flex flex-column">
        <span>{formatDate(item.deletedAt, SCHOOL_TIME_ZONE)}</span>
        <small className="text-color-secondary">{moscowTime.format(new Date(item.deletedAt))}</small>
      </span>
    ),
  },
  {
    field: 'deletedBy',
    header: t.columns.deletedBy,
    giveWay: 1,
    body: (item) =>
      item.deletedBy ? <Link to={`/admins/${item.deletedBy.id}`}>{item.deletedBy.name}</Link> : '—',
  },
  { field: 'purgeAt', header: t.columns.purgeAt, giveWay: 2, body: (item) => <PurgeCell item={item} /> },
];
