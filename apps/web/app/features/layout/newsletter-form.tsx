import { useFetcher } from 'react-router';
import type { action } from '~/routes/newsletter';
import { useWords } from '~/words/use-words';

/** 'Get updates': subscribes the email for news of new pieces and offers. */
export function NewsletterForm() {
  const { t, lang } = useWords();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';

  return (
    <fetcher.Form method="post" action="/newsletter" className="space-y-3" aria-labelledby="newsletter-title">
      <input type="hidden" name="lang" value={lang} />
      <h2 id="newsletter-title" className="text-2xl">
        {t.newsletter.title}
      </h2>
      <p className="text-sm text-ivory/75">{t.newsletter.text}</p>
      <div className="flex gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t.newsletter.email}</span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t.newsletter.placeholder}
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby="newsletter-status"
            className="field border-ivory/30 bg-emerald-deep text-ivory placeholder:text-ivory/50"
          />
        </label>
        <button type="submit" disabled={busy} className="btn shrink-0 bg-gold-soft text-emerald-deep hover:bg-ivory">
          {busy ? t.newsletter.sending : t.newsletter.subscribe}
        </button>
      </div>
      <p id="newsletter-status" role="status" className={`min-h-5 text-sm ${result?.ok ? 'text-ivory' : 'text-[#ffb4a8]'}`}>
        {result?.message}
      </p>
    </fetcher.Form>
  );
}
