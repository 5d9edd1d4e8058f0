import { formatDateTime, ROLE_LABELS, type Staff, texts } from '@school/contracts';
import { Avatar } from 'primereact/avatar';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ListColumn, type ListRequest, ListTable } from '@/shared/lists/list-table';
import type { ListController } from '@/shared/lists/use-list-state';
import { fullName, initials } from '@/shared/session/current-user';
import { RowAction } from '@/shared/ui/row-action';
import type { StaffRowPermissions } from '../lib/staff-permissions';
import type { StaffFilter } from '../staff.api';

export type StaffRowHandlers = {
  can: (row: Staff) => StaffRowPermissions;
  isSelf: (row: Staff) => boolean;
  onEdit: (row: Staff) => void;
  onPassword: (row: Staff) => void;
  onDelete: (row: Staff) => void;
  onVisible: (row: Staff, isVisible: boolean) => void;
};

type StaffTableProps = {
  list: ListController<StaffFilter>;
  items: Staff[] | undefined;
  total: number | undefined;
  request: ListRequest;
  handlers: StaffRowHandlers;
  emptyAction?: ReactNode;
};

const t = texts.staff;

function columns(handlers: StaffRowHandlers): ListColumn<Staff>[] {
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
      sortable: true,
      style: { whiteSpace: 'nowrap' },
      body: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : t.never),
    },
  ];
}

/** The staff rows of /admins; actions the caller may not take are not shown (the server refuses anyway). */
export function StaffTable({ list, items, total, request, handlers, emptyAction }: StaffTableProps) {
  return (
    <ListTable
      list={list}
      items={items}
      total={total}
      request={request}
      columns={columns(handlers)}
      label={t.title}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, action: emptyAction }}
      rowActions={(row) => <StaffRowActions row={row} handlers={handlers} />}
    />
  );
}

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
