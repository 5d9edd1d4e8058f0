import { FILE_NAME_MAX } from '@school/contracts';

/** Longer "extensions" are part of the name (`Отчёт. Итоги года`), not something to keep whole. */
const EXTENSION_MAX = 10;

/** Cuts `text` to `length` UTF-16 units without leaving half of a surrogate pair (an emoji) at the end. */
function cut(text: string, length: number): string {
  const head = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * The name a file is stored and served under. Browsers may send a full path (C:\fakepath\photo.png): the
 * last segment is kept, without control characters. A name over FILE_NAME_MAX is shortened from the end
 * of its stem, so `Очень длинное … название.pdf` stays a .pdf.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (printable.length <= FILE_NAME_MAX) return printable || 'file';
  const dot = printable.lastIndexOf('.');
  const extension = dot > 0 && printable.length - dot <= EXTENSION_MAX + 1 ? printable.slice(dot) : '';
  return `${cut(printable.slice(0, printable.length - extension.length), FILE_NAME_MAX - extension.length).trimEnd()}${extension}`;
}
