import type { Application } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { type BoardColumnData, countsAfterMove, movedCard, withCard, withoutCard } from './board-cache';

function app(id: number, createdAt: string, overrides: Partial<Application> = {}): Application {
  return {
    id,
    kind: 'training',
    status: 'new',
    studentId: null,
    name: `Заявитель ${id}`,
    email: null,
    phone: null,
    serviceId: null,
    courseId: 1,
    targetTitle: 'Курс',
    message: '',
    assignee: null,
    comment: null,
    source: 'site',
    createdAt,
    updatedAt: createdAt,
    firstResponseAt: null,
    responseDueAt: createdAt,
    overdue: false,
    respondedLate: false,
    ...overrides,
  };
}

const column = (items: Application[], total = items.length): BoardColumnData => ({
  pages: [{ items, total, totalExact: true }],
  pageParams: [0],
});

describe('board cache', () => {
  it('a moved card lands where the newest-first order puts it, and the totals follow', () => {
    const data = column([app(3, '2026-03-03'), app(1, '2026-03-01')]);
    const moved = withCard(data, app(2, '2026-03-02'), 'createdAt:desc');
    expect(moved.pages[0]!.items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(moved.pages[0]!.total).toBe(3);
    const back = withoutCard(moved, 2);
    expect(back.pages[0]!.items.map((item) => item.id)).toEqual([3, 1]);
    expect(back.pages[0]!.total).toBe(2);
  });

  it('a card past the loaded ones waits for «Показать ещё» instead of jumping to the end', () => {
    const data = column([app(3, '2026-03-03')], 40);
    expect(withCard(data, app(1, '2026-03-01'), undefined).pages[0]!.items.map((i) => i.id)).toEqual([3]);
    const all = column([app(3, '2026-03-03')]);
    expect(withCard(all, app(1, '2026-03-01'), undefined).pages[0]!.items.map((i) => i.id)).toEqual([3, 1]);
  });

  it('the first move away from «new» answers an overdue application: the overdue count drops', () => {
    const waiting = app(5, '2026-03-01T10:00:00Z', { overdue: true });
    const card = movedCard(waiting, 'inProgress', new Date('2026-03-02T10:00:00Z'));
    expect(card).toMatchObject({ status: 'inProgress', overdue: false, respondedLate: true });
    expect(card.firstResponseAt).toBe('2026-03-02T10:00:00.000Z');
    const counts = { counts: { new: 4, inProgress: 1, rejection: 0, paid: 2 }, total: 7, overdue: 3 };
    expect(countsAfterMove(counts, waiting, 'inProgress')).toEqual({
      counts: { new: 3, inProgress: 2, rejection: 0, paid: 2 },
      total: 7,
      overdue: 2,
    });
  });
});
