import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Every word of the app's sources that could be a class name (`flex`, `md:col-6`, `w-full`…). */
function wordsOf(dir: string, words = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) wordsOf(path, words);
    else if (/\.(tsx?|html)$/.test(name)) {
      for (const word of readFileSync(path, 'utf8').match(/[\w:/.-]+/g) ?? []) words.add(word);
    }
  }
  return words;
}

/** The class names a selector needs: `.md\:col-6 > [class*=col]` → `md:col-6`. */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1'),
  );
}

/** Index of the `}` that closes the block opened at `open`. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  return css.length;
}

/** Keeps the rules whose selectors use only `used` classes; @media blocks keep what is left inside them. */
export function subsetCss(css: string, used: Set<string>): string {
  const out: string[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const end = closing(css, open);
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, end);
    at = end + 1;
    if (prelude.startsWith('@media')) {
      const inner = subsetCss(body, used);
      if (inner) out.push(`${prelude}{${inner}}`);
    } else if (prelude.startsWith('@')) {
      out.push(`${prelude}{${body}}`);
    } else {
      const kept = prelude
        .split(',')
        .filter((selector) => classesOf(selector).every((name) => used.has(name)));
      if (kept.length > 0) out.push(`${kept.join(',')}{${body}}`);
    }
  }
  return out.join('\n');
}

/**
 * PrimeFlex is 360 KB of utility classes; the app uses a few dozen. A build keeps only the rules whose
 * classes appear somewhere in the sources, so every page parses and matches a fraction of the styles. The
 * dev server serves the whole file, so a new class works at once.
 */
export function primeflexSubset(sourceDir: string): Plugin {
  return {
    name: 'school-primeflex-subset',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]primeflex[\\/]primeflex(\.min)?\.css$/.test(id)) return null;
      return { code: subsetCss(code, wordsOf(sourceDir)), map: null };
    },
  };
}
