import { useEffect, useRef, type FormEvent } from 'react';
import Send from 'lucide-icon/send';
import X from 'lucide-icon/x';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import type { Lang } from '@alankar/shared/lang';
import { CHAT_DEFAULTS, whatsappSendUrl, type ShellSettings } from '@alankar/shared/settings';
import { useFocusAndEscape } from '~/lib/use-focus-and-escape';
import { useWords } from '~/words/use-words';

export interface ChatPanelProps {
  id: string;
  settings: ShellSettings;
  /** When the visitor first opened the chat: the greeting's time. */
  openedAt: Date | null;
  /** The shop is "typing" its greeting: for a short pause from when the panel shows, then `onTyped`. */
  typing: boolean;
  onTyped: () => void;
  /** The message being written: kept by the launcher, so a closed chat still has it when it opens again. */
  text: string;
  onTextChange: (text: string) => void;
  onClose: () => void;
  /** Called after a message is handed to WhatsApp. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, text: string) => void;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The greeting's time: `3:45 PM` on the visitor's clock, or in Bangla the shop's `বিকেল ৩:৪৫`. */
function clockTime(date: Date, lang: Lang): string {
  if (lang === 'en') return timeFormat.format(date);
  return formatDhakaDateTime(date.toISOString(), lang).split(', ').at(-1)!;
}

/** The open chat: the shop's greeting, and a message box that opens WhatsApp with the text, in a new window. */
export function ChatPanel(props: ChatPanelProps) {
  const { id, settings, openedAt, typing, onTyped, text, onTextChange, onClose, onSubmit } = props;
  const input = useRef<HTMLInputElement>(null);
  const { t, lang, fill } = useWords();
  const name = settings.displayName;
  const placeholder =
    settings.chat.placeholder === CHAT_DEFAULTS.placeholder ? t.chat.placeholder : settings.chat.placeholder;

  useFocusAndEscape(input, onClose);

  // Timed from here, not from the tap: on a slow phone the panel's code may arrive after the pause would have ended.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(onTyped, CHAT_DEFAULTS.messageDelayMs);
    return () => clearTimeout(timer);
  }, [typing, onTyped]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    window.open(whatsappSendUrl(settings.whatsappNumber, message), '_blank', 'noopener,noreferrer');
    onSubmit?.(event, message);
    onTextChange('');
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-label={fill(t.chat.dialog, { name })}
      className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-ink/10"
    >
      <header className="flex items-center gap-3 bg-emerald px-4 py-3 text-ivory">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-gold-soft font-serif text-xl font-semibold text-emerald-deep"
        >
          {settings.displayName.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{settings.displayName}</p>
          <p className="text-xs text-ivory/75">{t.chat.status}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.chat.close}
          className="inline-flex size-11 items-center justify-center"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div className="overflow-y-auto bg-[#F4EDE3] p-4" style={{ height: CHAT_DEFAULTS.heightPx }} aria-live="polite">
        {typing ? (
          <p
            className="inline-flex gap-1 rounded-lg bg-white px-4 py-3 shadow-sm"
            aria-label={fill(t.chat.typing, { name })}
            data-testid="typing-dots"
          >
            {[0, 150, 300].map((offset) => (
              <span
                key={offset}
                className="size-2 animate-bounce rounded-full bg-taupe/60"
                style={{ animationDelay: `${offset}ms` }}
              />
            ))}
          </p>
        ) : (
          <div className="max-w-[85%] rounded-lg rounded-tl-none bg-white px-4 py-2.5 shadow-sm">
            <p className="text-xs font-semibold text-gold">{settings.displayName}</p>
            <p className="mt-0.5 text-[0.9375rem]">{t.chat.greeting}</p>
            {openedAt ? (
              <p className="mt-1 text-right text-[0.6875rem] text-taupe">
                <time dateTime={openedAt.toISOString()}>{clockTime(openedAt, lang)}</time>
              </p>
            ) : null}
          </div>
        )}
      </div>

      <form onSubmit={send} className="flex items-center gap-2 border-t border-line p-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t.chat.message}</span>
          <input
            ref={input}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            placeholder={placeholder}
            className="h-11 w-full rounded-full bg-ivory px-4 text-[0.9375rem] outline-none focus:ring-2 focus:ring-gold-soft"
          />
        </label>
        <button
          type="submit"
          aria-label={t.chat.send}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald text-ivory"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}
