import { auditTexts } from '@school/contracts/texts/audit';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { AUDIT_LIST } from '../audit.list';

const t = auditTexts.audit;

/**
 * /audit «Журнал действий» (admins): every event of the append-only log — who, when, which record, the fields
 * before → after — filtered by person, section, action, record and period, all kept in the URL.
 */
export function AuditPage() {
  const page = useListPage(AUDIT_LIST);
  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-history' }}
    />
  );
}
