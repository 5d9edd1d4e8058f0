/**
 * The sidebar as spec §2 lists it, written out once for the tests that check the built menu: menu.test.ts
 * (the data) and the sign-in journeys in e2e/auth.spec.ts (the sidebar a browser shows). Written by hand,
 * not derived from menu.ts, so that a wrong change there fails both. No imports: the journeys load it too.
 */

/** Admins and super-admins: «Главная» (issue 31), every section, then the profile and «Выход». */
export const ADMIN_MENU_LABELS = [
  'Главная',
  'Пользователи',
  'Администраторы',
  'Курсы',
  'Направления',
  'Услуги',
  'Заявки на обучение',
  'Маркетплейс заявки',
  'Продажи',
  'Настройки',
  'Рефералы',
  'Статистика по онбордингу',
  'Профиль',
  'Выход',
];

/** Curators and speakers (and a role not known yet). */
export const STAFF_MENU_LABELS = ['Главная', 'Профиль', 'Поддержка', 'Заработок', 'Выход'];
