import { formatMoney, toKopecks } from '@school/contracts';

type MoneyCellProps = {
  value: number | null | undefined;
  /** The price before a discount: shown struck through when it is higher. */
  before?: number | null;
};

/** Money in a table: right-aligned `1 234,50 ₽`, an old price struck through above a discounted one. */
export function MoneyCell({ value, before }: MoneyCellProps) {
  const discounted = before != null && value != null && toKopecks(before) > toKopecks(value);
  return (
    <span className="app-money">
      {discounted && <s className="app-money__before">{formatMoney(before)}</s>}
      <span>{formatMoney(value)}</span>
    </span>
  );
}
