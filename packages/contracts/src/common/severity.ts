/**
 * Severity of a PrimeReact `Tag` (conventions "Look and feel"). One colour meaning across the product:
 * success = published / confirmed / paid / active; warning = waiting / in progress / new purchase attempt;
 * danger = blocked / rejected / needs revision; info = refunded / draft / new.
 */
export const TAG_SEVERITIES = ['success', 'info', 'warning', 'danger'] as const;
export type TagSeverity = (typeof TAG_SEVERITIES)[number];
