import { describe, expect, it } from 'vitest';
import { subsetCss } from './primeflex-subset';

const css = `.grid { display: flex; }
.grid > [class*=col] { box-sizing: border-box; }
.col-6 { width: 50%; }
.w-full { width: 100%; }
@media screen and (min-width: 768px) {
  .md\\:col-6 { width: 50%; }
  .md\\:col-4 { width: 33%; }
}
.hover\\:underline:hover, .focus\\:underline:focus { text-decoration: underline; }
@keyframes fadein { from { opacity: 0; } to { opacity: 1; } }`;

describe('PrimeFlex subset', () => {
  it('keeps rules whose classes the sources use, inside @media too, and drops the rest', () => {
    const out = subsetCss(css, new Set(['grid', 'w-full', 'md:col-6', 'hover:underline']));
    expect(out).toMatch(/^\.grid\{/m);
    expect(out).toContain('.grid > [class*=col]{');
    expect(out).toContain('.w-full{');
    expect(out).toContain('.md\\:col-6{');
    expect(out).toContain('.hover\\:underline:hover{');
    expect(out).toContain('@keyframes fadein{');
    expect(out).not.toContain('.md\\:col-4');
    expect(out).not.toContain('.focus\\:underline');
    expect(out).not.toMatch(/^\.col-6/m);
  });
});
