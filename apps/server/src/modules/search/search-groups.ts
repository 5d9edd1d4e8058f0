import {
  type ApplicationKind,
  applicationsListQuerySchema,
  coursesListQuerySchema,
  formatMoney,
  isAdminRole,
  newsListQuerySchema,
  paymentsListQuerySchema,
  type Role,
  servicesQuerySchema,
  staffListQuerySchema,
  staffSalesQuerySchema,
  staffStudentsQuerySchema,
  studentsListQuerySchema,
} from '@school/contracts';
import {
  SEARCH_GROUP_SIZE,
  type SearchGroup,
  type SearchItem,
  type SearchKind,
} from '@school/contracts/search';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import type { CountedPage } from '../../lists';
import { searchApplications } from '../applications';
import { searchCourses } from '../courses';
import { searchNews } from '../news';
import { type PaymentPaletteRow, searchPayments, searchStaffSales } from '../payments';
import { type ServicePaletteRow, searchServices } from '../services';
import { searchStaffMembers } from '../staff';
import { searchStaffStudents, searchStudentItems } from '../students';

export type SearchActor = { id: number; role: Role };
export type SearchContext = { db: Db; actor: SearchActor; q: string; now: Date };

/**
 * One group: the section's list, read through the list kit's narrow `palettePage` (lists/palette.ts) by its
 * module's `search…` function, which applies the list service's own role rules. The query is what the list's
 * route would get from `?search=q&take=5`, parsed by the list's own schema (its defaults and limits apply):
 * the rows and total are the list's first page's, only fewer columns.
 */
type GroupSpec<Q, T extends { id: number }> = {
  kind: SearchKind;
  schema: z.ZodType<Q, unknown>;
  params?: Record<string, string>;
  read: (context: SearchContext, query: Q, take: number) => Promise<CountedPage<T>>;
  item: (row: T, context: SearchContext) => Omit<SearchItem, 'id'>;
  /** The section's page (the list «Показать все» opens; `?search=q` is added); none: no such page. */
  page?: string;
};

const encode = encodeURIComponent;
const withSearch = (path: string, search: string) => `${path}?search=${encode(search)}`;
const personName = (person: { firstName: string | null; lastName: string | null }) =>
  `${person.lastName ?? ''} ${person.firstName ?? ''}`.trim();
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** Runs one group; a query its list refuses (e.g. a students' search too short) leaves the group out. */
async function runGroup<Q, T extends { id: number }>(
  spec: GroupSpec<Q, T>,
  context: SearchContext,
): Promise<SearchGroup | null> {
  const parsed = spec.schema.safeParse({
    ...spec.params,
    search: context.q,
    skip: '0',
    take: String(SEARCH_GROUP_SIZE),
  });
  if (!parsed.success) return null;
  const answer = await spec.read(context, parsed.data, SEARCH_GROUP_SIZE);
  return {
    kind: spec.kind,
    total: answer.total,
    totalExact: answer.totalExact,
    items: answer.items.map((row) => ({ id: row.id, ...spec.item(row, context) })),
    ...(spec.page ? { listLink: withSearch(spec.page, context.q) } : {}),
  };
}

type StudentRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

const studentItem = (student: StudentRow) => ({
  title: personName(student),
  subtitle: joined(student.email, student.phone),
});

const adminStudents: GroupSpec<z.infer<typeof studentsListQuerySchema>, StudentRow> = {
  kind: 'students',
  schema: studentsListQuerySchema,
  read: ({ db }, query, take) => searchStudentItems(db, query, take),
  item: (student) => ({ ...studentItem(student), link: `/users/${student.id}` }),
  page: '/users',
};

/** A curator's or speaker's students: those of their courses, the profile's «Пользователи» tab. */
const ownStudents: GroupSpec<z.infer<typeof staffStudentsQuerySchema>, StudentRow> = {
  kind: 'students',
  schema: staffStudentsQuerySchema,
  read: ({ db, actor }, query, take) => searchStaffStudents(db, actor, actor.id, query, take),
  item: (student) => ({ ...studentItem(student), link: withSearch('/profile/users', student.email) }),
  page: '/profile/users',
};

const staffGroup: GroupSpec<
  z.infer<typeof staffListQuerySchema>,
  { id: number; firstName: string; lastName: string; email: string }
> = {
  kind: 'staff',
  schema: staffListQuerySchema,
  read: ({ db }, query, take) => searchStaffMembers(db, query, take),
  item: (member) => ({ title: personName(member), subtitle: member.email, link: `/admins/${member.id}` }),
  page: '/admins',
};

type CourseRow = { id: number; name: string; directionName: string | null; authors: string | null };

const courseItem = (course: CourseRow) => ({
  title: course.name,
  subtitle: joined(course.directionName, course.authors),
  link: `/courses/${course.id}`,
});

const allCourses: GroupSpec<z.infer<typeof coursesListQuerySchema>, CourseRow> = {
  kind: 'courses',
  schema: coursesListQuerySchema,
  read: ({ db }, query, take) => searchCourses(db, query, take),
  item: courseItem,
  page: '/courses',
};

const ownCourses: GroupSpec<z.infer<typeof coursesListQuerySchema>, CourseRow> = {
  kind: 'courses',
  schema: coursesListQuerySchema,
  read: ({ db, actor }, query, take) => searchCourses(db, query, take, actor),
  item: courseItem,
  page: '/profile/courses',
};

const paymentItem = (payment: PaymentPaletteRow) => ({
  title: `№ ${payment.id} · ${formatMoney(Number(payment.amount))}`,
  subtitle: joined(personName(payment), payment.title),
});

const paymentsGroup: GroupSpec<z.infer<typeof paymentsListQuerySchema>, PaymentPaletteRow> = {
  kind: 'payments',
  schema: paymentsListQuerySchema,
  read: ({ db }, query, take) => searchPayments(db, query, take),
  item: (payment) => ({ ...paymentItem(payment), link: `/sales/${payment.id}` }),
  page: '/sales',
};

/**
 * A curator's or speaker's payments: the sales of the courses they author, the profile's «Продажи курсов»
 * tab (no payment card for them: the link narrows the tab to the payment by its provider's id, unique).
 */
const ownPayments: GroupSpec<z.infer<typeof staffSalesQuerySchema>, PaymentPaletteRow> = {
  kind: 'payments',
  schema: staffSalesQuerySchema,
  read: ({ db, actor }, query, take) => searchStaffSales(db, actor, actor.id, query, take),
  item: (payment) => ({
    ...paymentItem(payment),
    link: withSearch('/profile/sales-courses', payment.providerPaymentId),
  }),
  page: '/profile/sales-courses',
};

/** Each queue is its own list page in the admin menu, so each is its own group (totals agree with it). */
const QUEUE_PAGES: Record<ApplicationKind, { kind: SearchKind; page: string }> = {
  service: { kind: 'applications-service', page: '/applications' },
  training: { kind: 'applications-training', page: '/applications-for-training' },
  marketplace: { kind: 'applications-marketplace', page: '/applications-marketplace' },
};

type ApplicationRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  targetTitle: string;
};

const applicationItem = (application: ApplicationRow) => ({
  title: `№ ${application.id} · ${application.name}`,
  subtitle: joined(application.targetTitle, application.email, application.phone),
});

const queueApplications = (
  kind: ApplicationKind,
): GroupSpec<z.infer<typeof applicationsListQuerySchema>, ApplicationRow> => ({
  kind: QUEUE_PAGES[kind].kind,
  schema: applicationsListQuerySchema,
  params: { kind },
  read: ({ db, actor }, query, take) => searchApplications(db, actor, query, take),
  item: (application) => ({
    ...applicationItem(application),
    link: `${QUEUE_PAGES[kind].page}/${application.id}`,
  }),
  page: QUEUE_PAGES[kind].page,
});

/** A curator's or speaker's applications: every queue, the profile's «Заявки» tab. */
const ownApplications: GroupSpec<z.infer<typeof applicationsListQuerySchema>, ApplicationRow> = {
  kind: 'applications',
  schema: applicationsListQuerySchema,
  read: ({ db, actor }, query, take) => searchApplications(db, actor, { ...query, staffId: actor.id }, take),
  item: (application) => ({
    ...applicationItem(application),
    link: withSearch('/profile/applications', application.email ?? application.name),
  }),
  page: '/profile/applications',
};

/**
 * Services: `GET /api/services?search=` (every service for an admin, one's own for a curator or speaker).
 * A service opens its owner's «Услуги» tab; no page lists services by a search, so there is no «Показать все».
 */
const servicesGroup: GroupSpec<z.infer<typeof servicesQuerySchema>, ServicePaletteRow> = {
  kind: 'services',
  schema: servicesQuerySchema,
  read: ({ db, actor }, query, take) => searchServices(db, actor, query, take),
  item: (service, { actor }) => ({
    title: service.name,
    subtitle: joined(formatMoney(Number(service.price)), personName(service)),
    link:
      service.staffId === null
        ? '/admins'
        : isAdminRole(actor.role)
          ? `/admins/${service.staffId}/services`
          : '/profile/services',
  }),
};

const newsGroup: GroupSpec<
  z.infer<typeof newsListQuerySchema>,
  { id: number; title: string; firstName: string | null; lastName: string | null }
> = {
  kind: 'news',
  schema: newsListQuerySchema,
  read: ({ db, now }, query, take) => searchNews(db, query, now, take),
  item: (news) => ({
    title: news.title,
    subtitle: personName(news),
    link: withSearch('/feed', news.title),
  }),
  page: '/feed',
};

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of groups, each typed where it is declared
type AnyGroup = GroupSpec<any, any>;

/** The groups a role sees, in the palette's order; a section the role cannot open is not searched. */
export function groupsFor(role: Role): AnyGroup[] {
  if (isAdminRole(role)) {
    return [
      adminStudents,
      staffGroup,
      allCourses,
      paymentsGroup,
      queueApplications('service'),
      queueApplications('training'),
      queueApplications('marketplace'),
      servicesGroup,
      newsGroup,
    ];
  }
  return [ownStudents, ownCourses, ownPayments, ownApplications, servicesGroup, newsGroup];
}

export { runGroup };
