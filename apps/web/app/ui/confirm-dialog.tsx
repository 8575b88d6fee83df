import { useEffect, useId, useRef } from 'react';
import { useWords } from '~/words/use-words';

/** A yes/no question in a modal dialog (the browser's own <dialog>, so focus and Escape behave). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  /** What saying yes will do, when the title alone doesn't say. */
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` (red) for what removes or cancels; `primary` for a confirmation. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
  /** A choice that goes with the answer (a checkbox …). */
  children?: React.ReactNode;
}) {
  const id = useId();
  const { t } = useWords();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <p id={`${id}-title`} className="font-serif text-2xl">
        {title}
      </p>
      {text ? (
        <p id={`${id}-text`} className="mt-2 text-sm text-taupe">
          {text}
        </p>
      ) : null}
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {cancelLabel ?? t.common.cancel}
        </button>
        <button
          type="button"
          className={`btn ${tone === 'danger' ? 'bg-danger text-white' : 'btn-primary'}`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
