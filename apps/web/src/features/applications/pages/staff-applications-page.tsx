import '../applications.css';
import { type Application, isAdminRole, texts } from '@school/contracts';
import { useNavigate } from 'react-router';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { getRole } from '@/shared/session/session';
import {
  STAFF_APPLICATION_ADMIN_COLUMNS,
  STAFF_APPLICATION_OWNER_COLUMNS,
  STAFF_APPLICATIONS_LIST,
  staffApplicationCardPath,
} from '../staff-applications.list';

const t = texts.applications.staff;

/**
 * The «Заявки» tab of /profile and /admins/{id}: applications for that person's services and courses from
 * every queue. An admin opens a row's card in its queue; a curator or speaker (on their own profile, the
 * only one they reach) changes the status in the row.
 */
export function StaffApplicationsPage() {
  const page = useListPage(STAFF_APPLICATIONS_LIST);
  const navigate = useNavigate();
  const admin = isAdminRole(getRole());
  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      level={2}
      columns={admin ? STAFF_APPLICATION_ADMIN_COLUMNS : STAFF_APPLICATION_OWNER_COLUMNS}
      onRowOpen={admin ? (row: Application) => navigate(staffApplicationCardPath(row)) : undefined}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-inbox' }}
    />
  );
}
