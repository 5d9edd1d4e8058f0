import { texts } from '@school/contracts';
import { confirmDialog } from 'primereact/confirmdialog';

type ConfirmOptions = {
  message: string;
  header?: string;
  /** Runs on «Да»; the dialog closes at once, the mutation's toast tells how it went. */
  onAccept: () => void;
  /** A deletion: the accept button is red. */
  danger?: boolean;
  /** «Отмена», Esc or ×: for a caller that waits on the answer (a form's submit). */
  onCancel?: () => void;
};

/** Every destructive action asks first (conventions "Look and feel"), in the app's one ConfirmDialog. */
export function confirmAction({
  message,
  header = texts.lists.confirmHeader,
  onAccept,
  danger = true,
  onCancel,
}: ConfirmOptions) {
  confirmDialog({
    message,
    header,
    icon: danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
    acceptLabel: texts.common.yes,
    rejectLabel: texts.common.cancel,
    acceptClassName: danger ? 'p-button-danger' : undefined,
    rejectClassName: 'p-button-text',
    defaultFocus: 'reject',
    accept: onAccept,
    onHide: (result) => {
      if (result !== 'accept') onCancel?.();
    },
  });
}
