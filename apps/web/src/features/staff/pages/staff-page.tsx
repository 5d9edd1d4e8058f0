import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { PasswordDialog } from '@/shared/forms/password-dialog';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SearchInput } from '@/shared/lists/search-input';
import { useListState } from '@/shared/lists/use-list-state';
import { StaffDialog } from '../components/staff-dialog';
import { StaffTable } from '../components/staff-table';
import { ADMINS_LIST, roleFilterOptions, roleFilterToUrl } from '../lib/staff-permissions';
import { useStaffHandlers } from '../lib/use-staff-handlers';
import { useSetStaffPassword, useStaffList } from '../staff.api';

const t = texts.staff;

/** /admins (admins): staff with the role filter and search; who may do what follows the caller's rank. */
export function StaffPage() {
  const list = useListState(ADMINS_LIST);
  const admins = useStaffList(list.query);
  const { data } = admins;
  const { handlers, editing, setEditing, password, setPassword, selfId } = useStaffHandlers();
  const setStaffPassword = useSetStaffPassword();
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h1 className="app-card-title">{t.title}</h1>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        actions={createButton}
        search={
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder={t.searchPlaceholder} />
        }
        filters={
          <Dropdown
            value={list.filters.role ?? 'all'}
            options={roleFilterOptions}
            onChange={(event) => list.setFilter('role', roleFilterToUrl(event.value))}
            ariaLabel={t.roleFilter}
            aria-label={t.roleFilter}
          />
        }
        list={list}
      />
      <StaffTable
        list={list}
        items={data?.items}
        total={data?.total}
        request={admins}
        handlers={handlers}
        emptyAction={createButton}
      />
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
    </section>
  );
}
