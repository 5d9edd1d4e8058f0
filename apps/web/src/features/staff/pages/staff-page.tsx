import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { PasswordDialog } from '@/shared/forms/password-dialog';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { StaffDialog } from '../components/staff-dialog';
import { StaffRowActions, staffColumns } from '../components/staff-rows';
import { useStaffHandlers } from '../lib/use-staff-handlers';
import { useSetStaffPassword } from '../staff.api';
import { STAFF_LIST } from '../staff.list';

const t = texts.staff;

/** /admins (admins): staff with the role filter and search; who may do what follows the caller's rank. */
export function StaffPage() {
  const page = useListPage(STAFF_LIST);
  const { handlers, editing, setEditing, password, setPassword, selfId } = useStaffHandlers();
  const setStaffPassword = useSetStaffPassword();
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;

  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      actions={createButton}
      columns={staffColumns(handlers)}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, action: createButton }}
      rowActions={(row) => <StaffRowActions row={row} handlers={handlers} />}
    >
      {editing !== undefined && (
        <StaffDialog staff={editing} self={editing?.id === selfId} onClose={() => setEditing(undefined)} />
      )}
      {password && (
        // The server mails the password to the staff member and ends their sessions.
        <PasswordDialog
          header={t.passwordTitle}
          hint={t.passwordDialogHint}
          label={t.password}
          success={texts.auth.passwordUpdated}
          onSubmit={(value) => setStaffPassword.mutateAsync({ id: password.id, password: value })}
          onClose={() => setPassword(null)}
        />
      )}
    </ListPage>
  );
}
