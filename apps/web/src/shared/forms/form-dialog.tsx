import { texts } from '@school/contracts';
import type { AuditSection } from '@school/contracts/audit';
import { Button, type ButtonProps } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';

type FormDialogProps = {
  header: ReactNode;
  /** Cancel, Esc and the header's × call it. */
  onClose: () => void;
  /** The form's submit handler (useZodForm's `handleSubmit`): the submit button and Enter in a field. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button spins (and is disabled) while the call runs. */
  submitting: boolean;
  submitLabel?: string;
  submitIcon?: string;
  submitSeverity?: ButtonProps['severity'];
  /** A hint paragraph above the fields. */
  hint?: ReactNode;
  /** The form's layout classes: a column of fields unless told otherwise (e.g. 'formgrid grid'). */
  className?: string;
  /** For a dialog that stays mounted and is shown on demand; otherwise mount it for each opening. */
  visible?: boolean;
  /** A narrower dialog than the usual 40rem, e.g. '28rem'. */
  width?: string;
  /** A click outside closes the dialog too. */
  dismissableMask?: boolean;
  /** The header drags the dialog around (PrimeReact's default). */
  draggable?: boolean;
  /** Editing a record: its «История изменений» under the fields (admins only). */
  history?: { section: AuditSection; entityId?: number };
  children: ReactNode;
};

/**
 * The shell of the app's form dialogs: the fields in a form, «Отмена» and the submit button in the footer
 * (bound to the form by its id, so Enter in a field submits and Esc closes).
 */
export function FormDialog({
  header,
  onClose,
  onSubmit,
  submitting,
  submitLabel = texts.common.save,
  submitIcon = 'pi pi-check',
  submitSeverity,
  hint,
  className = 'flex flex-column gap-3',
  visible = true,
  width,
  dismissableMask = false,
  draggable = true,
  history,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={header}
      className="app-dialog"
      style={width ? { maxWidth: width } : undefined}
      dismissableMask={dismissableMask}
      draggable={draggable}
      // Named here, not from PrimeReact's locale: the sign-in page opens this dialog outside the kit's provider.
      ariaCloseIconLabel={texts.common.close}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={texts.common.cancel} text onClick={onClose} />
          <Button
            type="submit"
            form={formId}
            icon={submitIcon}
            severity={submitSeverity}
            label={submitLabel}
            loading={submitting}
          />
        </div>
      }
    >
      {hint && <p className="app-card-hint">{hint}</p>}
      <form id={formId} onSubmit={onSubmit} noValidate className={className}>
        {children}
      </form>
      {history && <LazyRecordHistory {...history} />}
    </Dialog>
  );
}
