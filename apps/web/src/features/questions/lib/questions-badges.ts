import { texts } from '@school/contracts';
import type { NavBadge } from '@/shared/ui/nav-badges';

/** The waiting count on the menu's «Профиль» and on the own profile's «Вопросы» tab (none when zero). */
export function questionsBadges(waiting: number | undefined): Record<string, NavBadge> {
  if (!waiting) return {};
  const badge = { count: waiting, label: texts.menu.questionsWaitingBadge(waiting) };
  return { '/profile': badge, '/profile/questions': badge };
}
