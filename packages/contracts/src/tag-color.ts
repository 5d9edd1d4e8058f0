/**
 * Tag colours (spec §3, §5): a new tag gets a random colour that stays readable on both themes. A label is
 * its colour as the background with white text, so the label reads the same on a light or a dark page; the
 * colour is drawn from HSL (any hue, a lively saturation) and darkened until white text on it has a
 * contrast of at least 4.5 (WCAG AA). A colour an admin typed may be light: `tagTextColor` then picks dark text.
 */

export const TAG_LABEL_LIGHT_TEXT = '#ffffff';
export const TAG_LABEL_DARK_TEXT = '#111827';
export const TAG_MIN_CONTRAST = 4.5;

const SHORT_OR_LONG_HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#rgb` or `#rrggbb`, any case: what a client may send as a tag's colour. */
export const TAG_COLOR_PATTERN = SHORT_OR_LONG_HEX;

/** `#ABC` → `#aabbcc`, `#A1B2C3` → `#a1b2c3` (the form the database keeps). */
export function normalizeTagColor(color: string): string {
  const digits = color.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

function channels(color: string): [number, number, number] {
  const hex = normalizeTagColor(color).slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a `#rrggbb` (or `#rgb`) colour. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The label text for a tag colour: white when it reads well, else near-black. */
export function tagTextColor(background: string): string {
  if (!SHORT_OR_LONG_HEX.test(background)) return TAG_LABEL_LIGHT_TEXT;
  return contrastRatio(background, TAG_LABEL_LIGHT_TEXT) >= TAG_MIN_CONTRAST
    ? TAG_LABEL_LIGHT_TEXT
    : TAG_LABEL_DARK_TEXT;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A random `#rrggbb` for a new tag: hue 0–360, saturation 45–80 %, lightness 28–48 %, darkened in 2 % steps
 * until white text on it has contrast ≥ 4.5 (yellows and greens need it; blues and reds rarely do).
 * `random` is injectable for tests; it returns [0, 1).
 */
export function randomReadableTagColor(random: () => number = Math.random): string {
  const hue = random() * 360;
  const saturation = 0.45 + random() * 0.35;
  let lightness = 0.28 + random() * 0.2;
  let color = hslToHex(hue, saturation, lightness);
  while (contrastRatio(color, TAG_LABEL_LIGHT_TEXT) < TAG_MIN_CONTRAST && lightness > 0) {
    lightness = Math.max(0, lightness - 0.02);
    color = hslToHex(hue, saturation, lightness);
  }
  return color;
}
