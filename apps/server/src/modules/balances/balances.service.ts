import { type DateRangeQuery, toKopecks } from '@school/contracts';
import type {
  BalanceHistoryMyQuery,
  BalanceHistoryQuery,
  BalanceHistoryResponse,
  BalanceKindTotals,
  BalanceStatistics,
  BalanceStatisticsQuery,
} from '@school/contracts/balances';
import type { Db } from '../../db/types';
import { balanceHistoryList } from './balances.list';
import { toBalanceEntryDto } from './balances.mapper';
import { entrySumsByDay, type Owner, readBalance, withdrawalSums } from './balances.repository';

/** Admins: anyone's entries (`adminId` or `studentId` narrows to one owner). */
export async function listHistory(db: Db, query: BalanceHistoryQuery): Promise<BalanceHistoryResponse> {
  const { items, total } = await balanceHistoryList.page(db, query);
  return { items: items.map(toBalanceEntryDto), total };
}

/** Any staff member: their own entries only. */
export function listMyHistory(
  db: Db,
  staffId: number,
  query: BalanceHistoryMyQuery,
): Promise<BalanceHistoryResponse> {
  return listHistory(db, { ...query, adminId: staffId, studentId: undefined });
}

const roubles = (text: string) => Number(text);
const sumKopecks = (values: string[]) =>
  values.reduce((sum, value) => sum + toKopecks(Number(value)), 0) / 100;

export async function balanceStatistics(
  db: Db,
  owner: Owner | undefined,
  range: DateRangeQuery,
): Promise<BalanceStatistics> {
  const [balance, sums, byDay] = await Promise.all([
    readBalance(db, owner),
    withdrawalSums(db, owner),
    entrySumsByDay(db, owner, range),
  ]);
  const days = byDay.map((day) => ({
    day: day.day,
    accrual: roubles(day.accrual),
    release: roubles(day.release),
    withdrawal: roubles(day.withdrawal),
    reversal: roubles(day.reversal),
  }));
  const totals: BalanceKindTotals = {
    accrual: sumKopecks(byDay.map((day) => day.accrual)),
    release: sumKopecks(byDay.map((day) => day.release)),
    withdrawal: sumKopecks(byDay.map((day) => day.withdrawal)),
    reversal: sumKopecks(byDay.map((day) => day.reversal)),
  };
  return {
    available: roubles(balance.available),
    held: roubles(balance.held),
    debt: roubles(balance.debt),
    paidOut: roubles(sums.paid),
    requested: roubles(sums.requested),
    totals,
    days,
  };
}

/** Admins: the school's, or one owner's. */
export function statisticsFor(db: Db, query: BalanceStatisticsQuery): Promise<BalanceStatistics> {
  const owner: Owner | undefined =
    query.adminId !== undefined
      ? { staffId: query.adminId }
      : query.studentId !== undefined
        ? { studentId: query.studentId }
        : undefined;
  return balanceStatistics(db, owner, query);
}
