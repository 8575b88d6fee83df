import { data } from 'react-router';
import { newsletterSignup } from '@alankar/shared/newsletter';
import type { Route } from './+types/newsletter';
import { readForm } from '~/lib/read-form';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = newsletterSignup.safeParse({ email: form?.get('email') ?? '' });
  if (!parsed.success) {
    return data({ ok: false, message: 'Please enter a valid email address.' }, { status: 400 });
  }
  const result = await context.services.newsletter.subscribe(parsed.data.email);
  return {
    ok: true,
    message: result.alreadySubscribed
      ? `${result.email} is already on our list. Thank you!`
      : `Thank you! ${result.email} will hear about new pieces first.`,
  };
}
