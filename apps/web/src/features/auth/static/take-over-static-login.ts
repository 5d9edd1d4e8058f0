const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Whether the app has rendered what replaces the page: the sign-in form, or the page a signed-in user is sent to. */
function hasRendered(mount: HTMLElement): boolean {
  if (mount.querySelector('.app-login form')) return true;
  return window.location.pathname !== '/login' && mount.childElementCount > 0;
}

/**
 * The sign-in page painted from login.html (the build's `data-static-login` root) stays until the app has
 * rendered its own into `mount`, a root not yet in the page; then the app's root takes its place, with what
 * the user typed, the focus, and a button pressed or the form sent meanwhile (held by login.html's script,
 * build/login-page.ts) carried over — so the swap is not seen.
 */
export function takeOverStaticLogin(staticRoot: HTMLElement, mount: HTMLElement): void {
  const swap = () => {
    const focused = document.activeElement;
    const focusedName =
      focused instanceof HTMLInputElement && staticRoot.contains(focused) ? focused.name : null;
    const typed = [...staticRoot.querySelectorAll<HTMLInputElement>('input[name]')].filter(
      (input) => input.value,
    );
    staticRoot.replaceWith(mount);
    const html = document.documentElement;
    html.setAttribute('data-app', '');
    for (const input of typed) {
      const target = mount.querySelector<HTMLInputElement>(`input[name="${input.name}"]`);
      if (!target) continue;
      // React sees the value through the input event, as if typed.
      valueSetter?.call(target, input.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focusedName) mount.querySelector<HTMLInputElement>(`input[name="${focusedName}"]`)?.focus();
    const clicked = html.getAttribute('data-click-pending');
    html.removeAttribute('data-click-pending');
    if (clicked !== null) mount.querySelectorAll('button').item(Number(clicked))?.click();
    if (html.hasAttribute('data-submit-pending')) {
      html.removeAttribute('data-submit-pending');
      mount.querySelector('form')?.requestSubmit();
    }
  };
  if (hasRendered(mount)) {
    swap();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!hasRendered(mount)) return;
    observer.disconnect();
    swap();
  });
  observer.observe(mount, { childList: true, subtree: true });
}
