import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loginHtml } from './login-page';

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <link rel="stylesheet" id="app-theme" href="/assets/theme-light.css">
    <title>Бэк-офис онлайн-школы</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MARKUP = '<main class="app-login"><form noValidate=""><input name="email"/></form></main>';

describe('login.html', () => {
  const html = loginHtml(INDEX, MARKUP, '/assets/theme-dark.css', ['/assets/take-over-abc.js']);

  it('paints the sign-in page from its own markup, styled by the stylesheets of index.html', () => {
    expect(html).toContain(
      '<div id="root" data-static-login><main class="app-login"><form method="post" noValidate="">',
    );
    expect(html).toContain('<link rel="stylesheet" id="app-theme" href="/assets/theme-light.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('requests no script before the first paint: the entry and its preloads are left to the boot script', () => {
    expect(html).not.toMatch(/<script [^>]*src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    const boot = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(boot).toContain(
      '["/assets/vendor-react-abc.js","/assets/take-over-abc.js","/assets/index-abc.js"].forEach',
    );
    expect(boot).toContain('src: "/assets/index-abc.js"');
    expect(boot).toContain("getEntriesByName('first-contentful-paint')");
    expect(boot).toContain('"/assets/theme-dark.css"');
    // Valid JavaScript, as the browser will run it.
    expect(() => new Function(boot)).not.toThrow();
  });

  it('marks the page with the remembered theme before the first paint, light by default', () => {
    // The page in a window of its own, its inline script run as the browser runs it.
    const painted = (layout?: string) => {
      const { window } = new JSDOM(html, {
        url: 'http://localhost/login',
        runScripts: 'dangerously',
        beforeParse: (page) => layout && page.localStorage.setItem('layout', layout),
      });
      const page = window.document;
      const result = [
        page.documentElement.dataset.theme,
        page.getElementById('app-theme')?.getAttribute('href'),
      ];
      window.close();
      return result;
    };
    expect(painted()).toEqual(['light', '/assets/theme-light.css']);
    expect(painted('{"theme":"dark","menuMode":"static"}')).toEqual(['dark', '/assets/theme-dark.css']);
  });

  it('refuses an index.html it does not recognise rather than writing a page without the app', () => {
    expect(() => loginHtml('<html><div id="root"></div></html>', MARKUP, '/d.css')).toThrow(/the entry/);
    expect(() =>
      loginHtml(INDEX.replace('<div id="root"></div>', '<main></main>'), MARKUP, '/d.css'),
    ).toThrow(/root/);
  });
});
