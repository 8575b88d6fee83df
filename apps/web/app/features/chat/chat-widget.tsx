import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessageCircle, Send, X } from 'lucide-react';
import { CHAT_DEFAULTS, whatsappSendUrl, type ShopSettings } from '@alankar/shared/settings';

interface ChatWidgetProps {
  settings: ShopSettings;
  /** Called after a message is handed to WhatsApp. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, text: string) => void;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * A floating chat with the shop: the greeting appears after a short "typing" pause, and a message
 * opens WhatsApp with the shop's number and the text, in a new window.
 */
export function ChatWidget({ settings, onSubmit }: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const [typing, setTyping] = useState(false);
  const [nudge, setNudge] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const delay = settings.chat.notificationDelaySeconds;

  // A visitor who has not opened the chat gets one gentle nudge.
  useEffect(() => {
    if (openedAt || delay <= 0) return;
    const timer = setTimeout(() => setNudge(true), delay * 1000);
    return () => clearTimeout(timer);
  }, [openedAt, delay]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(false), CHAT_DEFAULTS.messageDelayMs);
    return () => clearTimeout(timer);
  }, [typing]);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  function toggle() {
    if (!open && !openedAt) {
      setOpenedAt(new Date());
      setTyping(true);
    }
    setNudge(false);
    setOpen(!open);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    window.open(whatsappSendUrl(settings.whatsappNumber, message), '_blank', 'noopener,noreferrer');
    onSubmit?.(event, message);
    setText('');
  }

  return (
    <div className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3">
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-label={`Chat with ${settings.displayName}`}
          className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-ink/10"
        >
          <header className="flex items-center gap-3 bg-emerald px-4 py-3 text-ivory">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-gold-soft font-serif text-xl font-semibold text-emerald-deep">
              {settings.displayName.slice(0, 1)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{settings.displayName}</p>
              <p className="text-xs text-ivory/75">{CHAT_DEFAULTS.status}</p>
            </div>
            <button type="button" onClick={() => setOpen(false)} aria-label="Close chat" className="inline-flex size-11 items-center justify-center">
              <X aria-hidden="true" className="size-5" />
            </button>
          </header>

          <div className="overflow-y-auto bg-[#F4EDE3] p-4" style={{ height: CHAT_DEFAULTS.heightPx }} aria-live="polite">
            {typing ? (
              <p className="inline-flex gap-1 rounded-lg bg-white px-4 py-3 shadow-sm" aria-label={`${settings.displayName} is typing`} data-testid="typing-dots">
                {[0, 150, 300].map((offset) => (
                  <span key={offset} className="size-2 animate-bounce rounded-full bg-taupe/60" style={{ animationDelay: `${offset}ms` }} />
                ))}
              </p>
            ) : (
              <div className="max-w-[85%] rounded-lg rounded-tl-none bg-white px-4 py-2.5 shadow-sm">
                <p className="text-xs font-semibold text-gold">{settings.displayName}</p>
                <p className="mt-0.5 text-[0.9375rem]">{CHAT_DEFAULTS.greeting}</p>
                {openedAt ? (
                  <p className="mt-1 text-right text-[0.6875rem] text-taupe">
                    <time dateTime={openedAt.toISOString()}>{timeFormat.format(openedAt)}</time>
                  </p>
                ) : null}
              </div>
            )}
          </div>

          <form onSubmit={send} className="flex items-center gap-2 border-t border-line p-2">
            <label className="min-w-0 flex-1">
              <span className="sr-only">Message</span>
              <input
                ref={input}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={settings.chat.placeholder}
                className="h-11 w-full rounded-full bg-ivory px-4 text-[0.9375rem] outline-none focus:ring-2 focus:ring-gold-soft"
              />
            </label>
            <button type="submit" aria-label="Send message" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald text-ivory">
              <Send aria-hidden="true" className="size-4" />
            </button>
          </form>
        </section>
      ) : null}

      {nudge && !open ? (
        <p role="status" className="max-w-56 rounded-lg bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-ink/10">
          {CHAT_DEFAULTS.greeting}
        </p>
      ) : null}

      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Hide chat' : `Chat with ${settings.displayName} on WhatsApp`}
        className="relative inline-flex size-14 items-center justify-center rounded-full bg-emerald text-ivory shadow-lg transition-transform hover:scale-105"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
        {nudge && !open ? (
          <span className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-danger text-[0.6875rem] font-semibold text-white">
            1
          </span>
        ) : null}
      </button>
    </div>
  );
}
