import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';

/** The «Вопросы» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffQuestionsTabRoute: RouteObject = {
  path: 'questions',
  lazy: lazyPage(() => import('./pages/questions-page'), 'QuestionsPage'),
};
