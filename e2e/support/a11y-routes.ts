import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Visitor } from './a11y';
import { apiSession, DEMO, sidebar } from './session';

/** Ids of demo records the routes below open; looked up once through the API. */
export type DemoIds = {
  studentId: number;
  staffId: number;
  courseId: number;
  lessonId: number;
  /** A course of the demo curator, as the curator sees it (no flags, cost read-only). */
  curatorCourseId: number;
};

/**
 * Something to open on a page and scan on its own: a dialog, a list of options, a panel. `open` clicks
 * and returns the CSS selector of what opened, which the scan is limited to.
 */
export type A11yOverlay = { name: string; open: (page: Page) => Promise<string> };

export type A11yRoute = {
  name: string;
  visitor: Visitor;
  path: string | ((ids: DemoIds) => string);
  /** What shows that the page has loaded: the heading of level 1 unless given. */
  ready?: (page: Page) => Locator;
  overlays?: A11yOverlay[];
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

/** A dialog opened by a button of the page (PrimeReact Dialog and ConfirmDialog both have role=dialog). */
const dialogFrom = (trigger: string): A11yOverlay => ({
  name: `диалог «${trigger}»`,
  open: async (page) => {
    await button(page, trigger).click();
    return '.p-dialog';
  },
});

/** A Dropdown's list of options, opened by its trigger (named by the placeholder or the aria label). */
const dropdownOf = (trigger: string): A11yOverlay => ({
  name: `список «${trigger}»`,
  open: async (page) => {
    await button(page, trigger).click();
    return '.p-dropdown-panel';
  },
});

/** A Calendar's month view, opened by a click into its field. */
const calendarOf = (field: string): A11yOverlay => ({
  name: `календарь «${field}»`,
  open: async (page) => {
    await page.getByRole('combobox', { name: field }).click();
    return '.p-datepicker';
  },
});

/** The payment card /sales/{id}: a click on the list's first row opens it over the list. */
const openFirstPayment = async (page: Page) => {
  await page.locator('tbody tr').first().locator('td').first().click();
  await expect(page.getByRole('dialog', { name: /Платёж №/ }).getByText('История статусов')).toBeVisible();
};

const paymentCard: A11yOverlay = {
  name: 'карточка платежа',
  open: async (page) => {
    await openFirstPayment(page);
    return '.p-dialog';
  },
};

/** The application card `{queue}/{id}`: a click on the queue's first row opens it over the table. */
const applicationCard: A11yOverlay = {
  name: 'карточка заявки',
  open: async (page) => {
    await page.locator('tbody tr').first().locator('td').nth(2).click();
    await expect(
      page.getByRole('dialog', { name: /Заявка №/ }).getByRole('heading', { name: 'История', exact: true }),
    ).toBeVisible();
    return '.p-dialog';
  },
};

/** «Оформить возврат» of a paid payment's card (the route lists confirmed payments). */
const refundDialog: A11yOverlay = {
  name: 'диалог «Оформить возврат»',
  open: async (page) => {
    await openFirstPayment(page);
    await button(page, 'Оформить возврат').click();
    return '.p-dialog:has(form)';
  },
};

/** A course page, not its error screen (whose heading would do as well). */
const courseLoaded = (page: Page) => page.getByRole('heading', { name: 'Модули и уроки' });

const logoutQuestion: A11yOverlay = {
  name: 'вопрос «Выход»',
  open: async (page) => {
    await sidebar(page).getByRole('button', { name: 'Выход' }).click();
    return '.p-confirm-dialog';
  },
};

const rightPanel: A11yOverlay = {
  name: 'панель «Настройки интерфейса»',
  open: async (page) => {
    await button(page, 'Настройки интерфейса').click();
    return '.p-sidebar';
  },
};

/** The global search (Ctrl+K), with results: a combobox over grouped options and «Показать все». */
const globalSearch: A11yOverlay = {
  name: 'глобальный поиск',
  open: async (page) => {
    await button(page, 'Поиск (Ctrl+K)').click();
    await page.getByRole('combobox', { name: 'Что найти' }).fill('Иван');
    await expect(page.getByRole('option').first()).toBeVisible();
    return '.search-palette';
  },
};

/**
 * EVERY route of the app (router.tsx and the features' *.routes.tsx), one entry per screen. A new section
 * adds its routes here; the spec scans each in both themes.
 */
export const A11Y_ROUTES: A11yRoute[] = [
  {
    name: 'вход',
    visitor: 'guest',
    path: '/login',
    overlays: [dialogFrom('Забыли пароль?')],
  },
  {
    name: 'главная',
    visitor: 'admin',
    path: '/dashboard',
    overlays: [dropdownOf('Порог для попыток покупки')],
  },
  { name: 'главная куратора', visitor: 'curator', path: '/dashboard' },
  {
    name: 'пользователи',
    visitor: 'admin',
    path: '/users',
    overlays: [
      dialogFrom('Добавить пользователя'),
      dropdownOf('Статус: все'),
      calendarOf('Регистрация'),
      dialogFrom('Сохранить вид'),
    ],
  },
  { name: 'карточка ученика', visitor: 'admin', path: ({ studentId }) => `/users/${studentId}` },
  { name: 'история ученика', visitor: 'admin', path: ({ studentId }) => `/users/${studentId}/history` },
  {
    name: 'администраторы',
    visitor: 'admin',
    path: '/admins',
    overlays: [dialogFrom('Добавить сотрудника'), dropdownOf('Роль')],
  },
  {
    name: 'профиль сотрудника: курсы',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/courses`,
  },
  {
    name: 'профиль сотрудника: пользователи',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/users`,
  },
  { name: 'курсы', visitor: 'admin', path: '/courses', overlays: [dialogFrom('Создать курс')] },
  {
    name: 'страница курса',
    visitor: 'admin',
    path: ({ courseId }) => `/courses/${courseId}`,
    ready: courseLoaded,
    overlays: [dialogFrom('Добавить модуль')],
  },
  {
    name: 'урок',
    visitor: 'admin',
    path: ({ courseId, lessonId }) => `/courses/${courseId}/${lessonId}`,
    ready: (page) => page.locator('.app-editor'),
  },
  {
    name: 'направления',
    visitor: 'admin',
    path: '/directions',
    overlays: [dialogFrom('Добавить направление')],
  },
  {
    name: 'профиль: мои курсы',
    visitor: 'admin',
    path: '/profile/courses',
    overlays: [rightPanel, logoutQuestion, globalSearch],
  },
  { name: 'профиль: пользователи', visitor: 'admin', path: '/profile/users' },
  {
    name: 'профиль: услуги',
    visitor: 'admin',
    path: '/profile/services',
    overlays: [dialogFrom('Добавить услугу')],
  },
  { name: 'куратор: услуги', visitor: 'curator', path: '/profile/services' },
  {
    name: 'профиль: трансляции',
    visitor: 'admin',
    path: '/profile/broadcasts',
    overlays: [dialogFrom('Запланировать трансляцию')],
  },
  { name: 'куратор: прошедшие трансляции', visitor: 'curator', path: '/profile/broadcasts?when=past' },
  {
    name: 'профиль: лента',
    visitor: 'admin',
    path: '/profile/feed',
    ready: (page) => page.getByRole('list', { name: 'Новости' }),
    overlays: [dialogFrom('Добавить новость')],
  },
  {
    name: 'профиль: вопросы',
    visitor: 'admin',
    path: '/profile/questions',
    overlays: [dropdownOf('Курс: все')],
  },
  { name: 'куратор: вопросы', visitor: 'curator', path: '/profile/questions?status=waiting' },
  {
    name: 'профиль сотрудника: вопросы',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/questions`,
  },
  {
    name: 'профиль сотрудника: услуги',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/services`,
  },
  {
    name: 'профиль: заявки',
    visitor: 'admin',
    path: '/profile/applications',
    overlays: [dropdownOf('Статус: все'), dropdownOf('Тип: все')],
  },
  {
    name: 'куратор: заявки',
    visitor: 'curator',
    path: '/profile/applications',
    overlays: [dropdownOf('Тип: все')],
  },
  {
    name: 'профиль сотрудника: заявки',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/applications`,
  },
  { name: 'профиль: продажи курсов', visitor: 'admin', path: '/profile/sales-courses' },
  { name: 'куратор: продажи курсов', visitor: 'curator', path: '/profile/sales-courses' },
  {
    name: 'профиль сотрудника: продажи курсов',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/sales-courses`,
  },
  {
    name: 'заработок куратора',
    visitor: 'curator',
    path: '/earnings',
    overlays: [dialogFrom('Вывести'), calendarOf('Период')],
  },
  {
    name: 'профиль сотрудника: заработок',
    visitor: 'admin',
    path: ({ staffId }) => `/admins/${staffId}/earnings`,
  },
  { name: 'выплаты', visitor: 'admin', path: '/withdrawals?status=all' },
  {
    name: 'продажи',
    visitor: 'admin',
    path: '/sales?status=confirmed',
    overlays: [dropdownOf('Статус: все'), calendarOf('Период'), paymentCard, refundDialog],
  },
  {
    name: 'заявки на обучение',
    visitor: 'admin',
    path: '/applications-for-training',
    overlays: [
      dropdownOf('Статус: все'),
      dropdownOf('Ответственный: все'),
      calendarOf('Период'),
      applicationCard,
    ],
  },
  {
    name: 'канбан заявок на обучение',
    visitor: 'admin',
    path: '/applications-for-training?view=board',
    ready: (page) => page.locator('.app-board-card[data-application-id]').first(),
    overlays: [dialogFrom('Срок ответа')],
  },
  { name: 'заявки на услуги', visitor: 'admin', path: '/applications' },
  { name: 'маркетплейс заявки', visitor: 'admin', path: '/applications-marketplace' },
  {
    name: 'причины отмены',
    visitor: 'admin',
    path: '/cancel-reasons',
    overlays: [calendarOf('Период')],
  },
  {
    name: 'отзывы',
    visitor: 'admin',
    path: '/settings-reviews',
    overlays: [dialogFrom('Добавить отзыв')],
  },
  {
    name: 'статистика по онбордингу',
    visitor: 'admin',
    path: '/onboarding-statistics',
    overlays: [calendarOf('Период регистрации')],
  },
  {
    name: 'статистика продаж',
    visitor: 'admin',
    path: '/payments-statistics',
    overlays: [calendarOf('Период')],
  },
  { name: 'профиль: настройки', visitor: 'admin', path: '/profile/settings' },
  { name: 'контент главной страницы', visitor: 'admin', path: '/settings-promo' },
  { name: 'контент клуба', visitor: 'admin', path: '/settings-promo-club' },
  { name: 'контент маркетплейса', visitor: 'admin', path: '/settings-promo-marketplace' },
  { name: 'информация для администраторов', visitor: 'admin', path: '/settings-admin-info' },
  { name: 'заработок (настройки)', visitor: 'admin', path: '/settings-earnings' },
  { name: 'почтовые отправления', visitor: 'admin', path: '/mail-outbox' },
  { name: 'журнал действий', visitor: 'admin', path: '/audit' },
  {
    name: 'корзина',
    visitor: 'admin',
    path: '/trash',
    ready: (page) => page.getByRole('button', { name: /^Восстановить: / }).first(),
    overlays: [dropdownOf('Раздел: все')],
  },
  { name: 'поддержка куратора', visitor: 'curator', path: '/settings-admin-info' },
  { name: 'профиль куратора', visitor: 'curator', path: '/profile/courses' },
  {
    name: 'курс куратора',
    visitor: 'curator',
    path: ({ curatorCourseId }) => `/courses/${curatorCourseId}`,
    ready: courseLoaded,
  },
  { name: 'куратору «Нет доступа»', visitor: 'curator', path: '/users' },
  {
    name: 'прибыль (рефералы)',
    visitor: 'admin',
    path: '/referral-system',
    overlays: [calendarOf('Период')],
  },
  {
    name: 'рефералы',
    visitor: 'admin',
    path: '/refferal-list',
    overlays: [dropdownOf('Кто пригласил: все'), dropdownOf('Отметки: все'), calendarOf('Период')],
  },
  { name: 'неизвестный адрес', visitor: 'admin', path: '/no-such-page' },
  { name: 'курс не найден', visitor: 'admin', path: '/courses/999999999' },
  { name: 'урок не найден', visitor: 'admin', path: ({ courseId }) => `/courses/${courseId}/999999999` },
  { name: 'сотрудник не найден', visitor: 'admin', path: '/admins/999999999' },
];

type ListPage<T> = { items: T[] };

/** GET of the API as one demo account. */
async function readerAs(request: APIRequestContext, email: string) {
  const { token } = await apiSession(request, email);
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
}

/** The first student, the demo curator and a course of theirs, and the first course that has a lesson. */
export async function lookUpDemoIds(request: APIRequestContext): Promise<DemoIds> {
  const get = await readerAs(request, DEMO.admin);
  const asCurator = await readerAs(request, DEMO.curator);
  const students = await get<ListPage<{ id: number }>>('/students?take=1');
  const staff = await get<ListPage<{ id: number }>>(`/admins?search=${encodeURIComponent(DEMO.curator)}`);
  const curatorCourses = await asCurator<ListPage<{ id: number }>>('/courses/my?take=1');
  const courses = await get<ListPage<{ id: number }>>('/courses?take=20');
  const studentId = students.items[0]?.id;
  const staffId = staff.items[0]?.id;
  const curatorCourseId = curatorCourses.items[0]?.id;
  if (studentId === undefined || staffId === undefined || curatorCourseId === undefined)
    throw new Error('В демо-данных нет ученика, куратора или его курса');
  for (const { id } of courses.items) {
    const course = await get<{ modules: { lessons: { id: number }[] }[] }>(`/courses/${id}`);
    const lesson = course.modules.flatMap((module) => module.lessons)[0];
    if (lesson) return { studentId, staffId, curatorCourseId, courseId: id, lessonId: lesson.id };
  }
  throw new Error('В демо-данных нет курса с уроком');
}
