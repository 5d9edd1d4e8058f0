import { historyTexts } from '@school/contracts/texts/history';
import { TabBar } from '@/shared/ui/tab-bar';

const t = historyTexts.history;

/** The student card's two views: the card itself (/users/{id}) and its «История» (/users/{id}/history). */
export function StudentTabs({ studentId }: { studentId: number }) {
  const base = `/users/${studentId}`;
  return (
    <TabBar
      label={t.tabsLabel}
      tabs={[
        { path: base, label: t.card, icon: 'pi pi-id-card', end: true },
        { path: `${base}/history`, label: t.tab, icon: 'pi pi-history' },
      ]}
    />
  );
}
