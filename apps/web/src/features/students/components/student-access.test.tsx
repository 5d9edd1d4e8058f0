import { formatMoney } from '@school/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { purchasedCourse } from '../students.fixtures';
import { StudentAccessList } from './student-access';

describe('StudentAccessList', () => {
  it('lists each access with its source, who gave it, its price and a remove button', async () => {
    const onRemove = vi.fn();
    const manual = purchasedCourse({
      courseId: 9,
      name: 'Продвинутый TypeScript',
      source: 'manual',
      cost: 1234.5,
      grantedBy: { id: 1, firstName: 'Ольга', lastName: 'Смирнова' },
    });
    renderRoutes(<StudentAccessList items={[purchasedCourse(), manual]} onRemove={onRemove} />);

    const list = await screen.findByRole('list', { name: 'Доступ к курсам' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Основы React' }).getAttribute('href')).toBe(
      '/courses/3',
    );
    expect(within(rows[0]!).getByText('Покупка')).toBeTruthy();
    expect(within(rows[1]!).getByText('Выдан вручную')).toBeTruthy();
    expect(within(rows[1]!).getByText('выдал Смирнова Ольга')).toBeTruthy();
    expect(rows[1]!.textContent).toContain(formatMoney(1234.5));

    within(rows[1]!).getByRole('button', { name: 'Удалить с курса: Продвинутый TypeScript' }).click();
    expect(onRemove).toHaveBeenCalledWith(manual);
  });

  it('says so when there is no access', async () => {
    renderRoutes(<StudentAccessList items={[]} onRemove={vi.fn()} />);
    expect(await screen.findByText('Доступа к курсам пока нет.')).toBeTruthy();
  });
});
