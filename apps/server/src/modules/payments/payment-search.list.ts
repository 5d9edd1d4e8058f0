import { PAYMENT_PROVIDERS, STUDENT_SEARCH_MIN_LENGTH, studentSearchWords } from '@school/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.table';
import type { Db } from '../../db/types';
import type { Bind } from '../../lists';
import { containsPattern } from '../../lists/filter';

/**
 * The payments search: the buyer's name, e-mail or phone (each word of STUDENT_SEARCH_MIN_LENGTH+ characters
 * must occur in `students.search_text`, trigram-indexed; shorter words are left out, the index cannot find
 * them) OR the provider's payment id, exactly.
 *
 * One OR of the two halves has no plan that suits every search: with the buyers as an array each half walks
 * its index, fine for a rare name but 1.6 s for «анна» at 1M payments (16,000 buyers, 125,000 payments);
 * as `student_id in (select …)` PostgreSQL picks per search (walk the date index testing each buyer, or the
 * buyers' payments then sort: 31 ms and 2 ms), but only without the OR. So the service first asks whether
 * the text is a provider's payment id at all (five index probes; probePaymentId), and the OR is written only
 * when it is. A query whose probe was not run (`paymentIdFound` undefined) gets the OR: the same rows.
 */
export type PaymentSearchQuery = { search?: string | undefined; paymentIdFound?: boolean | undefined };

/** The bound values: `word0…` (LIKE patterns), and `paymentId` when the text may be one. */
export function paymentSearchParts({ search, paymentIdFound }: PaymentSearchQuery): Record<string, string> {
  const text = search?.trim() ?? '';
  if (!text) return {};
  const words = studentSearchWords(text).filter((word) => word.length >= STUDENT_SEARCH_MIN_LENGTH);
  const byWords = Object.fromEntries(words.map((word, index) => [`word${index}`, containsPattern(word)]));
  // No word to search by and no such id: the exact id alone finds nothing, cheaply.
  return paymentIdFound === false && words.length > 0 ? byWords : { ...byWords, paymentId: text };
}

const allProviders = sql.raw(PAYMENT_PROVIDERS.map((provider) => `'${provider}'`).join(', '));

/** The condition of paymentSearchParts' values, or undefined without a search. */
export function paymentSearchWhere(values: Record<string, unknown>, bind: Bind): SQL | undefined {
  const words = Object.keys(values).filter((name) => name.startsWith('word') && values[name] !== undefined);
  const buyers =
    words.length > 0
      ? sql`select s.id from students s where ${sql.join(
          words.map((name) => sql`s.search_text like ${bind(name, values[name])}`),
          sql` and `,
        )}`
      : undefined;
  if (values.paymentId === undefined) return buyers && sql`${payments.studentId} in (${buyers})`;
  // Each half of the OR walks an index: the buyers' payments, the unique (provider, id) for all providers.
  const byPaymentId = sql`(${payments.provider} in (${allProviders}) and ${payments.providerPaymentId} = ${bind('paymentId', values.paymentId)})`;
  if (!buyers) return byPaymentId;
  return sql`(${payments.studentId} = any(array(${buyers})) or ${byPaymentId})`;
}

/** Whether any payment has this provider payment id (see above). */
export async function probePaymentId(db: Db, search: string | undefined): Promise<boolean | undefined> {
  const text = search?.trim();
  if (!text) return undefined;
  const found = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.provider, [...PAYMENT_PROVIDERS]), eq(payments.providerPaymentId, text)))
    .limit(1);
  return found.length > 0;
}

/** The query with its probe's answer, for the list, its totals, its CSV and a staff member's sales. */
export async function withPaymentIdProbe<Query extends PaymentSearchQuery>(
  db: Db,
  query: Query,
): Promise<Query> {
  return { ...query, paymentIdFound: await probePaymentId(db, query.search) };
}
