import type { SiteContent, SiteContentSaveInput } from '@school/contracts';
import type { Cover } from '@/shared/files/cover-field';

/** A link row of the editor: the spec's empty default is `{link: '', name: ''}`. */
export type DraftLink = { key: string; link: string; name: string };
/** A file row: `file` is null until one is uploaded (the spec's `{file: null, name: ''}`). */
export type DraftFile = {
  key: string;
  file: { id: number; name: string; size: number; url?: string } | null;
  name: string;
};

/** What the editor holds: the page as typed, saved only with «Сохранить». */
export type ContentDraft = {
  title: string;
  subtitle: string;
  body: string;
  cover: Cover;
  links: DraftLink[];
  files: DraftFile[];
};

let nextKey = 0;
/** A stable React key for a new row (rows move, so the index cannot be the key). */
export const rowKey = () => `row-${++nextKey}`;

export const emptyLink = (): DraftLink => ({ key: rowKey(), link: '', name: '' });
export const emptyFile = (): DraftFile => ({ key: rowKey(), file: null, name: '' });

export function draftOf(content: SiteContent): ContentDraft {
  return {
    title: content.title,
    subtitle: content.subtitle,
    body: content.body,
    cover: content.cover,
    links: content.links.map((link) => ({ key: rowKey(), ...link })),
    files: content.files.map(({ file, name }) => ({ key: rowKey(), file, name })),
  };
}

/**
 * The PUT body. A file row without a file is left out (nothing to keep); a link row left completely empty
 * too, while a row with only a name goes as it is, so the server names its missing address.
 */
export function saveBodyOf(draft: ContentDraft): SiteContentSaveInput {
  return {
    title: draft.title,
    subtitle: draft.subtitle,
    body: draft.body,
    coverFileId: draft.cover?.id ?? null,
    links: draft.links
      .filter((row) => row.link.trim() !== '' || row.name.trim() !== '')
      .map(({ link, name }) => ({ link, name })),
    files: draft.files.flatMap((row) => (row.file ? [{ fileId: row.file.id, name: row.name }] : [])),
  };
}

/**
 * Whether the draft would save something other than `base` (the content as loaded). `base.body` is the body
 * as the editor first rendered it: Quill rewrites stored HTML (lists, attributes) without anyone typing.
 */
export function isDirty(draft: ContentDraft, base: ContentDraft): boolean {
  return JSON.stringify(saveBodyOf(draft)) !== JSON.stringify(saveBodyOf(base));
}

/**
 * The server's field paths (`links.0.link`) point into the saved body, where empty rows are left out; this
 * maps them back to the editor's rows (`links.<row key>.link`) so the message shows under the right input.
 */
export function fieldErrorsByRow(
  draft: ContentDraft,
  errors: readonly { path: string; message: string }[],
): Record<string, string> {
  const sentLinks = draft.links.filter((row) => row.link.trim() !== '' || row.name.trim() !== '');
  const sentFiles = draft.files.filter((row) => row.file);
  const result: Record<string, string> = {};
  for (const { path, message } of errors) {
    const [list, index, field] = path.split('.');
    const rows = list === 'links' ? sentLinks : list === 'files' ? sentFiles : null;
    const row = rows?.[Number(index)];
    const key = rows && row ? `${list}.${row.key}.${field ?? ''}` : (list ?? path);
    result[key] ??= message;
  }
  return result;
}
