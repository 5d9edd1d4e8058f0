import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTable } from '@/shared/lists/list-table';
import { useListState } from '@/shared/lists/use-list-state';
import { renderRoutes } from '@/test/render';
import { courseListItem } from './courses.fixtures';
import { COURSES_LIST, courseColumns } from './courses.list';

/** The list request: still running while there are no items yet, settled once they are here. */
const request = (fetching: boolean) => ({ isError: false, isFetching: fetching, refetch: () => undefined });

function Table({ items }: { items: ReturnType<typeof courseListItem>[] | undefined }) {
  const list = useListState(COURSES_LIST.url);
  return (
    <ListTable
      list={list}
      items={items}
      total={items?.length}
      request={request(items === undefined)}
      columns={courseColumns}
      label="Курсы"
      empty={{ title: 'Курсов пока нет', hint: 'Создайте первый курс.' }}
    />
  );
}

describe('course columns in the list table', () => {
  it('words lesson counts with the plural helper and strikes the old price through', async () => {
    const items = [
      courseListItem({ id: 1, name: 'Один', lessonCount: 1 }),
      courseListItem({ id: 2, name: 'Три', lessonCount: 3 }),
      courseListItem({ id: 3, name: 'Одиннадцать', lessonCount: 11, cost: 1000, costBeforeDiscount: 1000 }),
    ];
    renderRoutes(<Table items={items} />);
    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
    expect(within(await row('Один')).getByText('1 урок')).toBeTruthy();
    expect(within(await row('Три')).getByText('3 урока')).toBeTruthy();
    const eleven = await row('Одиннадцать');
    expect(within(eleven).getByText('11 уроков')).toBeTruthy();
    expect(eleven.querySelector('s')).toBeNull();
    expect((await row('Один')).querySelector('s')?.textContent).toBe('19\u00a0900\u00a0₽');
    expect(within(await row('Один')).getByText('Черновик')).toBeTruthy();
  });

  it('shows skeleton rows while loading and says what to do when empty', async () => {
    const { unmount, container } = renderRoutes(<Table items={undefined} />);
    await screen.findByRole('table');
    expect(container.querySelectorAll('tbody .p-skeleton').length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    renderRoutes(<Table items={[]} />);
    expect(await screen.findByText('Курсов пока нет')).toBeTruthy();
    expect(screen.getByText('Создайте первый курс.')).toBeTruthy();
  });
});
