import type {
  CommissionBeneficiary,
  CommissionPayment,
  CommissionRule,
  CommissionScope,
} from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import type { FieldError } from '@/shared/api/api-error';

const t = balancesTexts.earningsSettings;

/** A commission rule as edited on /settings-earnings: numbers may be empty until saved. */
export type DraftRule = {
  key: string;
  beneficiary: CommissionBeneficiary;
  scope: CommissionScope;
  courseId: number | null;
  courseName: string | null;
  payment: CommissionPayment;
  percent: number | null;
  holdDays: number | null;
};

let nextKey = 0;
/** A key for a rule added in this session (saved rules use their id). */
export function newDraftKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export const draftOf = (rule: CommissionRule): DraftRule => ({ ...rule, key: `rule-${rule.id}` });
export const ruleLabel = (rule: DraftRule) =>
  [
    t.beneficiaryLabels[rule.beneficiary],
    rule.scope === 'course'
      ? `${t.scopeLabels.course} ${rule.courseName ?? t.allCourses}`
      : t.scopeLabels.subscription,
    t.paymentLabels[rule.payment],
  ].join(', ');

/** `items.2.percent` → { '2.percent': message }. */
export function errorsByRow(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(error.path);
    if (match) out[`${match[1]}.${match[2]}`] = error.message;
  }
  return out;
}
