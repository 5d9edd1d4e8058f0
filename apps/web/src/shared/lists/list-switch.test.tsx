import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { ListSwitch } from './list-switch';
import type { ListConfig } from './list-url';
import { useListState } from './use-list-state';

const LIST: ListConfig<'author'> = { filters: ['author'] };
const OPTIONS = [
  { value: 'all', label: 'Все' },
  { value: 'mine', label: 'Мои' },
] as const;

function Scope() {
  const list = useListState(LIST);
  return <ListSwitch list={list} name="author" label="Чьи" options={OPTIONS} byDefault="all" />;
}

describe('ListSwitch', () => {
  it('writes a choice to the URL, leaves the default out, and stays when the chosen one is clicked', async () => {
    const { router } = renderRoutes(<Scope />, '/?page=2');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Мои' }));
    expect(router.state.location.search).toBe('?author=mine');
    await user.click(screen.getByRole('button', { name: 'Мои' }));
    expect(router.state.location.search).toBe('?author=mine');
    expect(screen.getByRole('button', { name: 'Мои' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Все' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the choice the URL holds', () => {
    renderRoutes(<Scope />, '/?author=mine');
    expect(screen.getByRole('button', { name: 'Мои' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the default when the URL holds what it does not offer', () => {
    renderRoutes(<Scope />, '/?author=someone');
    expect(screen.getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true');
  });
});
