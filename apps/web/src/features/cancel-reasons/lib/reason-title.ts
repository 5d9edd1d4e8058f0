import { CANCEL_REASON_TITLE_MAX } from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';

/** The title as the server will store it, or the Russian reason it cannot be. */
export function checkReasonTitle(text: string): { title: string } | { error: string } {
  const title = text.trim();
  if (title === '') return { error: cancelReasonsTexts.cancelReasons.titleRequired };
  if (title.length > CANCEL_REASON_TITLE_MAX)
    return { error: cancelReasonsTexts.cancelReasons.titleTooLong(CANCEL_REASON_TITLE_MAX) };
  return { title };
}
