import { formatMoney, isAdminRole } from '@school/contracts';
import type {
  CommissionBeneficiary,
  CommissionPayment,
  CommissionRule,
  CommissionScope,
} from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useId, useState } from 'react';
import { type FieldError, isApiError } from '@/shared/api/api-error';
import { notifyError } from '@/shared/api/notify-error';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { getRole } from '@/shared/session/session';
import { showSuccess } from '@/shared/toast/toast-store';
import {
  useCommissionRules,
  useEarningsSettings,
  useRuleCourseOptions,
  useSaveCommissionRules,
  useSaveEarningsSettings,
} from './earnings-settings.api';
import './earnings-settings.css';

const t = balancesTexts.earningsSettings;

type DraftRule = {
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
const draftOf = (rule: CommissionRule): DraftRule => ({ ...rule, key: `rule-${rule.id}` });
const ruleLabel = (rule: DraftRule) =>
  [
    t.beneficiaryLabels[rule.beneficiary],
    rule.scope === 'course'
      ? `${t.scopeLabels.course} ${rule.courseName ?? t.allCourses}`
      : t.scopeLabels.subscription,
    t.paymentLabels[rule.payment],
  ].join(', ');

/** `items.2.percent` → { '2.percent': message }. */
function errorsByRow(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(error.path);
    if (match) out[`${match[1]}.${match[2]}`] = error.message;
  }
  return out;
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <small id={id} className="p-error app-field__error">
      {message}
    </small>
  ) : null;
}

/** «Правила начислений»: a table; admins edit percent and hold inline, add or remove a course's own rule. */
function CommissionRulesSection({ canEdit }: { canEdit: boolean }) {
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

/** Picks a course, who earns and which payment; the new rule starts from the default's percent and hold. */
function AddCourseRule({
  onAdd,
  onCancel,
  defaults,
}: {
  onAdd: (rule: DraftRule) => void;
  onCancel: () => void;
  defaults: DraftRule[];
}) {
  const [search, setSearch] = useState('');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [beneficiary, setBeneficiary] = useState<CommissionBeneficiary>('author');
  const [payment, setPayment] = useState<CommissionPayment>('first');
  const courses = useRuleCourseOptions(search, true);
  const id = useId();
  const options = (courses.data ?? []).map((course) => ({ label: course.name, value: course.id }));
  const add = () => {
    const course = options.find((option) => option.value === courseId);
    if (!course) return;
    const base = defaults.find(
      (rule) =>
        rule.beneficiary === beneficiary &&
        rule.scope === 'course' &&
        rule.payment === payment &&
        rule.courseId === null,
    );
    nextKey += 1;
    onAdd({
      key: `new-${nextKey}`,
      beneficiary,
      scope: 'course',
      courseId: course.value,
      courseName: course.label,
      payment,
      percent: base?.percent ?? 0,
      holdDays: base?.holdDays ?? 14,
    });
  };
  return (
    <fieldset className="earnings-add">
      <legend className="earnings-add__title">{t.addCourseRuleTitle}</legend>
      <div className="app-field">
        <label htmlFor={`${id}-course`}>{t.course}</label>
        <Dropdown
          inputId={`${id}-course`}
          value={courseId}
          options={options}
          onChange={(event) => setCourseId(event.value as number)}
          filter
          onFilter={(event) => setSearch(event.filter)}
          placeholder={t.coursePlaceholder}
          className="w-full"
        />
      </div>
      <div className="app-field">
        <label htmlFor={`${id}-who`}>{t.beneficiary}</label>
        <Dropdown
          inputId={`${id}-who`}
          value={beneficiary}
          options={(['author', 'referrer'] as const).map((value) => ({
            value,
            label: t.beneficiaryLabels[value],
          }))}
          onChange={(event) => setBeneficiary(event.value as CommissionBeneficiary)}
        />
      </div>
      <div className="app-field">
        <label htmlFor={`${id}-payment`}>{t.payment}</label>
        <Dropdown
          inputId={`${id}-payment`}
          value={payment}
          options={(['first', 'repeat'] as const).map((value) => ({ value, label: t.paymentLabels[value] }))}
          onChange={(event) => setPayment(event.value as CommissionPayment)}
        />
      </div>
      <div className="earnings-add__buttons">
        <Button type="button" label={t.cancel} text onClick={onCancel} />
        <Button type="button" label={t.add} icon="pi pi-plus" disabled={courseId === null} onClick={add} />
      </div>
    </fieldset>
  );
}

/** «Минимальная сумма вывода»: an amount in ₽ with «Сохранить» (admins), or the figure (others). */
function MinWithdrawalSection({ canEdit }: { canEdit: boolean }) {
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

/** /settings-earnings: the commission rules and the payout minimum; curators and speakers read them. */
export function EarningsSettingsPanel() {
  const canEdit = isAdminRole(getRole());
  return (
    <>
      <section className="card earnings-settings" aria-labelledby="earnings-rules-title">
        <h2 id="earnings-rules-title" className="app-card-title">
          {t.rulesTitle}
        </h2>
        <p className="app-card-hint">{canEdit ? t.rulesHint : t.rulesReadOnlyHint}</p>
        <CommissionRulesSection canEdit={canEdit} />
      </section>
      <section className="card earnings-settings" aria-labelledby="earnings-min-title">
        <h2 id="earnings-min-title" className="app-card-title">
          {t.minTitle}
        </h2>
        <p className="app-card-hint">{t.minHint}</p>
        <MinWithdrawalSection canEdit={canEdit} />
      </section>
    </>
  );
}
