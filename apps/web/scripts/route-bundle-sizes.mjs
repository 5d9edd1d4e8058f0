#!/usr/bin/env node
// The JavaScript a first visit of each route downloads, compressed: the entry's static imports plus the
// route modules the router loads for that URL and their static imports, read from Vite's build manifest.
// `node scripts/route-bundle-sizes.mjs` builds first (so the figures match the sources); `--no-build` reads
// the dist as it is. `npm run bench` prints this table too. Budgets: docs/performance.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(webRoot, 'dist');

/** Budgets of compressed JavaScript per first load, in KiB of brotli as the server sends it (issue 8, item 13). */
export const LOGIN_BUDGET_KIB = 150;
export const ROUTE_BUDGET_KIB = 300;

const LAYOUT = 'src/app/layout/app-layout.tsx';
const page = (path) => `src/features/${path}.tsx`;

/** Each URL and the lazy route modules React Router loads for it, outermost first (app/router.tsx). */
export const ROUTES = [
  { url: '/login', modules: [page('auth/pages/login-page')] },
  {
    url: '/profile/courses',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('courses/pages/my-courses-page')],
  },
  {
    url: '/profile/users',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('students/pages/staff-students-page')],
  },
  {
    url: '/profile/settings',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('profile/pages/profile-settings-page')],
  },
  { url: '/users', modules: [LAYOUT, page('students/pages/students-page')] },
  {
    url: '/users/:id',
    modules: [LAYOUT, page('students/pages/student-page'), page('students/pages/student-card-tab')],
  },
  {
    url: '/users/:id/history',
    modules: [LAYOUT, page('students/pages/student-page'), page('students/pages/student-history-page')],
  },
  { url: '/admins', modules: [LAYOUT, page('staff/pages/staff-page')] },
  {
    url: '/admins/:id/courses',
    modules: [LAYOUT, page('profile/pages/staff-profile-page'), page('courses/pages/staff-courses-page')],
  },
  {
    url: '/admins/:id/users',
    modules: [LAYOUT, page('profile/pages/staff-profile-page'), page('students/pages/staff-students-page')],
  },
  { url: '/courses', modules: [LAYOUT, page('courses/pages/courses-page')] },
  { url: '/courses/:id', modules: [LAYOUT, page('courses/pages/course-page')] },
  { url: '/courses/:id/:lessonId', modules: [LAYOUT, page('courses/pages/lesson-page')] },
  { url: '/directions', modules: [LAYOUT, page('directions/pages/directions-page')] },
  {
    url: '/payments-statistics',
    modules: [LAYOUT, page('sales-statistics/pages/sales-statistics-page')],
  },
  { url: '/referral-system', modules: [LAYOUT, page('referrals/pages/profit-page')] },
  { url: '/refferal-list', modules: [LAYOUT, page('referrals/pages/referrals-page')] },
  { url: '/cancel-reasons', modules: [LAYOUT, page('cancel-reasons/pages/cancel-reasons-page')] },
  { url: '/mail-outbox', modules: [LAYOUT, page('mail/pages/mail-page')] },
  { url: '/settings-reviews', modules: [LAYOUT, page('reviews/pages/reviews-page')] },
  // The five content pages share one page module; admins load the editor (Quill) after it shows.
  { url: '/settings-promo', modules: [LAYOUT, page('site-content/pages/site-content-page')] },
  { url: '/settings-promo-club', modules: [LAYOUT, page('site-content/pages/site-content-page')] },
  { url: '/settings-promo-marketplace', modules: [LAYOUT, page('site-content/pages/site-content-page')] },
  { url: '/settings-admin-info', modules: [LAYOUT, page('site-content/pages/site-content-page')] },
  {
    url: '/settings-earnings',
    // The commission rules' panel is a lazy chunk of the page, loaded on this route only.
    modules: [
      LAYOUT,
      page('site-content/pages/site-content-page'),
      page('site-content/balances/balance-settings-panel'),
    ],
  },
  {
    url: '/onboarding-statistics',
    modules: [LAYOUT, page('onboarding/pages/onboarding-statistics-page')],
  },
  { url: '/sales', modules: [LAYOUT, page('payments/pages/payments-page')] },
  { url: '/applications-for-training', modules: [LAYOUT, page('applications/pages/applications-page')] },
  {
    url: '/applications-for-training/:id',
    modules: [
      LAYOUT,
      page('applications/pages/applications-page'),
      page('applications/pages/application-card-page'),
    ],
  },
  {
    url: '/sales/:id',
    modules: [LAYOUT, page('payments/pages/payments-page'), page('payments/pages/payment-card-page')],
  },
  {
    url: '/profile/sales-courses',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('payments/pages/staff-sales-page')],
  },
  {
    url: '/admins/:id/sales-courses',
    modules: [LAYOUT, page('profile/pages/staff-profile-page'), page('payments/pages/staff-sales-page')],
  },
  { url: '/earnings', modules: [LAYOUT, page('balances/pages/balances-page')] },
  {
    url: '/profile/earnings',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('balances/pages/staff-balances-page')],
  },
  {
    url: '/admins/:id/earnings',
    modules: [LAYOUT, page('profile/pages/staff-profile-page'), page('balances/pages/staff-balances-page')],
  },
  { url: '/withdrawals', modules: [LAYOUT, page('balances/pages/withdrawals-page')] },
  {
    url: '/profile/services',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('services/pages/staff-services-page')],
  },
  {
    url: '/profile/broadcasts',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('broadcasts/pages/broadcasts-page')],
  },
  {
    url: '/profile/questions',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('questions/pages/questions-page')],
  },
  {
    url: '/profile/feed',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('news/pages/news-feed-page')],
  },
  {
    url: '/admins/:id/services',
    modules: [LAYOUT, page('profile/pages/staff-profile-page'), page('services/pages/staff-services-page')],
  },
  {
    url: '/profile/applications',
    modules: [LAYOUT, page('profile/pages/profile-page'), page('applications/pages/staff-applications-page')],
  },
  {
    url: '/admins/:id/applications',
    modules: [
      LAYOUT,
      page('profile/pages/staff-profile-page'),
      page('applications/pages/staff-applications-page'),
    ],
  },
];

export function readManifest(dist = DIST) {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app (npm run build -w apps/web)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A manifest key and every chunk it imports statically (what the browser fetches before it runs). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Lazy page modules the route table above does not list. Each is measured as a page of its own under the
 * layout, with the route budget: a new top-level section needs no row. A row is for what this misses — a
 * tab inside another page's module, a lazy panel — or for a URL in the table's print-out.
 */
export function unlistedPages(manifest) {
  const listed = new Set(ROUTES.flatMap((route) => route.modules));
  return Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && /-page\.tsx$/.test(key) && !listed.has(key),
  );
}

const sizeCache = new Map();
/** A file's precompressed twin as the server sends it (vite.config.ts `precompress`), or the same made here. */
function compressed(dist, file, extension, make) {
  const twin = join(dist, `${file}.${extension}`);
  return existsSync(twin) ? readFileSync(twin).length : make(readFileSync(join(dist, file))).length;
}

function fileSizes(dist, file) {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const best = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
    sizes = {
      raw: readFileSync(join(dist, file)).length,
      brotli: compressed(dist, file, 'br', (bytes) => brotliCompressSync(bytes, best)),
      gzip: compressed(dist, file, 'gz', (bytes) => gzipSync(bytes, { level: 9 })),
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

/** Per route: the JS files of its first load and their raw, gzip and brotli bytes. */
export function routeBundleSizes(dist = DIST) {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const unlisted = unlistedPages(manifest).map((key) => ({ url: key, modules: [LAYOUT, key] }));
  return [...ROUTES, ...unlisted].map(({ url, modules }) => {
    const keys = new Set();
    for (const key of [entry, ...modules]) staticClosure(manifest, key, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = fileSizes(dist, file);
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    return { url, files, ...total, budgetKiB: url === '/login' ? LOGIN_BUDGET_KIB : ROUTE_BUDGET_KIB };
  });
}

const kib = (bytes) => Number((bytes / 1024).toFixed(1));

function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: webRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const rows = routeBundleSizes();
  console.log(
    'JavaScript of a first visit per route, KiB (br: brotli 11 as served to browsers; gz: gzip 9 for the rest):',
  );
  console.table(
    rows.map((row) => ({
      route: row.url,
      files: row.files.length,
      raw: kib(row.raw),
      br: kib(row.brotli),
      gz: kib(row.gzip),
      budget: row.budgetKiB,
      ok: row.brotli <= row.budgetKiB * 1024 ? 'yes' : 'OVER',
    })),
  );
  const over = rows.filter((row) => row.brotli > row.budgetKiB * 1024);
  if (over.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
