import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('× empties the box and tells the list at once, without waiting for the typing pause', async () => {
    const onSearch = vi.fn();
    render(<SearchInput value="иванов" onSearch={onSearch} delayMs={60_000} />);
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    expect((box as HTMLInputElement).value).toBe('иванов');

    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Очистить поиск' })).toBeNull();
  });

  it('× right after a search was sent clears it, though the page has not shown that search yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    // The URL changes before the page renders it: `value` is still '' when the × is pressed.
    render(<SearchInput value="" onSearch={onSearch} delayMs={400} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'admin');
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenLastCalledWith('admin');

    await user.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    vi.useRealTimers();
  });

  it('leaving the box sends the typed search at once, and only once', async () => {
    const onSearch = vi.fn();
    render(
      <>
        <SearchInput value="" onSearch={onSearch} delayMs={60_000} />
        <a href="#profile">Профиль</a>
      </>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Куратор');
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Профиль' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Куратор');
    await userEvent.tab();
    expect(onSearch).toHaveBeenCalledOnce();
  });
});
