import { formatMoney } from '@school/contracts';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { notifyError } from '@/shared/api/notify-error';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { showSuccess } from '@/shared/toast/toast-store';
import { useEarningsSettings, useSaveEarningsSettings } from './earnings-settings.api';
import { FieldMessage } from './field-message';

const t = balancesTexts.earningsSettings;

/** «Минимальная сумма вывода»: an amount in ₽ with «Сохранить» (admins), or the figure (others). */
export function MinWithdrawalSection({ canEdit }: { canEdit: boolean }) {
  const settings = useEarningsSettings();
  const save = useSaveEarningsSettings();
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { minWithdrawal: value ?? 0 },
      {
        onSuccess: () => showSuccess(t.minSaved),
        onError: (failure) => {
          const field = isApiError(failure)
            ? failure.fieldErrors.find((item) => item.path === 'minWithdrawal')
            : undefined;
          if (field) setError(field.message);
          else notifyError(failure);
        },
      },
    );
  };
  return (
    <form className="earnings-min" onSubmit={submit} noValidate>
      <div className="app-field">
        <label htmlFor={`${id}-min`}>{t.minLabel}</label>
        <InputNumber
          inputId={`${id}-min`}
          value={value}
          onValueChange={(event) => {
            setValue(event.value ?? null);
            setError(undefined);
          }}
          mode="currency"
          currency="RUB"
          locale="ru-RU"
          maxFractionDigits={2}
          min={0}
          invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldMessage id={`${id}-error`} message={error} />
      </div>
      <Button type="submit" label={t.save} icon="pi pi-check" loading={save.isPending} />
    </form>
  );
}
