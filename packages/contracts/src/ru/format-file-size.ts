const UNITS = ['Б', 'КБ', 'МБ', 'ГБ'] as const;
const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/**
 * A file size as people read it, in steps of 1024: `512` → `'512 Б'`, `1536` → `'1,5 КБ'`,
 * `5 * 1024 ** 2` → `'5 МБ'`. Bytes are whole; larger units keep one decimal and move up a unit when
 * rounding reaches 1024 (`1 048 575` bytes is `'1 МБ'`, not `'1 024 КБ'`). The space is U+00A0.
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, Math.round(bytes));
  let unit = 0;
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${number.format(value)}\u00a0${UNITS[unit]}`;
}
