import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { EditDeleteActions } from './edit-delete-actions';

describe('EditDeleteActions', () => {
  it('names both buttons after the card; delete is red and spins while its call runs', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderRoutes(<EditDeleteActions name="Вебинар" onEdit={onEdit} onDelete={onDelete} deleting={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить: Вебинар' }));
    const remove = screen.getByRole('button', { name: 'Удалить: Вебинар' });
    expect(remove.classList.contains('p-button-danger')).toBe(true);
    await userEvent.click(remove);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
