import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { STORAGE_KEYS } from '../src/shared/session/storage-keys';
import { srcAlias } from './src-alias';

const webRoot = join(import.meta.dirname, '..');

/** What the boot script needs to know of this build. */
interface BootAssets {
  entry: string;
  modulePreloads: string[];
  darkTheme: string;
}

/**
 * The script inlined in login.html's head (the server allows it by its hash, plugins/web.plugin.ts). Before
 * the first paint it applies a remembered dark theme and hides the form from a signed-in visitor (whom the
 * app sends on at once). Once the form is painted it downloads the app's scripts without running them; they run
 * at the visitor's first key, tap or click — running them at once put half a second of the 4×-slower
 * phone's main thread in the way of the first input (docs/performance.md). A form sent or a button pressed
 * before the app is there is held, and the app replays it (take-over-static-login.ts).
 */
export function bootScript({ entry, modulePreloads, darkTheme }: BootAssets): string {
  return `(function () {
  var d = document, html = d.documentElement, started = false, theme = 'light', signedIn = false;
  try {
    var layout = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.layout)}) || '{}');
    if (layout.theme === 'dark') {
      theme = 'dark';
      d.getElementById('app-theme').href = ${JSON.stringify(darkTheme)};
    }
    signedIn = Boolean(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}));
    if (signedIn) html.setAttribute('data-signed-in', '');
  } catch (e) {}
  // As the app's applyTheme (shared/theme) marks the page.
  html.dataset.theme = theme;
  html.style.colorScheme = theme;
  function add(tag, attributes) {
    var element = d.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    d.head.appendChild(element);
  }
  var preloaded = false;
  function preload() {
    if (preloaded) return;
    preloaded = true;
    ${JSON.stringify([...modulePreloads, entry])}.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href: href });
    });
  }
  function start() {
    if (started) return;
    started = true;
    add('script', { type: 'module', crossOrigin: '', src: ${JSON.stringify(entry)} });
  }
  ['keydown', 'pointerdown', 'touchstart'].forEach(function (type) {
    d.addEventListener(type, start, { capture: true, passive: true });
  });
  d.addEventListener('submit', function (event) {
    if (html.hasAttribute('data-app')) return;
    event.preventDefault();
    html.setAttribute('data-submit-pending', '');
    start();
  }, true);
  d.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('#root button[type=button]');
    if (!button || html.hasAttribute('data-app')) return;
    html.setAttribute('data-click-pending', [].indexOf.call(d.querySelectorAll('#root button'), button));
    start();
  }, true);
  if (signedIn) start();
  else {
    // Once the form is on screen (the browser reports the first contentful paint), not before.
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        preload();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {}
    setTimeout(preload, 1000);
  }
})();`;
}

/** The sign-in page as React renders it, through a throw-away Vite server in SSR mode. */
async function renderLoginMarkup(): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: [srcAlias] },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await server.ssrLoadModule('/src/features/auth/static/render-login-page.tsx');
    const html = (module.renderLoginPage as () => string)();
    // React 19 puts the image preloads it hoists before the page; the page itself starts at <main>.
    const start = html.indexOf('<main');
    if (start < 0) throw new Error('The sign-in page did not render a <main>');
    return html.slice(start);
  } finally {
    await server.close();
  }
}

function required(match: RegExpMatchArray | null, what: string): string {
  if (!match?.[1]) throw new Error(`login.html: ${what} not found in index.html`);
  return match[1];
}

/**
 * index.html turned into login.html: the page's markup in #root, the scripts started by the boot script,
 * which also preloads `extraPreloads` (the take-over's own file, imported by the entry only on this page).
 */
export function loginHtml(
  indexHtml: string,
  markup: string,
  darkTheme: string,
  extraPreloads: string[] = [],
): string {
  const entry = required(
    indexHtml.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/),
    'the entry',
  );
  const modulePreloads = [
    ...[...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] as string,
    ),
    ...extraPreloads,
  ];
  const boot = bootScript({ entry, modulePreloads, darkTheme });
  const html = indexHtml
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      '</head>',
      `  <style>html[data-signed-in] #root[data-static-login] { visibility: hidden; }</style>\n    <script>${boot}</script>\n  </head>`,
    )
    // POST, should the page ever be sent without its script: a password never goes into a URL.
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-static-login>${markup.replace('<form ', '<form method="post" ')}</div>`,
    );
  if (!html.includes('<div id="root" data-static-login>'))
    throw new Error('login.html: <div id="root"></div> not found');
  return html;
}

/**
 * Writes dist/login.html beside index.html: the server answers GET /login with it, so the sign-in form
 * paints from the page itself, styled by the stylesheets already in the head, and the app — loaded after
 * that first paint — takes it over (features/auth/static/take-over-static-login.ts). docs/performance.md.
 */
export function loginPage(): Plugin {
  return {
    name: 'school-login-page',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const darkTheme = Object.values(bundle).find(
        (file) =>
          file.type === 'asset' &&
          file.originalFileNames.some((name) => name.endsWith('lara-dark-indigo/theme.css')),
      );
      if (!darkTheme) throw new Error('The dark theme is not in the bundle');
      const takeOver = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('take-over-static-login.ts'),
      );
      if (!takeOver) throw new Error('The take-over of the sign-in page is not a chunk of its own');
      const outDir = dir ?? join(webRoot, 'dist');
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(
        join(outDir, 'login.html'),
        loginHtml(indexHtml, await renderLoginMarkup(), `/${darkTheme.fileName}`, [`/${takeOver.fileName}`]),
      );
    },
  };
}
