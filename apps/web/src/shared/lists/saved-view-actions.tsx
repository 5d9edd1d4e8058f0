import {
  SAVED_VIEW_NAME_MAX,
  type SavedView,
  savedViewCreateBodySchema,
} from '@school/contracts/saved-views';
import { savedViewsTexts } from '@school/contracts/texts/saved-views';
import { Checkbox } from 'primereact/checkbox';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import {
  type Dispatch,
  type SetStateAction,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { z } from 'zod';
import { FormDialog } from '../forms/form-dialog';
import { TextField } from '../forms/text-field';
import { useZodForm } from '../forms/use-zod-form';
import { showError, showSuccess } from '../toast/toast-store';
import { confirmAction } from '../ui/confirm-action';
import { useChangeView, useCreateView, useRemoveView } from './saved-views-api';

const t = savedViewsTexts.savedViews;

/** What the chips asked for: a chip's menu, or a dialog (save the current filters, copy a team view, rename). */
export type SavedViewAction =
  | { kind: 'menu'; view: SavedView; target: HTMLElement }
  | { kind: 'save' }
  | { kind: 'copy'; view: SavedView }
  | { kind: 'rename'; view: SavedView };

type SavedViewActionsProps = {
  action: SavedViewAction;
  listKey: string;
  /** The list's current filters, search and sort as a view's query, and the list's version. */
  current: string;
  version: number;
  admin: boolean;
  onAction: Dispatch<SetStateAction<SavedViewAction | null>>;
  onClose: () => void;
};

/** The chips' menu and dialogs, loaded on the first click (saved-views.tsx). */
export function SavedViewActions(props: SavedViewActionsProps) {
  const { action, listKey, current, version, onClose } = props;
  switch (action.kind) {
    case 'menu':
      return <ViewMenu {...props} view={action.view} target={action.target} />;
    case 'save':
      return (
        <ViewDialog
          header={t.saveTitle}
          initialName=""
          teamChoice={props.admin}
          body={(name, team) => ({ list: listKey, name, query: current, version, team })}
          onClose={onClose}
        />
      );
    case 'copy':
      return (
        <ViewDialog
          header={t.saveCopy}
          initialName={action.view.name}
          teamChoice={false}
          body={(name) => ({ list: listKey, name, query: action.view.query, version: action.view.version })}
          onClose={onClose}
        />
      );
    case 'rename':
      return <RenameDialog view={action.view} onClose={onClose} />;
  }
}

/** A failed call is toasted by the query client already. */
const ignore = () => undefined;

const linkOf = (listKey: string, query: string) =>
  `${window.location.origin}${listKey}${query ? `?${query}` : ''}`;

function ViewMenu({
  view,
  target,
  listKey,
  current,
  version,
  onAction,
}: SavedViewActionsProps & { view: SavedView; target: HTMLElement }) {
  const menu = useRef<Menu>(null);
  const id = useId();
  const change = useChangeView();
  const remove = useRemoveView();
  // Shown one render after the mount, when the menu's portal (mounted by its own effect, in the same
  // batch as `mounted`) is there: shown earlier, it would skip the transition that places it by the chip.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) menu.current?.show({ currentTarget: target } as unknown as SyntheticEvent);
  }, [mounted, target]);

  const copyLink = () =>
    navigator.clipboard
      .writeText(linkOf(listKey, view.query))
      .then(() => showSuccess(t.linkCopied))
      .catch(() => showError(t.linkNotCopied));
  const items: MenuItem[] = [
    ...(view.editable
      ? [
          {
            label: t.update,
            icon: 'pi pi-filter',
            command: () =>
              change
                .mutateAsync({ id: view.id, body: { query: current, version } })
                .then(() => showSuccess(t.updated(view.name)), ignore),
          },
          { label: t.rename, icon: 'pi pi-pencil', command: () => onAction({ kind: 'rename', view }) },
        ]
      : [{ label: t.saveCopy, icon: 'pi pi-bookmark', command: () => onAction({ kind: 'copy', view }) }]),
    { label: t.copyLink, icon: 'pi pi-link', command: copyLink },
    ...(view.editable
      ? [
          {
            label: t.delete,
            icon: 'pi pi-trash',
            command: () =>
              confirmAction({
                message: t.deleteConfirm(view.name),
                onAccept: () =>
                  remove.mutateAsync(view.id).then(() => showSuccess(t.deleted(view.name)), ignore),
              }),
          },
        ]
      : []),
  ];
  return (
    <Menu
      ref={menu}
      id={id}
      model={items}
      popup
      aria-label={t.menu(view.name)}
      // A command that opens a dialog has replaced the menu by then: only a menu still open closes.
      onHide={() => onAction((open) => (open?.kind === 'menu' ? null : open))}
    />
  );
}

const nameSchema = savedViewCreateBodySchema.shape.name;
const viewFormSchema = z.object({ name: nameSchema });

type ViewDialogProps = {
  header: string;
  initialName: string;
  /** Admins choose «Для всей команды». */
  teamChoice: boolean;
  body: (name: string, team: boolean) => z.input<typeof savedViewCreateBodySchema>;
  onClose: () => void;
};

function ViewDialog({ header, initialName, teamChoice, body, onClose }: ViewDialogProps) {
  const create = useCreateView();
  const [team, setTeam] = useState(false);
  const teamId = useId();
  const form = useZodForm(viewFormSchema, { name: initialName }, async ({ name }) => {
    await create.mutateAsync(body(name, team));
    showSuccess(t.saved(name));
    onClose();
  });
  return (
    <FormDialog
      header={header}
      hint={t.saveHint}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      width="28rem"
    >
      <TextField field={form.field('name')} label={t.name} autoFocus maxLength={SAVED_VIEW_NAME_MAX} />
      {teamChoice && (
        <div className="flex align-items-center gap-2">
          <Checkbox inputId={teamId} checked={team} onChange={(event) => setTeam(Boolean(event.checked))} />
          <label htmlFor={teamId}>{t.team}</label>
        </div>
      )}
      {teamChoice && team && <small className="app-field__hint">{t.teamHint}</small>}
    </FormDialog>
  );
}

function RenameDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const change = useChangeView();
  const form = useZodForm(viewFormSchema, { name: view.name }, async ({ name }) => {
    await change.mutateAsync({ id: view.id, body: { name } });
    showSuccess(t.renamed(name));
    onClose();
  });
  return (
    <FormDialog
      header={t.renameTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      width="28rem"
    >
      <TextField field={form.field('name')} label={t.name} autoFocus maxLength={SAVED_VIEW_NAME_MAX} />
    </FormDialog>
  );
}
