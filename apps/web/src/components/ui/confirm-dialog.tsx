import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks before a final step (e.g. "Charge entsorgen"). `onConfirm` may return a promise; the dialog
 * stays open with a busy button until it settles, and closes only on success (not when it rejects
 * or resolves `false`, as a refused `submitHandler` does).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Abbrechen',
  tone = 'primary',
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => unknown;
}) {
  const [internalOpen, setInternalOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const isOpen = open ?? internalOpen;
  const setOpen = (next: boolean) => {
    if (isBusy) return;
    setInternalOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const done = await onConfirm();
      setBusy(false);
      if (done === false) return;
      setInternalOpen(false);
      onOpenChange?.(false);
    } catch {
      setBusy(false); // the caller reports the error (toast); the dialog stays for another try
    }
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={confirm} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
