import type { CancellationsQuery } from '@school/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { students } from '../../db/schema/students.table';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import { defineList, isoTimestamp } from '../../lists';

/** The route's query plus the reason from its path. */
export type CancellationsOfReasonQuery = CancellationsQuery & { reasonId: number };

export type CancellationView = {
  subscriptionId: number;
  student: { id: number; firstName: string; lastName: string; email: string };
  plan: string;
  startedAt: string;
  cancelledAt: string;
};

/** The subscriptions cancelled with one reason in a period (school days), newest first. */
export const cancellationsList = defineList<CancellationsOfReasonQuery, CancellationView>({
  name: 'cancellations',
  table: subscriptions,
  id: subscriptions.id,
  columns: {
    subscriptionId: subscriptions.id,
    student: {
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
    },
    plan: subscriptions.plan,
    startedAt: isoTimestamp(subscriptions.startedAt),
    cancelledAt: isoTimestamp(subscriptions.cancelledAt),
  },
  join: (query: PgSelect) => query.innerJoin(students, eq(students.id, subscriptions.studentId)),
  sorts: { cancelledAt: subscriptions.cancelledAt },
  defaultSort: { field: 'cancelledAt', order: -1 },
  filter: {
    parts: (query) => ({
      shape: {},
      values: { reasonId: query.reasonId, dateFrom: query.dateFrom, dateTo: query.dateTo },
    }),
    conditions: ({ values }, bind) => [
      sql`${subscriptions.cancelReasonId} = ${bind('reasonId', values.reasonId)}`,
      sql`${subscriptions.cancelledAt} >= ${schoolDayStart(sql`${bind('dateFrom', values.dateFrom)}`)}`,
      sql`${subscriptions.cancelledAt} < ${schoolDayEnd(sql`${bind('dateTo', values.dateTo)}`)}`,
    ],
  },
});
