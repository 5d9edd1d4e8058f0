import { type Staff, texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentUserQuery, fullName } from '@/shared/session/current-user';
import { getRole } from '@/shared/session/session';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import type { StaffRowHandlers } from '../components/staff-rows';
import { useDeleteStaff, useSetStaffVisible } from '../staff.api';
import { staffRowPermissions } from './staff-permissions';

/** undefined: closed; null: creating; a row: editing it. */
type Editing = Staff | null | undefined;

/** The row handlers of /admins and which dialog is open. */
export function useStaffHandlers() {
  const me = useQuery(currentUserQuery());
  const remove = useDeleteStaff();
  const visible = useSetStaffVisible();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [password, setPassword] = useState<Staff | null>(null);
  const caller = { role: getRole(), id: me.data?.id };

  const handlers: StaffRowHandlers = {
    can: (row) => staffRowPermissions(caller, row),
    isSelf: (row) => row.id === caller.id,
    onEdit: setEditing,
    onPassword: setPassword,
    onDelete: (row) =>
      confirmAction({
        message: texts.staff.deleteConfirm(fullName(row) || row.email),
        onAccept: () => remove.mutate(row.id, { onSuccess: () => showSuccess(texts.notices.adminDeleted) }),
      }),
    onVisible: (row, isVisible) =>
      visible.mutate(
        { id: row.id, isVisible },
        { onSuccess: () => showSuccess(isVisible ? texts.notices.adminShown : texts.notices.adminHidden) },
      ),
  };
  return { handlers, editing, setEditing, password, setPassword, selfId: caller.id };
}
