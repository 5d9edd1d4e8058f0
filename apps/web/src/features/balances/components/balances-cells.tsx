import { formatDate, formatMoney, SCHOOL_TIME_ZONE, type TagSeverity, toKopecks } from '@school/contracts';
import type { WithdrawalStatus } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { StatusTag } from '@/shared/ui/status-tag';

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/** The day on the school's clock with the time under it. */
export function DateTimeCell({ at }: { at: string }) {
  return (
    <span className="flex flex-column">
      <span>{formatDate(at, SCHOOL_TIME_ZONE)}</span>
      <small className="text-color-secondary">{moscowTime.format(new Date(at))}</small>
    </span>
  );
}

/** A signed ledger amount: «+1 500 ₽» (bold) coming in, «−3 000 ₽» going out. */
export function SignedAmount({ value }: { value: number }) {
  const kopecks = toKopecks(value);
  const sign = kopecks > 0 ? '+' : kopecks < 0 ? '−' : '';
  return (
    <span className={`earnings__amount${kopecks > 0 ? ' earnings__amount--in' : ''}`}>
      {sign}
      {formatMoney(Math.abs(kopecks) / 100)}
    </span>
  );
}

const WITHDRAWAL_SEVERITY: Record<WithdrawalStatus, TagSeverity> = {
  requested: 'warning',
  paid: 'success',
  rejected: 'danger',
};

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return (
    <StatusTag
      status={status}
      labels={balancesTexts.balances.statusLabels}
      severities={WITHDRAWAL_SEVERITY}
    />
  );
}
