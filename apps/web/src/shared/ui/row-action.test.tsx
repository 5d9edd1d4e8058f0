import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { RowAction, RowActionLink } from './row-action';

describe('RowAction', () => {
  it('is an icon button named by its action and what it acts on; a click acts', async () => {
    const onClick = vi.fn();
    renderRoutes(
      <RowAction icon="pi-trash" label="Удалить" name="Курс 1" severity="danger" onClick={onClick} />,
    );
    const button = await screen.findByRole('button', { name: 'Удалить: Курс 1' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent?.trim()).toBe('');
    expect(button.querySelector('.pi-trash')).not.toBeNull();
    expect(button.classList.contains('p-button-danger')).toBe(true);
    expect(button.classList.contains('p-button-rounded')).toBe(true);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled or loading, it does not act; loading spins', async () => {
    const onClick = vi.fn();
    renderRoutes(
      <>
        <RowAction icon="pi-pencil" label="Изменить" name="А" disabled onClick={onClick} />
        <RowAction icon="pi-lock" label="Заблокировать" name="Б" loading onClick={onClick} />
      </>,
    );
    const disabled = (await screen.findByRole('button', { name: 'Изменить: А' })) as HTMLButtonElement;
    const loading = screen.getByRole('button', { name: 'Заблокировать: Б' }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    expect(loading.disabled).toBe(true);
    expect(loading.classList.contains('p-button-loading')).toBe(true);
    fireEvent.click(disabled);
    fireEvent.click(loading);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with `tooltip`, hovering shows the action in words; without, no tooltip', async () => {
    renderRoutes(
      <>
        <RowAction icon="pi-key" label="Задать пароль" name="А" tooltip onClick={() => {}} />
        <RowAction icon="pi-trash" label="Удалить" name="А" onClick={() => {}} />
      </>,
    );
    fireEvent.mouseEnter(await screen.findByRole('button', { name: 'Удалить: А' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Задать пароль: А' }));
    // PrimeReact's tooltip is aria-hidden (the name already says it): found by its class, after the delay.
    const tooltips = () => [...document.querySelectorAll('.p-tooltip')].map((tip) => tip.textContent);
    await waitFor(() => expect(tooltips()).toEqual(['Задать пароль']), { timeout: 2000 });
  });
});

describe('RowActionLink', () => {
  it('opens the row as a real link with the same look and name', async () => {
    renderRoutes(<RowActionLink icon="pi-arrow-right" label="Открыть" name="Петров Пётр" to="/users/7" />);
    const link = await screen.findByRole('link', { name: 'Открыть: Петров Пётр' });
    expect(link.getAttribute('href')).toBe('/users/7');
    expect(link.classList.contains('p-button-icon-only')).toBe(true);
  });
});
