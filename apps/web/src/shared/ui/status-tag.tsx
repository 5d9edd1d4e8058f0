import type { TagSeverity } from '@school/contracts';
import { Tag } from 'primereact/tag';

type StatusTagProps<S extends string | number> = {
  status: S;
  /** The contracts' Russian labels and severities of this kind of status (COURSE_STATUS_LABELS…). */
  labels: Record<S, string>;
  severities: Record<S, TagSeverity>;
};

/** A status as a coloured Tag: one colour meaning across the product (conventions "Look and feel"). */
export function StatusTag<S extends string | number>({ status, labels, severities }: StatusTagProps<S>) {
  return <Tag value={labels[status]} severity={severities[status]} className="app-status-tag" />;
}
