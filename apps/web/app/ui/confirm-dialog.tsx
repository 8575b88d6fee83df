import { useEffect, useRef } from 'react';

/** A yes/no question in a modal dialog (the browser's own <dialog>, so focus and Escape behave). */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onCancel}
      aria-labelledby="confirm-title"
      className="m-auto w-[min(24rem,calc(100vw-2rem))] bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <p id="confirm-title" className="font-serif text-2xl">
        {title}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn bg-danger text-white" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
