import { CANCEL_REASON_TITLE_MAX, texts } from '@school/contracts';

/** The title as the server will store it, or the Russian reason it cannot be. */
export function checkReasonTitle(text: string): { title: string } | { error: string } {
  const title = text.trim();
  if (title === '') return { error: texts.cancelReasons.titleRequired };
  if (title.length > CANCEL_REASON_TITLE_MAX)
    return { error: texts.cancelReasons.titleTooLong(CANCEL_REASON_TITLE_MAX) };
  return { title };
}
