import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import MessageCircle from 'lucide-icon/message-circle';
import X from 'lucide-icon/x';
import type { ShellSettings } from '@alankar/shared/settings';
import { onDemand } from '~/lib/on-demand';
import { useWords } from '~/words/use-words';

interface ChatWidgetProps {
  settings: ShellSettings;
  /** Called after a message is handed to WhatsApp. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, text: string) => void;
}

const { Component: ChatPanel, usePrefetch: usePrefetchChatPanel } = onDemand(() =>
  import('./chat-panel').then((module) => module.ChatPanel),
);

/**
 * A floating chat with the shop: the greeting appears after a short "typing" pause, and a message opens WhatsApp.
 * The launcher is on the page from the start; the conversation's code arrives once the page is interactive.
 */
export function ChatWidget({ settings, onSubmit }: ChatWidgetProps) {
  const { t, fill } = useWords();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const [typing, setTyping] = useState(false);
  const [nudge, setNudge] = useState(false);
  const [text, setText] = useState('');
  const panelId = useId();
  const delay = settings.chat.notificationDelaySeconds;
  usePrefetchChatPanel();
  const close = useCallback(() => setOpen(false), []);
  const typed = useCallback(() => setTyping(false), []);

  // A visitor who has not opened the chat gets one gentle nudge.
  useEffect(() => {
    if (openedAt || delay <= 0) return;
    const timer = setTimeout(() => setNudge(true), delay * 1000);
    return () => clearTimeout(timer);
  }, [openedAt, delay]);

  function toggle() {
    if (!open && !openedAt) {
      setOpenedAt(new Date());
      setTyping(true);
    }
    setNudge(false);
    setOpen(!open);
  }

  return (
    <div className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3">
      {open ? (
        <ChatPanel
          id={panelId}
          settings={settings}
          openedAt={openedAt}
          typing={typing}
          onTyped={typed}
          text={text}
          onTextChange={setText}
          onClose={close}
          onSubmit={onSubmit}
        />
      ) : null}

      {nudge && !open ? (
        <p role="status" className="max-w-56 rounded-lg bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-ink/10">
          {t.chat.greeting}
        </p>
      ) : null}

      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.chat.hide : fill(t.chat.open, { name: settings.displayName })}
        className="relative inline-flex size-14 items-center justify-center rounded-full bg-emerald text-ivory shadow-lg transition-transform hover:scale-105"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </div>
  );
}
