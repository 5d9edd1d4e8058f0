/** Business constants and limits (spec §9). */

/** The largest PostgreSQL `integer`: ids, positions and counters never go past it. */
export const INTEGER_MAX = 2_147_483_647;
/**
 * An explicit position in a hand-ordered list (directions). Far below INTEGER_MAX, so that "goes last"
 * (the largest position + 1) can never overflow the column.
 */
export const POSITION_MAX = 1_000_000;
export const IMAGE_MAX_BYTES = 1_000_000;
/** Attachments (lesson files, documents): not fixed by the spec; 50 MB is what staff upload in practice. */
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
export const TAG_HEADER_MAX = 700;
export const FAQ_QUESTION_MAX = 700;
export const FAQ_ANSWER_MAX = 1300;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'svg',
  'ppt',
  'pptx',
  'key',
  'odp',
  'doc',
  'docx',
  'pdf',
  'txt',
  'rtf',
  'xls',
  'xlsx',
  'csv',
  'mp3',
  'wav',
  'ogg',
] as const;

export const TOAST_LIFE_MS = 3000;
export const TOAST_TRANSITION_MS = 300;
export const MOBILE_MENU_BREAKPOINT_PX = 991;
export const SLIM_MENU_BREAKPOINT_PX = 1025;
export const MENU_TRANSITION_IN_MS = 1000;
export const MENU_TRANSITION_OUT_MS = 450;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
