import { describe, expect, it } from 'vitest';
import { actionLabel, auditValue, changeLines } from './audit-changes';

describe('the log’s changes in Russian', () => {
  it('labels known fields and shows before → after, and a recorded value alone', () => {
    expect(
      changeLines({
        firstName: { from: 'Анна', to: 'Анастасия' },
        isVisible: { from: true, to: false },
        ip: '10.0.0.7',
        somethingNew: { from: null, to: 3 },
      }),
    ).toEqual([
      { field: 'firstName', label: 'Имя', from: 'Анна', to: 'Анастасия' },
      { field: 'isVisible', label: 'Показывать', from: 'да', to: 'нет' },
      { field: 'ip', label: 'IP-адрес', value: '10.0.0.7' },
      { field: 'somethingNew', label: 'somethingNew', from: '—', to: '3' },
    ]);
  });

  it('reads a creation as what the record got and a deletion as what it had', () => {
    expect(changeLines({ title: { from: null, to: 'Весна' }, ip: '10.0.0.7' }, 'news.create')).toEqual([
      { field: 'title', label: 'Заголовок', value: 'Весна' },
      { field: 'ip', label: 'IP-адрес', value: '10.0.0.7' },
    ]);
    expect(changeLines({ name: { from: 'Дизайн', to: null } }, 'direction.delete')).toEqual([
      { field: 'name', label: 'Название', value: 'Дизайн' },
    ]);
    expect(changeLines({ name: { from: null, to: 'Дизайн' } }, 'direction.update')).toEqual([
      { field: 'name', label: 'Название', from: '—', to: 'Дизайн' },
    ]);
  });

  it('shows instants on the school’s clock, lists joined, objects as text and long texts cut', () => {
    expect(auditValue('2026-02-01T20:58:00.000Z')).toBe('1 февр. 2026, 23:58');
    expect(auditValue([1, 2, 3])).toBe('1, 2, 3');
    expect(auditValue({ section: 'staff' })).toBe('{"section":"staff"}');
    const long = auditValue('я'.repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names an action by its own label, its verb, or as stored', () => {
    expect(actionLabel('student.update', 'student')).toBe('Ученики · Изменение');
    expect(actionLabel('payment.refund', 'payment')).toBe('Платежи · Возврат');
    expect(actionLabel('auth.sign-in-failed', 'staff')).toBe('Сотрудники · Неудачный вход');
    expect(actionLabel('seed.balances', 'balance_entries')).toBe('balance_entries · seed.balances');
  });
});
