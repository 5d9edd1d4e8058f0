import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverStaticLogin } from './take-over-static-login';

const FORM = `<main class="app-login"><form><input name="email" type="email"><input name="password" type="password">
  <button type="button">Показать пароль</button><button type="submit">Войти</button></form></main>`;

/** The page as login.html paints it, and the app's root rendered beside it (not yet in the page). */
function pages() {
  document.body.innerHTML = `<div id="root" data-static-login>${FORM}</div>`;
  const staticRoot = document.getElementById('root') as HTMLElement;
  const mount = document.createElement('div');
  mount.id = 'root';
  return { staticRoot, mount };
}

const nextMutation = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  for (const name of ['data-app', 'data-submit-pending', 'data-click-pending']) {
    document.documentElement.removeAttribute(name);
  }
});

describe('takeOverStaticLogin', () => {
  it('takes the page’s place at once when the app sent a signed-in visitor elsewhere', () => {
    window.history.replaceState(null, '', '/profile/courses');
    const { staticRoot, mount } = pages();
    mount.innerHTML = '<div class="layout-wrapper"></div>';
    takeOverStaticLogin(staticRoot, mount);
    expect(document.getElementById('root')).toBe(mount);
  });

  it('waits for the app to render the form, then takes the page’s place with what was typed and the focus', async () => {
    const { staticRoot, mount } = pages();
    (staticRoot.querySelector('[name=email]') as HTMLInputElement).value = 'admin@demo.test';
    const password = staticRoot.querySelector('[name=password]') as HTMLInputElement;
    password.value = 'secret';
    password.focus();
    takeOverStaticLogin(staticRoot, mount);
    expect(document.getElementById('root')).toBe(staticRoot);

    const typedInApp: string[] = [];
    mount.addEventListener('input', (event) => typedInApp.push((event.target as HTMLInputElement).name));
    mount.innerHTML = FORM;
    await nextMutation();

    expect(document.getElementById('root')).toBe(mount);
    expect(staticRoot.isConnected).toBe(false);
    expect((mount.querySelector('[name=email]') as HTMLInputElement).value).toBe('admin@demo.test');
    expect((mount.querySelector('[name=password]') as HTMLInputElement).value).toBe('secret');
    expect(typedInApp).toEqual(['email', 'password']);
    expect(document.activeElement).toBe(mount.querySelector('[name=password]'));
    expect(document.documentElement.hasAttribute('data-app')).toBe(true);
  });

  it('sends the form the visitor sent before the app was there, and presses the button they pressed', async () => {
    const { staticRoot, mount } = pages();
    document.documentElement.setAttribute('data-submit-pending', '');
    document.documentElement.setAttribute('data-click-pending', '0');
    takeOverStaticLogin(staticRoot, mount);
    mount.innerHTML = FORM;
    const form = mount.querySelector('form') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const pressed = vi.fn();
    mount.querySelector('button[type=button]')?.addEventListener('click', pressed);
    await nextMutation();

    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-submit-pending')).toBe(false);
    expect(document.documentElement.hasAttribute('data-click-pending')).toBe(false);
  });

  it('leaves the page alone while the app has rendered something else on /login', async () => {
    window.history.replaceState(null, '', '/login');
    const { staticRoot, mount } = pages();
    takeOverStaticLogin(staticRoot, mount);
    mount.innerHTML = '<div class="app-loading"></div>';
    await nextMutation();
    expect(document.getElementById('root')).toBe(staticRoot);
  });
});
