import { PAYMENT_PROVIDERS, STUDENT_SEARCH_MIN_LENGTH, studentSearchWords } from '@school/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.table';
import type { Db } from '../../db/types';
import type { Bind } from '../../lists';
import { containsPattern } from '../../lists/filter';

/**
 * The payments search: the buyer's name, e-mail or phone (each word of STUDENT_SEARCH_MIN_LENGTH+ characters
 * must occur in `students.search_text`, trigram-indexed; shorter words are left out, the index cannot find
 * them) OR the provider's payment id, exactly, OR the payment's own number (№, its id, as the list and the
 * card show it: `123` or `№ 123`).
 *
 * One OR of the two halves has no plan that suits every search: with the buyers as an array each half walks
 * its index, fine for a rare name but 1.6 s for «анна» at 1M payments (16,000 buyers, 125,000 payments);
 * as `student_id in (select …)` PostgreSQL picks per search (walk the date index testing each buyer, or the
 * buyers' payments then sort: 31 ms and 2 ms), but only without the OR. So the service first asks whether
 * the text names a payment at all (a provider's id: five index probes; a number: the primary key;
 * probePaymentId), and the OR is written only when it does. A query whose probe was not run (`paymentIdFound` undefined) gets the OR: the same rows.
 */
export type PaymentSearchQuery = { search?: string | undefined; paymentIdFound?: boolean | undefined };

/** The payment's number (№) a search text may be: digits, after an optional `№` or `#`; an integer id. */
export function paymentNumberOf(text: string): number | undefined {
  const digits = /^[№#]?\s*(\d{1,10})$/.exec(text.trim())?.[1];
  const number = digits === undefined ? Number.NaN : Number(digits);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
}

/**
 * The bound values: `word0…` (LIKE patterns), and `paymentId` (and `paymentNumber` for digits) when the text
 * may name a payment.
 */
export function paymentSearchParts({ search, paymentIdFound }: PaymentSearchQuery): Record<string, unknown> {
  const text = search?.trim() ?? '';
  if (!text) return {};
  const words = studentSearchWords(text).filter((word) => word.length >= STUDENT_SEARCH_MIN_LENGTH);
  const byWords = Object.fromEntries(words.map((word, index) => [`word${index}`, containsPattern(word)]));
  // No word to search by and no such payment: the exact id alone finds nothing, cheaply.
  if (paymentIdFound === false && words.length > 0) return byWords;
  const number = paymentNumberOf(text);
  return { ...byWords, paymentId: text, ...(number === undefined ? {} : { paymentNumber: number }) };
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
  // Each half of the OR walks an index: the buyers' payments, the unique (provider, id) for all providers,
  // the primary key.
  const byProviderId = sql`(${payments.provider} in (${allProviders}) and ${payments.providerPaymentId} = ${bind('paymentId', values.paymentId)})`;
  const byPaymentId =
    values.paymentNumber === undefined
      ? byProviderId
      : sql`(${byProviderId} or ${payments.id} = ${bind('paymentNumber', values.paymentNumber)})`;
  if (!buyers) return byPaymentId;
  return sql`(${payments.studentId} = any(array(${buyers})) or ${byPaymentId})`;
}

/** Whether any payment has this provider payment id, or this number (see above). */
export async function probePaymentId(db: Db, search: string | undefined): Promise<boolean | undefined> {
  const text = search?.trim();
  if (!text) return undefined;
  const byProviderId = and(
    inArray(payments.provider, [...PAYMENT_PROVIDERS]),
    eq(payments.providerPaymentId, text),
  );
  const number = paymentNumberOf(text);
  const found = await db
    .select({ id: payments.id })
    .from(payments)
    .where(number === undefined ? byProviderId : or(byProviderId, eq(payments.id, number)))
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
