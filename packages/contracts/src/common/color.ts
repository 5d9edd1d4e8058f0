import { z } from 'zod';

/** `#rgb`, `#rrggbb` or `#rrggbbaa` — the colour forms the colour helper accepts (spec §5). */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const hexColorSchema = z.string().regex(HEX_COLOR_PATTERN, 'color must be a hex colour like #1e88e5');

/**
 * The colour with the given opacity, as lowercase 8-digit hex `#rrggbbaa` (CSS accepts it everywhere
 * PrimeReact styles go). An 8-digit input has its alpha replaced, not multiplied. Anything else — no `#`,
 * a length other than 3/6/8, non-hex digits, alpha outside 0..1 or NaN — returns `color` unchanged.
 */
export function withAlpha(color: string, alpha: number): string {
  if (!HEX_COLOR_PATTERN.test(color) || !Number.isFinite(alpha) || alpha < 0 || alpha > 1) return color;
  const digits = color.slice(1).toLowerCase();
  const rgb =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits.slice(0, 6);
  const alphaHex = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${rgb}${alphaHex}`;
}

/** A random `#rrggbb` for a new tag (spec §3). `random` is injectable for tests; it should return [0, 1). */
export function randomTagColor(random: () => number = Math.random): string {
  const raw = Math.floor(random() * 0x1000000);
  const value = Number.isFinite(raw) ? Math.min(0xffffff, Math.max(0, raw)) : 0;
  return `#${value.toString(16).padStart(6, '0')}`;
}
