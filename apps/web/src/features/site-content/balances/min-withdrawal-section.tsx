import { formatMoney } from '@school/contracts';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { notifyError } from '@/shared/api/notify-error';
import { MoneyField } from '@/shared/forms/money-field';
import type { FieldBinding } from '@/shared/forms/use-zod-form';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { showSuccess } from '@/shared/toast/toast-store';
import { useBalanceSettings, useSaveBalanceSettings } from './balance-settings.api';

const t = balancesTexts.earningsSettings;

/** «Минимальная сумма вывода»: an amount in ₽ with «Сохранить» (admins), or the figure (others). */
export function MinWithdrawalSection({ canEdit }: { canEdit: boolean }) {
  const settings = useBalanceSettings();
  const save = useSaveBalanceSettings();
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  useEffect(() => {
    if (settings.data) setValue(settings.data.minWithdrawal);
  }, [settings.data]);

  if (settings.isPending) return <Skeleton height="3rem" width="16rem" />;
  if (settings.isError) return <LoadFailedState title={t.loadFailed} onRetry={() => settings.refetch()} />;
  if (!canEdit)
    return <p className="earnings-settings__figure">{formatMoney(settings.data.minWithdrawal)}</p>;

  const field: FieldBinding = {
    id: `${id}-min`,
    name: 'minWithdrawal',
    value: value == null ? '' : String(value),
    error,
    onChange: (next) => {
      setValue(next === '' ? null : Number(next));
      setError(undefined);
    },
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { minWithdrawal: value ?? 0 },
      {
        onSuccess: () => showSuccess(t.minSaved),
        onError: (failure) => {
          const refused = isApiError(failure)
            ? failure.fieldErrors.find((item) => item.path === 'minWithdrawal')
            : undefined;
          if (refused) setError(refused.message);
          else notifyError(failure);
        },
      },
    );
  };
  return (
    <form className="earnings-min" onSubmit={submit} noValidate>
      <MoneyField field={field} label={t.minLabel} kopecks inline />
      <Button type="submit" label={t.save} icon="pi pi-check" loading={save.isPending} />
    </form>
  );
}
