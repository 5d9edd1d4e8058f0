import { formatDateTime, ROLE_LABELS, type Staff, texts } from '@school/contracts';
import { Avatar } from 'primereact/avatar';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import type { ListColumn } from '@/shared/lists/list-page';
import { fullName, initials } from '@/shared/session/current-user';
import { RowAction } from '@/shared/ui/row-action';
import type { StaffRowPermissions } from '../lib/staff-permissions';

export type StaffRowHandlers = {
  can: (row: Staff) => StaffRowPermissions;
  isSelf: (row: Staff) => boolean;
  onEdit: (row: Staff) => void;
  onPassword: (row: Staff) => void;
  onDelete: (row: Staff) => void;
  onVisible: (row: Staff, isVisible: boolean) => void;
};

const t = texts.staff;

/** The columns of /admins: the visibility switch and the «Вы» tag follow the caller. */
export function staffColumns(handlers: StaffRowHandlers): ListColumn<Staff>[] {
  return [
    {
      field: 'lastName',
      header: t.name,
      sortable: true,
      body: (row) => (
        <span className="app-name-cell">
          {row.avatar ? (
            <Avatar image={row.avatar} shape="circle" />
          ) : (
            <Avatar label={initials(row)} shape="circle" className="app-avatar-initials" />
          )}
          <span className="flex flex-column gap-1">
            <span className="flex align-items-center gap-2">
              <Link to={`/admins/${row.id}`}>{fullName(row) || row.email}</Link>
              {handlers.isSelf(row) && <Tag value={t.you} severity="secondary" rounded />}
            </span>
            <small className="text-color-secondary">{row.email}</small>
          </span>
        </span>
      ),
    },
    {
      field: 'role',
      header: t.role,
      sortable: true,
      body: (row) => <Tag value={ROLE_LABELS[row.role]} severity="info" />,
    },
    {
      field: 'isVisible',
      header: t.visible,
      giveWay: 2,
      body: (row) => (
        <InputSwitch
          checked={row.isVisible}
          disabled={!handlers.can(row).visibility}
          onChange={(event) => handlers.onVisible(row, Boolean(event.value))}
          aria-label={t.showOnSite(fullName(row) || row.email)}
        />
      ),
    },
    {
      field: 'lastLoginAt',
      header: t.lastLogin,
      giveWay: 1,
      sortable: true,
      style: { whiteSpace: 'nowrap' },
      body: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : t.never),
    },
  ];
}

/** The row buttons the caller may use; the others are not shown (the server refuses anyway). */
export function StaffRowActions({ row, handlers }: { row: Staff; handlers: StaffRowHandlers }) {
  const can = handlers.can(row);
  const name = fullName(row) || row.email;
  return (
    <>
      {can.edit && (
        <RowAction
          icon="pi-pencil"
          label={texts.lists.edit}
          name={name}
          onClick={() => handlers.onEdit(row)}
        />
      )}
      {can.password && (
        <RowAction
          icon="pi-key"
          label={t.setPassword}
          name={name}
          tooltip
          onClick={() => handlers.onPassword(row)}
        />
      )}
      {can.remove && (
        <RowAction
          icon="pi-trash"
          label={texts.lists.delete}
          name={name}
          severity="danger"
          onClick={() => handlers.onDelete(row)}
        />
      )}
    </>
  );
}
