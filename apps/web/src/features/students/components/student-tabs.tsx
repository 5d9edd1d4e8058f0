import { historyTexts } from '@school/contracts/texts/history';
import { NavLink } from 'react-router';

const t = historyTexts.history;

/** The student card's two views: the card itself (/users/{id}) and its «История» (/users/{id}/history). */
export function StudentTabs({ studentId }: { studentId: number }) {
  const base = `/users/${studentId}`;
  return (
    <nav className="app-student-tabs" aria-label={t.tabsLabel}>
      <NavLink to={base} end>
        <i className="pi pi-id-card" aria-hidden="true" />
        {t.card}
      </NavLink>
      <NavLink to={`${base}/history`}>
        <i className="pi pi-history" aria-hidden="true" />
        {t.tab}
      </NavLink>
    </nav>
  );
}
