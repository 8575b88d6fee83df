import { useRef } from 'react';
import { useFocusAndEscape } from '~/lib/use-focus-and-escape';
import CircleAlert from 'lucide-icon/circle-alert';
import CircleCheck from 'lucide-icon/circle-check';
import { useWords } from '~/words/use-words';
import type { Alert } from './alerts';

/** A calm modal message with one button; Escape closes it too. */
export function AlertDialog({ alert, close }: { alert: Alert; close: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useWords();

  useFocusAndEscape(button, close, alert);

  const Icon = alert.kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="alert-title"
        aria-describedby="alert-text"
        className="w-full max-w-sm bg-white px-6 py-8 text-center shadow-2xl"
      >
        <Icon
          aria-label={alert.kind === 'success' ? t.common.success : t.common.error}
          className={`mx-auto size-14 ${alert.kind === 'success' ? 'text-success' : 'text-danger'}`}
          strokeWidth={1.25}
        />
        <h2 id="alert-title" className="mt-4 text-3xl">
          {alert.title}
        </h2>
        <p id="alert-text" className="mt-2 text-taupe">
          {alert.text}
        </p>
        <button ref={button} type="button" onClick={close} className="btn btn-primary mt-6 min-w-32">
          {t.common.ok}
        </button>
      </div>
    </div>
  );
}
