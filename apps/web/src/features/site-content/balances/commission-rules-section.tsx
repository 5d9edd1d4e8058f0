import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { notifyError } from '@/shared/api/notify-error';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { showSuccess } from '@/shared/toast/toast-store';
import { AddCourseRule } from './add-course-rule';
import { useCommissionRules, useSaveCommissionRules } from './balance-settings.api';
import { type DraftRule, draftOf, errorsByRow, ruleLabel } from './commission-rule-draft';
import { FieldMessage } from './field-message';

const t = balancesTexts.earningsSettings;

/** «Правила начислений»: a table; admins edit percent and hold inline, add or remove a course's own rule. */
export function CommissionRulesSection({ canEdit }: { canEdit: boolean }) {
  const rules = useCommissionRules();
  const save = useSaveCommissionRules();
  const [draft, setDraft] = useState<DraftRule[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const baseId = useId();

  useEffect(() => {
    if (rules.data) setDraft(rules.data.items.map(draftOf));
  }, [rules.data]);

  if (rules.isPending || (rules.data && !draft)) return <Skeleton height="12rem" />;
  if (rules.isError || !draft)
    return <LoadFailedState title={t.loadFailed} onRetry={() => rules.refetch()} />;

  const change = (index: number, patch: Partial<DraftRule>) => {
    setDraft(draft.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));
    const field = Object.keys(patch)[0];
    if (field && errors[`${index}.${field}`]) setErrors({ ...errors, [`${index}.${field}`]: '' });
  };
  const remove = (index: number) => {
    setDraft(draft.filter((_, at) => at !== index));
    setErrors({});
  };
  const submit = () => {
    setErrors({});
    save.mutate(
      {
        items: draft.map((rule) => ({
          beneficiary: rule.beneficiary,
          scope: rule.scope,
          courseId: rule.courseId,
          payment: rule.payment,
          percent: rule.percent ?? Number.NaN,
          holdDays: rule.holdDays ?? Number.NaN,
        })),
      },
      {
        onSuccess: () => showSuccess(t.rulesSaved),
        onError: (error) => {
          const byRow = isApiError(error) ? errorsByRow(error.fieldErrors) : {};
          if (Object.keys(byRow).length > 0) setErrors(byRow);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <>
      {draft.length === 0 ? (
        <p className="app-card-hint">{t.empty}</p>
      ) : (
        <div className="earnings-rules__scroll">
          <table className="earnings-rules">
            <thead>
              <tr>
                <th scope="col">{t.beneficiary}</th>
                <th scope="col">{t.scope}</th>
                <th scope="col">{t.payment}</th>
                <th scope="col">{t.percent}</th>
                <th scope="col">{t.holdDays}</th>
                {canEdit && (
                  <th scope="col">
                    <span className="app-visually-hidden">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {draft.map((rule, index) => {
                const label = ruleLabel(rule);
                const percentError = errors[`${index}.percent`];
                const holdError = errors[`${index}.holdDays`];
                const rowError = errors[`${index}.courseId`] || errors[`${index}.scope`];
                const ids = {
                  percent: `${baseId}-p-${index}`,
                  hold: `${baseId}-h-${index}`,
                  row: `${baseId}-r-${index}`,
                };
                return (
                  <tr key={rule.key}>
                    <td>{t.beneficiaryLabels[rule.beneficiary]}</td>
                    <td>
                      {t.scopeLabels[rule.scope]}
                      {rule.scope === 'course' && (
                        <span
                          className={
                            rule.courseId === null ? 'earnings-rules__course-all' : 'earnings-rules__course'
                          }
                        >
                          {rule.courseName ?? t.allCourses}
                        </span>
                      )}
                      <FieldMessage id={ids.row} message={rowError} />
                    </td>
                    <td>{t.paymentLabels[rule.payment]}</td>
                    <td>
                      {canEdit ? (
                        <>
                          <InputNumber
                            value={rule.percent}
                            onValueChange={(event) => change(index, { percent: event.value ?? null })}
                            suffix=" %"
                            locale="ru-RU"
                            maxFractionDigits={2}
                            min={0}
                            max={100}
                            aria-label={t.percentOf(label)}
                            invalid={Boolean(percentError)}
                            aria-invalid={Boolean(percentError)}
                            aria-describedby={percentError ? ids.percent : undefined}
                            inputClassName="earnings-rules__number"
                          />
                          <FieldMessage id={ids.percent} message={percentError} />
                        </>
                      ) : (
                        `${(rule.percent ?? 0).toLocaleString('ru-RU')} %`
                      )}
                    </td>
                    <td>
                      {canEdit ? (
                        <>
                          <InputNumber
                            value={rule.holdDays}
                            onValueChange={(event) => change(index, { holdDays: event.value ?? null })}
                            locale="ru-RU"
                            useGrouping={false}
                            maxFractionDigits={0}
                            min={0}
                            max={365}
                            aria-label={t.holdDaysOf(label)}
                            invalid={Boolean(holdError)}
                            aria-invalid={Boolean(holdError)}
                            aria-describedby={holdError ? ids.hold : undefined}
                            inputClassName="earnings-rules__number"
                          />
                          <FieldMessage id={ids.hold} message={holdError} />
                        </>
                      ) : (
                        rule.holdDays
                      )}
                    </td>
                    {canEdit && (
                      <td className="earnings-rules__actions">
                        {rule.courseId !== null && (
                          <Button
                            type="button"
                            icon="pi pi-trash"
                            text
                            rounded
                            severity="danger"
                            aria-label={t.removeRule(label)}
                            onClick={() => remove(index)}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && (
        <>
          {adding ? (
            <AddCourseRule
              onCancel={() => setAdding(false)}
              onAdd={(rule) => {
                setDraft([...draft, rule]);
                setAdding(false);
              }}
              defaults={draft}
            />
          ) : null}
          <div className="earnings-settings__actions">
            {!adding && (
              <Button
                type="button"
                label={t.addCourseRule}
                icon="pi pi-plus"
                outlined
                onClick={() => setAdding(true)}
              />
            )}
            <Button
              type="button"
              label={t.save}
              icon="pi pi-check"
              loading={save.isPending}
              onClick={submit}
            />
          </div>
        </>
      )}
    </>
  );
}
