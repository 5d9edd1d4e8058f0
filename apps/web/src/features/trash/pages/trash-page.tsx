import { trashTexts as t } from '@school/contracts/texts/trash';
import type { TrashItem } from '@school/contracts/trash';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { currentUserQuery } from '@/shared/session/current-user';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { RowAction } from '@/shared/ui/row-action';
import { usePurgeFromTrash, useRestoreFromTrash } from '../trash.api';
import { TRASH_LIST } from '../trash.list';

/**
 * /trash «Корзина» (admins): what was deleted in the last 30 days. «Восстановить» puts a record back with its
 * links, into its section's lists, and the toast offers «Открыть» it there; super-admins may also «Удалить навсегда» after a question.
 */
export function TrashPage() {
  const page = useListPage(TRASH_LIST);
  const me = useQuery(currentUserQuery());
  const superAdmin = me.data?.role === 'super-admin';
  const restore = useRestoreFromTrash();
  const purge = usePurgeFromTrash();
  const navigate = useNavigate();

  const onRestore = (item: TrashItem) =>
    restore.mutate(item.id, {
      onSuccess: ({ link }) =>
        showSuccess(
          t.restored(item.title, t.sections[item.section]),
          link ? { label: t.open, onClick: () => navigate(link) } : undefined,
        ),
    });
  const onPurge = (item: TrashItem) =>
    confirmAction({
      message: t.purgeConfirm(item.title),
      onAccept: () => purge.mutate(item.id, { onSuccess: () => showSuccess(t.purged) }),
    });

  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-trash' }}
      rowActions={(item) => (
        <span className="app-row-actions">
          <RowAction
            icon="pi-replay"
            label={t.restore}
            name={item.title}
            tooltip
            loading={restore.isPending && restore.variables === item.id}
            onClick={() => onRestore(item)}
          />
          {superAdmin && (
            <RowAction
              icon="pi-times-circle"
              label={t.purge}
              name={item.title}
              severity="danger"
              tooltip
              loading={purge.isPending && purge.variables === item.id}
              onClick={() => onPurge(item)}
            />
          )}
        </span>
      )}
    />
  );
}
