import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavBadgesContext } from '@/shared/ui/nav-badges';
import { renderRoutes } from '@/test/render';
import { ProfileTabBar } from './profile-tab-bar';

/** A strip 800 px wide holding 1,400 px of tabs, scrolled `left` px from its start. */
function layOut(left: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1400);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(left);
  const scrollBy = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
  return scrollBy;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
});

const open = (path: string) =>
  renderRoutes(
    [
      {
        path: '/profile/*',
        element: (
          <NavBadgesContext.Provider
            value={{ '/profile/questions': { count: 12, label: 'Вопросы ждут ответа: 12' } }}
          >
            <ProfileTabBar />
          </NavBadgesContext.Provider>
        ),
      },
    ],
    path,
  );

describe('ProfileTabBar', () => {
  it('offers an arrow towards the tabs that do not fit, and scrolls by it (issue 29, item 6)', async () => {
    const scrollBy = layOut(0);
    open('/profile/courses');
    const forward = await screen.findByRole('button', { name: 'Прокрутить вкладки вперёд' });
    expect(
      (screen.getByRole('button', { name: 'Прокрутить вкладки назад' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(forward);
    expect(scrollBy).toHaveBeenCalledWith({ left: 640, behavior: 'smooth' });
  });

  it('offers the way back at the end of the strip, and no arrow when everything fits', async () => {
    layOut(600);
    const { unmount } = open('/profile/earnings');
    const back = (await screen.findByRole('button', {
      name: 'Прокрутить вкладки назад',
    })) as HTMLButtonElement;
    expect(back.disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Прокрутить вкладки вперёд' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    unmount();
    vi.restoreAllMocks();
    open('/profile/courses');
    await screen.findByRole('link', { name: 'Мои курсы' });
    expect(screen.queryByRole('button', { name: /Прокрутить вкладки/ })).toBeNull();
  });

  it('says what the count on «Вопросы» means, to the eye as a tooltip and to a screen reader', async () => {
    layOut(0);
    open('/profile/courses');
    const tab = await screen.findByRole('link', { name: /Вопросы/ });
    expect(tab.textContent).toContain('Вопросы ждут ответа: 12');
    expect(within(tab).getByTitle('Вопросы ждут ответа: 12').textContent).toContain('12');
  });
});
