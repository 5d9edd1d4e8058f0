import {
  ADMIN_ROLES,
  directionCreateBodySchema,
  directionSchema,
  directionsListQuerySchema,
  directionUpdateBodySchema,
} from '@school/contracts';
import { conflict } from '../../http-errors';
import { assertStoredFile } from '../files';
import { recordRoutes } from '../records';
import { directionsList } from './directions.list';
import { toDirectionDto } from './directions.mapper';
import { countCoursesOfDirection, nextDirectionPosition } from './directions.repository';

/** /api/directions: read by any staff member (the course pickers), changed by admins. */
export const directionsRoutes = recordRoutes({
  list: directionsList,
  subject: 'direction',
  tag: 'directions',
  writeRoles: ADMIN_ROLES,
  schemas: {
    query: directionsListQuerySchema,
    item: directionSchema,
    create: directionCreateBodySchema,
    update: directionUpdateBodySchema,
  },
  toItem: toDirectionDto,
  async columns(tx, body, before) {
    const coverFileId = body.coverFileId as number | null | undefined;
    if (coverFileId != null) await assertStoredFile(tx, coverFileId, 'image', 'coverFileId');
    if (before) return body;
    // A new direction goes last in the site order unless it names its place.
    return {
      ...body,
      coverFileId: coverFileId ?? null,
      position: body.position ?? (await nextDirectionPosition(tx)),
    };
  },
  async beforeRemove(tx, before) {
    const inUse = await countCoursesOfDirection(tx, before.id);
    if (inUse > 0) {
      throw conflict(`Нельзя удалить направление «${before.name}»: к нему привязаны курсы (${inUse})`);
    }
  },
  title: 'name',
  trash: { link: '/directions' },
  messages: {
    notFound: 'Направление не найдено',
    taken: 'Направление с таким названием уже существует',
  },
  noun: 'a direction',
  summaries: {
    list: 'Course directions (any staff; pickers use take=100)',
    update: 'Edit a direction (name, description, cover, position)',
    remove: 'Delete a direction; 409 while courses use it',
  },
});
