import { undoResultSchema, undoTokenParamsSchema } from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { applyUndo } from './undo.service';

/** Mounted under /undo: any staff member takes back their own action within its seconds. */
export const undoRoutes: ModulePlugin = async (app, { db }) => {
  app.post(
    '/:token',
    {
      schema: {
        tags: ['undo'],
        summary:
          'Undo one’s own destructive action within 10 s of it: the records come back as they were (409 when they cannot, naming who changed them)',
        params: undoTokenParamsSchema,
        response: { 200: undoResultSchema },
      },
    },
    (request) => applyUndo(db, currentStaff(request).id, request.params.token),
  );
};
