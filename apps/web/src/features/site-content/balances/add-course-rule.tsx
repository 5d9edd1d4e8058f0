import type { CommissionBeneficiary, CommissionPayment } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useRuleCourseOptions } from './balance-settings.api';
import { type DraftRule, newDraftKey } from './commission-rule-draft';

const t = balancesTexts.earningsSettings;

/** Picks a course, who earns and which payment; the new rule starts from the default's percent and hold. */
export function AddCourseRule({
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
    onAdd({
      key: newDraftKey(),
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
