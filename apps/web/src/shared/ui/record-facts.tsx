import './record-facts.css';
import type { ReactNode } from 'react';

export type RecordFact = [label: string, value: ReactNode];

/** A record's facts as label / value rows (one column on a phone), or in the caller's own layout. */
export function RecordFacts({
  facts,
  className = 'app-record-facts',
}: {
  facts: RecordFact[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
