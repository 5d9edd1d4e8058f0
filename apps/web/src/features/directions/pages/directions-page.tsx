import {
  DIRECTION_NAME_MAX,
  directionCreateBodySchema,
  directionUpdateBodySchema,
  texts,
} from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { useListPage } from '@/shared/lists/list-page';
import type { RecordForm } from '@/shared/records/record-form';
import { RecordsPage } from '@/shared/records/records-page';
import { directionsApi } from '../directions.api';
import { DIRECTIONS_LIST } from '../directions.list';
import { useDirectionOrder } from '../lib/use-direction-order';

const t = coursesTexts.directions;

/** The dialog: name, description and cover image. */
const DIRECTION_FORM: RecordForm = {
  history: 'direction',
  fields: [
    { name: 'name', label: t.name, kind: 'text', maxLength: DIRECTION_NAME_MAX },
    { name: 'description', label: t.description, kind: 'text', multiline: true },
    { name: 'coverFileId', label: t.cover, kind: 'cover', url: 'cover' },
  ],
  body: directionCreateBodySchema,
  update: directionUpdateBodySchema,
};

const DIRECTION_TEXTS = {
  ...t,
  created: texts.notices.directionCreated,
  updated: texts.notices.directionUpdated,
  deleted: texts.notices.directionDeleted,
};

/** /directions (admins): the course directions in site order. */
export function DirectionsPage() {
  const page = useListPage(DIRECTIONS_LIST);
  const order = useDirectionOrder(page.list, page.request.data?.items);

  return (
    <RecordsPage
      page={page}
      api={directionsApi}
      form={DIRECTION_FORM}
      texts={DIRECTION_TEXTS}
      name={(row) => row.name}
      onRowReorder={order.canReorder ? order.onMove : undefined}
    />
  );
}
