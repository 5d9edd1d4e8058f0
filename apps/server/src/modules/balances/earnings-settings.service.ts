import type {
  CommissionRulesBody,
  CommissionRulesResponse,
  EarningsSettings,
  EarningsSettingsBody,
} from '@school/contracts/balances';
import { COMMISSION_MESSAGES, commissionRulesBodySchema } from '@school/contracts/balances';
import type { Db } from '../../db/types';
import { AppError } from '../../http-errors';
import { audit } from '../audit';
import {
  deleteCommissionRules,
  findCommissionRulesWithCourses,
  findEarningsSettings,
  findExistingCourseIds,
  insertCommissionRule,
  lockCommissionRules,
  saveMinWithdrawal,
  updateCommissionRule,
} from './earnings-settings.repository';
import { moneyText } from './ledger.service';

/** The payout settings' one row (id 1); the default minimum when it is missing. */
export const DEFAULT_MIN_WITHDRAWAL = 3000;

export async function readEarningsSettings(db: Db): Promise<EarningsSettings> {
  const row = await findEarningsSettings(db);
  return row
    ? { minWithdrawal: Number(row.minWithdrawal), updatedAt: row.updatedAt.toISOString() }
    : { minWithdrawal: DEFAULT_MIN_WITHDRAWAL, updatedAt: null };
}

export async function updateEarningsSettings(
  db: Db,
  actorId: number,
  body: EarningsSettingsBody,
): Promise<EarningsSettings> {
  await db.transaction(async (tx) => {
    const before = await readEarningsSettings(tx);
    const minWithdrawal = moneyText(body.minWithdrawal);
    await saveMinWithdrawal(tx, minWithdrawal, actorId);
    await audit.changed(
      tx,
      actorId,
      { entity: 'commission-rules', action: 'earnings-settings' },
      null,
      { minWithdrawal: before.minWithdrawal },
      { minWithdrawal: body.minWithdrawal },
    );
  });
  return readEarningsSettings(db);
}

export async function listCommissionRules(db: Db): Promise<CommissionRulesResponse> {
  const rows = await findCommissionRulesWithCourses(db);
  return {
    items: rows.map((row) => ({ ...row, courseName: row.courseName ?? null, percent: Number(row.percent) })),
  };
}

const keyOf = (rule: { beneficiary: string; scope: string; payment: string; courseId: number | null }) =>
  `${rule.beneficiary}|${rule.scope}|${rule.payment}|${rule.courseId ?? 0}`;

/**
 * The whole set replaces the rules: a rule of the same key (beneficiary, scope, payment, course) keeps its id,
 * new keys are added, missing ones deleted. Past accruals never change (they hold amounts, not rules).
 */
export async function replaceCommissionRules(
  db: Db,
  actorId: number,
  input: CommissionRulesBody,
): Promise<CommissionRulesResponse> {
  const { items } = commissionRulesBodySchema.parse(input);
  const courseIds = [...new Set(items.flatMap((rule) => (rule.courseId === null ? [] : [rule.courseId])))];
  const known = await findExistingCourseIds(db, courseIds);
  const missing = items.flatMap((rule, index) =>
    rule.courseId !== null && !known.has(rule.courseId)
      ? [{ path: `items.${index}.courseId`, message: COMMISSION_MESSAGES.courseNotFound }]
      : [],
  );
  if (missing.length > 0)
    throw new AppError(400, missing[0]?.message ?? COMMISSION_MESSAGES.courseNotFound, missing);

  await db.transaction(async (tx) => {
    const existing = await lockCommissionRules(tx);
    const byKey = new Map(existing.map((rule) => [keyOf(rule), rule]));
    const kept = new Set<number>();
    for (const rule of items) {
      const values = { percent: String(rule.percent), holdDays: rule.holdDays };
      const found = byKey.get(keyOf(rule));
      if (found) {
        kept.add(found.id);
        if (Number(found.percent) !== rule.percent || found.holdDays !== rule.holdDays)
          await updateCommissionRule(tx, found.id, values);
      } else {
        await insertCommissionRule(tx, {
          beneficiary: rule.beneficiary,
          scope: rule.scope,
          courseId: rule.courseId,
          payment: rule.payment,
          ...values,
        });
      }
    }
    const removed = existing.filter((rule) => !kept.has(rule.id)).map((rule) => rule.id);
    await deleteCommissionRules(tx, removed);
    await audit.record(tx, {
      actorId,
      action: 'commission-rules.replace',
      entity: 'commission-rules',
      entityId: null,
      changes: {
        before: existing.map((rule) => ({ ...rule, createdAt: undefined, updatedAt: undefined })),
        after: items,
      },
    });
  });
  return listCommissionRules(db);
}
