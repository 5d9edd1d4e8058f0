import './audit-changes.css';
import { auditTexts } from '@school/contracts/texts/audit';
import { changeLines } from './audit-changes';

const t = auditTexts.audit;

/**
 * An event's changed fields, one per line: before struck through → after (or what the action recorded, what a
 * creation set, what a deletion removed).
 */
export function AuditChanges({ changes, action }: { changes: Record<string, unknown>; action: string }) {
  const lines = changeLines(changes, action);
  if (lines.length === 0) return <span className="text-color-secondary">{t.noChanges}</span>;
  return (
    <dl className="app-audit-changes">
      {lines.map((line) => (
        <div key={line.field}>
          <dt>{line.label}</dt>
          {'value' in line ? (
            <dd>{line.value}</dd>
          ) : (
            <dd>
              <del>{line.from}</del>
              <i className="pi pi-arrow-right" aria-hidden="true" />
              <span className="app-visually-hidden">→</span>
              <ins>{line.to}</ins>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
