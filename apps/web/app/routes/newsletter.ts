import { data } from 'react-router';
import { isLang } from '@alankar/shared/lang';
import { newsletterSignup } from '@alankar/shared/newsletter';
import type { Route } from './+types/newsletter';
import { readForm } from '~/lib/read-form';
import { fill } from '~/words/words';
import { wordsFor } from '~/words/words.server';

/** Subscribes an email; the answer is worded in the language of the page the form was sent from (its `lang` field). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const lang = form?.get('lang');
  const t = wordsFor(isLang(lang) ? lang : 'en', ['newsletter']).newsletter;
  const parsed = newsletterSignup.safeParse({ email: form?.get('email') ?? '' });
  if (!parsed.success) {
    return data({ ok: false, message: t.invalid }, { status: 400 });
  }
  const result = await context.services.newsletter.subscribe(parsed.data.email);
  return {
    ok: true,
    message: fill(result.alreadySubscribed ? t.alreadySubscribed : t.subscribed, { email: result.email }),
  };
}
