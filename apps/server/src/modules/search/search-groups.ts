import {
  type Application,
  type ApplicationKind,
  applicationsListQuerySchema,
  type CourseListItem,
  coursesListQuerySchema,
  formatMoney,
  isAdminRole,
  type NewsItem,
  newsListQuerySchema,
  type Payment,
  paymentsListQuerySchema,
  type Role,
  type Staff,
  type Student,
  staffListQuerySchema,
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
import { listApplications } from '../applications';
import { listAllCourses, listMyCourses } from '../courses';
import { listNews } from '../news';
import { listPayments } from '../payments';
import { listStaffMembers } from '../staff';
import { listStaffStudents, listStudentItems } from '../students';

export type SearchActor = { id: number; role: Role };
export type SearchContext = { db: Db; actor: SearchActor; q: string; now: Date };

/** What a list answers: its page and total (the students', payments' and applications' say if it is exact). */
type ListAnswer<T> = { items: T[]; total: number; totalExact?: boolean };

/**
 * One group: the section's own list service, called with the query its route would get from
 * `?search=q&take=5` (parsed by the list's own schema, so its defaults and limits apply), for the caller.
 */
type GroupSpec<Q, T> = {
  kind: SearchKind;
  schema: z.ZodType<Q, unknown>;
  params?: Record<string, string>;
  list: (context: SearchContext, query: Q) => Promise<ListAnswer<T>>;
  item: (row: T, context: SearchContext) => Omit<SearchItem, 'id'>;
  /** The section's page (the list «Показать все» opens); `?search=q` is added. */
  page: string;
};

const encode = encodeURIComponent;
const withSearch = (path: string, search: string) => `${path}?search=${encode(search)}`;
const personName = (person: { firstName: string; lastName: string }) =>
  `${person.lastName} ${person.firstName}`.trim();
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** Runs one group; a query its list refuses (e.g. a students' search too short) leaves the group out. */
async function runGroup<Q, T>(spec: GroupSpec<Q, T>, context: SearchContext): Promise<SearchGroup | null> {
  const parsed = spec.schema.safeParse({
    ...spec.params,
    search: context.q,
    skip: '0',
    take: String(SEARCH_GROUP_SIZE),
  });
  if (!parsed.success) return null;
  const answer = await spec.list(context, parsed.data);
  return {
    kind: spec.kind,
    total: answer.total,
    totalExact: answer.totalExact ?? true,
    items: answer.items.slice(0, SEARCH_GROUP_SIZE).map((row) => ({
      id: (row as { id: number }).id,
      ...spec.item(row, context),
    })),
    listLink: withSearch(spec.page, context.q),
  };
}

const studentItem = (student: Student) => ({
  title: personName(student),
  subtitle: joined(student.email, student.phone),
});

const adminStudents: GroupSpec<z.infer<typeof studentsListQuerySchema>, Student> = {
  kind: 'students',
  schema: studentsListQuerySchema,
  list: ({ db }, query) => listStudentItems(db, query),
  item: (student) => ({ ...studentItem(student), link: `/users/${student.id}` }),
  page: '/users',
};

/** A curator's or speaker's students: those of their courses, the profile's «Пользователи» tab. */
const ownStudents: GroupSpec<z.infer<typeof staffStudentsQuerySchema>, Student> = {
  kind: 'students',
  schema: staffStudentsQuerySchema,
  list: ({ db, actor }, query) => listStaffStudents(db, actor, actor.id, query),
  item: (student) => ({ ...studentItem(student), link: withSearch('/profile/users', student.email) }),
  page: '/profile/users',
};

const staffGroup: GroupSpec<z.infer<typeof staffListQuerySchema>, Staff> = {
  kind: 'staff',
  schema: staffListQuerySchema,
  list: ({ db }, query) => listStaffMembers(db, query),
  item: (member) => ({ title: personName(member), subtitle: member.email, link: `/admins/${member.id}` }),
  page: '/admins',
};

const courseItem = (course: CourseListItem) => ({
  title: course.name,
  subtitle: joined(course.direction?.name, course.authors.map(personName).join(', ')),
  link: `/courses/${course.id}`,
});

const allCourses: GroupSpec<z.infer<typeof coursesListQuerySchema>, CourseListItem> = {
  kind: 'courses',
  schema: coursesListQuerySchema,
  list: ({ db }, query) => listAllCourses(db, query),
  item: courseItem,
  page: '/courses',
};

const ownCourses: GroupSpec<z.infer<typeof coursesListQuerySchema>, CourseListItem> = {
  kind: 'courses',
  schema: coursesListQuerySchema,
  list: ({ db, actor }, query) => listMyCourses(db, actor, query),
  item: courseItem,
  page: '/profile/courses',
};

const paymentsGroup: GroupSpec<z.infer<typeof paymentsListQuerySchema>, Payment> = {
  kind: 'payments',
  schema: paymentsListQuerySchema,
  list: ({ db }, query) => listPayments(db, query),
  item: (payment) => ({
    title: `№ ${payment.id} · ${formatMoney(payment.amount)}`,
    subtitle: joined(payment.student ? personName(payment.student) : null, payment.title),
    link: `/sales/${payment.id}`,
  }),
  page: '/sales',
};

/** Each queue is its own list page in the admin menu, so each is its own group (totals agree with it). */
const QUEUE_PAGES: Record<ApplicationKind, { kind: SearchKind; page: string }> = {
  service: { kind: 'applications-service', page: '/applications' },
  training: { kind: 'applications-training', page: '/applications-for-training' },
  marketplace: { kind: 'applications-marketplace', page: '/applications-marketplace' },
};

const applicationItem = (application: Application) => ({
  title: `№ ${application.id} · ${application.name}`,
  subtitle: joined(application.targetTitle, application.email, application.phone),
});

const queueApplications = (
  kind: ApplicationKind,
): GroupSpec<z.infer<typeof applicationsListQuerySchema>, Application> => ({
  kind: QUEUE_PAGES[kind].kind,
  schema: applicationsListQuerySchema,
  params: { kind },
  list: ({ db, actor }, query) => listApplications(db, actor, query),
  item: (application) => ({
    ...applicationItem(application),
    link: `${QUEUE_PAGES[kind].page}/${application.id}`,
  }),
  page: QUEUE_PAGES[kind].page,
});

/** A curator's or speaker's applications: every queue, the profile's «Заявки» tab. */
const ownApplications: GroupSpec<z.infer<typeof applicationsListQuerySchema>, Application> = {
  kind: 'applications',
  schema: applicationsListQuerySchema,
  list: ({ db, actor }, query) => listApplications(db, actor, { ...query, staffId: actor.id }),
  item: (application) => ({
    ...applicationItem(application),
    link: withSearch('/profile/applications', application.email ?? application.name),
  }),
  page: '/profile/applications',
};

const newsGroup: GroupSpec<z.infer<typeof newsListQuerySchema>, NewsItem> = {
  kind: 'news',
  schema: newsListQuerySchema,
  list: ({ db, now }, query) => listNews(db, query, now),
  item: (news) => ({
    title: news.title,
    subtitle: news.author ? personName(news.author) : '',
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
      newsGroup,
    ];
  }
  return [ownStudents, ownCourses, ownApplications, newsGroup];
}

export { runGroup };
