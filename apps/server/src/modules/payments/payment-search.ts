import { PAYMENT_PROVIDERS, STUDENT_SEARCH_MIN_LENGTH, studentSearchWords } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.table';
import type { Bind } from '../../lists';
import { containsPattern } from '../../lists/filter';

/**
 * The payments search: the buyer's name, e-mail or phone (each word of STUDENT_SEARCH_MIN_LENGTH+ characters
 * must occur in `students.search_text`, trigram-indexed; shorter words are left out, the index cannot find
 * them) OR the provider's payment id, exactly. The bound values are `word0…` (LIKE patterns) and `paymentId`.
 */
export function paymentSearchParts(search: string): Record<string, string> {
  const text = search.trim();
  if (!text) return {};
  const words = studentSearchWords(text).filter((word) => word.length >= STUDENT_SEARCH_MIN_LENGTH);
  return {
    ...Object.fromEntries(words.map((word, index) => [`word${index}`, containsPattern(word)])),
    paymentId: text,
  };
}

const allProviders = sql.raw(PAYMENT_PROVIDERS.map((provider) => `'${provider}'`).join(', '));

/**
 * The condition of paymentSearchParts' values, or undefined without a search. The buyers' ids come as an
 * array (`= any(array(…))`), so the two halves of the OR each walk an index — payments by student, and the
 * unique (provider, provider payment id) for all five providers — instead of a scan testing every payment.
 */
export function paymentSearchWhere(values: Record<string, unknown>, bind: Bind): SQL | undefined {
  if (values.paymentId === undefined) return undefined;
  const byPaymentId = sql`(${payments.provider} in (${allProviders}) and ${payments.providerPaymentId} = ${bind('paymentId', values.paymentId)})`;
  const words = Object.keys(values).filter((name) => name.startsWith('word') && values[name] !== undefined);
  if (words.length === 0) return byPaymentId;
  const matches = sql.join(
    words.map((name) => sql`s.search_text like ${bind(name, values[name])}`),
    sql` and `,
  );
  return sql`(${payments.studentId} = any(array(select s.id from students s where ${matches})) or ${byPaymentId})`;
}
