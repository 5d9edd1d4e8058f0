import type { OwnDashboard, SchoolDashboard } from '@school/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { eventLine, ownMoneyCards, ownWaitingCards, salesCards, schoolWaitingCards } from './dashboard-cards';

const period: SchoolDashboard['periods'][number] = {
  period: 'week',
  dateFrom: '2026-11-22',
  dateTo: '2026-11-28',
  previousFrom: '2026-11-15',
  previousTo: '2026-11-21',
  revenue: { current: '1120.00', previous: '1000.00' },
  firstPayments: { current: 3, previous: 2 },
  firstPaymentsSum: { current: '900.00', previous: '1000.00' },
  renewals: { current: 1, previous: 0 },
  renewalsSum: { current: '220.00', previous: '0.00' },
  refunds: { current: 0, previous: 0 },
  refundsSum: { current: '0.00', previous: '0.00' },
  signups: { current: 7, previous: 7 },
};

const school: SchoolDashboard = {
  scope: 'school',
  periods: [period],
  queues: [{ kind: 'training', new: 4, overdue: 2 }],
  questionsWaiting: 0,
  withdrawalsRequested: 3,
  coursesInReview: 1,
  staleAttempts: { count: 5, hours: 24, before: '2026-11-27T09:00:00.000Z' },
  events: [],
};

describe('«Главная» cards', () => {
  it('open the statistics for the same days, with the change against the days before', () => {
    const cards = salesCards(period);
    expect(cards.map((card) => card.label)).toEqual([
      'Выручка',
      'Первые оплаты',
      'Автосписания',
      'Возвраты',
      'Регистрации',
    ]);
    expect(cards[0]).toMatchObject({
      value: '1\u00a0120\u00a0₽',
      to: '/payments-statistics?dateFrom=2026-11-22&dateTo=2026-11-28',
      change: { current: '1120.00', previous: '1000.00', kind: 'money' },
    });
    expect(cards[4]!.to).toBe('/users?dateFrom=2026-11-22&dateTo=2026-11-28');
  });

  it('open each waiting list filtered to what the card counts', () => {
    const byLabel = Object.fromEntries(schoolWaitingCards(school).map((card) => [card.label, card]));
    expect(byLabel['Заявки на обучение: новые']).toMatchObject({
      value: '4',
      to: '/applications-for-training?status=new',
      tone: 'warning',
    });
    expect(byLabel['Заявки на обучение: просрочены']).toMatchObject({
      to: '/applications-for-training?overdue=true',
      tone: 'danger',
    });
    expect(byLabel['Вопросы без ответа']).toMatchObject({ value: '0', tone: undefined });
    expect(byLabel['Курсы на проверке']!.to).toBe('/courses?status=1');
    expect(byLabel['Попытки покупки дольше 24 ч']!.to).toBe(
      '/sales?status=new&createdBefore=2026-11-27T09%3A00%3A00.000Z',
    );
  });

  it('give curators their own lists and money', () => {
    const own: OwnDashboard = {
      scope: 'own',
      staffId: 9,
      sales: { dateFrom: '2026-10-30', dateTo: '2026-11-28', count: 2, sum: '3000.00' },
      queues: [{ kind: 'service', new: 1, overdue: 0 }],
      questionsWaiting: 2,
      balance: {
        available: '500.00',
        held: '300.00',
        nextReleaseAt: '2026-12-01T09:00:00.000Z',
        nextReleaseAmount: '300.00',
      },
      withdrawalsOpen: { count: 1, sum: '200.00' },
    };
    const waiting = ownWaitingCards(own);
    expect(waiting[0]).toMatchObject({
      value: '3\u00a0000\u00a0₽',
      detail: '2 оплаты',
      to: '/profile/sales-courses?dateFrom=2026-10-30&dateTo=2026-11-28',
    });
    expect(waiting[1]!.to).toBe('/profile/applications?kind=service&status=new');
    const money = ownMoneyCards(own);
    expect(money[1]!.detail).toMatch(/^300\u00a0₽ станут доступны 1 дек\. 2026, \d\d:00$/);
    expect(money[2]).toMatchObject({ value: '1', detail: 'На сумму 200\u00a0₽', to: '/earnings' });
  });

  it('link each event to its record', () => {
    const base = { at: '2026-11-28T08:00:00.000Z', amount: null, studentId: 4, queue: null };
    expect(eventLine({ ...base, kind: 'signup', id: 4, name: 'Иванова Анна', subject: '' })).toMatchObject({
      text: 'Регистрация: Иванова Анна',
      to: '/users/4',
    });
    expect(
      eventLine({ ...base, kind: 'application', id: 12, name: 'Пётр', subject: 'Курс', queue: 'marketplace' })
        .to,
    ).toBe('/applications-marketplace/12');
    expect(
      eventLine({ ...base, kind: 'payment', id: 8, name: 'Иванова Анна', subject: 'Клуб', amount: '990.00' }),
    ).toMatchObject({ text: 'Иванова Анна оплатил(а) «Клуб» · 990\u00a0₽', to: '/sales/8' });
  });
});
