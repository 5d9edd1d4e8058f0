import { describe, expect, it } from 'vitest';
import { responseTargetFormSchema, toFields, toggleDay } from './response-target-form';

const fields = {
  hours: '2',
  minutes: '30',
  workdayStart: '10:00',
  workdayEnd: '19:00',
  workDays: '1,2,3,4,5',
};

/** The Russian messages of the fields that are wrong, by field. */
function errors(values: Partial<typeof fields>) {
  const parsed = responseTargetFormSchema.safeParse({ ...fields, ...values });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('response target form', () => {
  it('hours and minutes become the minutes the API takes, and back', () => {
    const parsed = responseTargetFormSchema.parse(fields);
    expect(parsed).toEqual({
      responseTargetMinutes: 150,
      workdayStart: '10:00',
      workdayEnd: '19:00',
      workDays: [1, 2, 3, 4, 5],
    });
    expect(toFields(parsed)).toEqual(fields);
  });

  it('says in Russian what is wrong', () => {
    expect(errors({ hours: 'два' })).toEqual({ hours: 'Введите целое число часов' });
    expect(errors({ minutes: '75' })).toEqual({ minutes: 'Введите число минут от 0 до 59' });
    expect(errors({ hours: '0', minutes: '0' })).toEqual({ hours: 'Срок должен быть больше нуля' });
    expect(errors({ workdayStart: '9' })).toEqual({ workdayStart: 'Введите время как ЧЧ:ММ' });
    expect(errors({ workdayEnd: '09:00' })).toEqual({
      workdayEnd: 'Конец рабочего дня должен быть позже начала',
    });
    expect(errors({ workDays: '' })).toEqual({ workDays: 'Выберите хотя бы один рабочий день' });
    expect(errors({ workdayEnd: '24:00' })).toEqual({});
  });

  it('a checkbox adds or removes its day, in week order', () => {
    expect(toggleDay('1,2,5', 3, true)).toBe('1,2,3,5');
    expect(toggleDay('1,2,3', 2, false)).toBe('1,3');
    expect(toggleDay('1', 1, false)).toBe('');
  });
});
