import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chartJsAlias } from './build/chart-js-alias';
import { loginPage } from './build/login-page';
import { primeflexSubset } from './build/primeflex-subset';
import { srcAlias } from './build/src-alias';

/** The API in development (`npm run dev -w apps/server`); in production the server serves both. */
const API_TARGET = 'http://localhost:3000';

const CONTRACTS_TEXTS = fileURLToPath(new URL('../../packages/contracts/src/ru/texts', import.meta.url));

/**
 * A feature's own dictionaries: every `ru/texts/<name>.ts` that the one dictionary (`ru/texts.ts`) does not
 * spread, so a new section's texts file stays out of app-core without being named here.
 */
function featureTexts(): string[] {
  const spread = new Set(
    [...readFileSync(`${CONTRACTS_TEXTS}.ts`, 'utf8').matchAll(/from '\.\/texts\/([\w-]+)'/g)].map(
      (m) => m[1],
    ),
  );
  return readdirSync(CONTRACTS_TEXTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -3))
    .filter((name) => !spread.has(name));
}

/** Contracts modules only some features use (their subpath exports, the tasks' schemas): with those features. */
const LAZY_CONTRACTS = [
  'balances',
  'referrals',
  'tasks',
  'bulk-actions',
  'history',
  'dashboard',
  'search',
  'saved-views',
  'audit',
];

/** Vendor code changes rarely: keep it in its own long-cached chunks (Rolldown's manual code splitting). */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  // A dropdown always brings its virtual scroller (the paginator's rows-per-page and the list filters too):
  // one file rather than two, as the lists' first visit downloads both anyway.
  {
    name: 'prime-dropdown',
    test: /node_modules[\\/]primereact[\\/](dropdown|virtualscroller)[\\/]/,
    priority: 20,
  },
  // What the entry itself needs besides React (query client, zod, contracts, the API client), in one file:
  // left alone, Rolldown spreads it over eight small chunks, each a round trip on a first visit. A feature's
  // own dictionary (`@school/contracts/texts/<name>`, not in `texts`) stays with that feature's chunk.
  {
    name: 'app-core',
    test: new RegExp(
      String.raw`node_modules[\\/](@tanstack|zod)[\\/]|packages[\\/]contracts[\\/](?!src[\\/](ru[\\/]texts[\\/](${featureTexts().join('|')})|${LAZY_CONTRACTS.join('|')})\.ts)|src[\\/]shared[\\/](api|session)[\\/]|create-store|save-file`,
    ),
    priority: 10,
  },
];

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102), which
 * is larger and prints development warnings in production. A build takes the production twin beside it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The light theme as a <link> in index.html, so the browser fetches it with the page instead of after the
 * scripts have run; `applyTheme` (shared/theme) finds it by id and swaps its href for the dark variant.
 */
function themeLink(): Plugin {
  return {
    name: 'school-theme-link',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const theme = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' &&
            file.originalFileNames.some((name) => name.endsWith('lara-light-indigo/theme.css')),
        );
        if (!theme) throw new Error('The light theme is not in the bundle');
        const attrs = { rel: 'stylesheet', id: 'app-theme', href: `/${theme.fileName}` };
        return [{ tag: 'link', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** Text files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Brotli (best) and gzip (best) twins of every script, style and SVG, written once at build time: the
 * server sends them (@fastify/static `preCompressed`) instead of compressing each response on the fly at
 * brotli 4, which saves a sixth of the bytes of a first visit and the CPU of doing it per request.
 */
function precompress(): Plugin {
  return {
    name: 'school-precompress',
    apply: 'build',
    writeBundle({ dir }) {
      const assets = join(dir ?? 'dist', 'assets');
      for (const name of readdirSync(assets).filter((file) => COMPRESSIBLE.test(file))) {
        const file = join(assets, name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, quality));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    primeflexSubset(join(import.meta.dirname, 'src')),
    themeLink(),
    precompress(),
    loginPage(),
  ],
  resolve: {
    alias: [
      srcAlias,
      chartJsAlias,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // scripts/route-bundle-sizes.mjs walks it to report (and budget) the JS each route loads first.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
}));
