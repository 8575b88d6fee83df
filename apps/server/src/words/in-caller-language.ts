import type { ApiErrorBody } from '@alankar/shared/api-error';
import { bengaliDigits, type Lang } from '@alankar/shared/lang';
import { BANGLA_MESSAGES } from './bangla-messages';

interface Template {
  pattern: RegExp;
  names: string[];
  bangla: string;
}

/** The English wording with `{name}` parts, as a pattern that finds those parts in a message. */
function templateOf(english: string, bangla: string): Template {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, bangla };
}

const EXACT = new Map(Object.entries(BANGLA_MESSAGES).filter(([english]) => !english.includes('{')));
const TEMPLATES = Object.entries(BANGLA_MESSAGES)
  .filter(([english]) => english.includes('{'))
  .map(([english, bangla]) => templateOf(english, bangla));

/** A varying part as Bangla writes it: `Tk 1,25,000` → `৳১,২৫,০০০`, `#1024` → `#১০২৪`; names and titles as they are. */
function part(value: string): string {
  const amount = /^Tk ([\d,]+)$/.exec(value);
  if (amount) return `৳${bengaliDigits(amount[1]!)}`;
  return /^#?[\d,]+$/.test(value) ? bengaliDigits(value) : value;
}

/** One message in Bangla, or as it is when it has no Bangla wording (a staff-only message). */
export function inBangla(message: string): string {
  const exact = EXACT.get(message);
  if (exact) return exact;
  // Several fields' messages in one (`name: Enter your full name; city: Enter your city`).
  if (message.includes('; ')) return message.split('; ').map(inBangla).join('; ');
  const labelled = /^([\w.]+): (.+)$/s.exec(message);
  if (labelled) return `${labelled[1]}: ${inBangla(labelled[2]!)}`;
  for (const { pattern, names, bangla } of TEMPLATES) {
    const found = pattern.exec(message);
    if (!found) continue;
    return bangla.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = found[names.indexOf(name) + 1];
      return value === undefined ? whole : part(value);
    });
  }
  return message;
}

/** An error answer in the caller's language: its message and every field's message. */
export function inCallerLanguage(body: ApiErrorBody, lang: Lang): ApiErrorBody {
  if (lang === 'en') return body;
  const { fields } = body.error;
  return {
    error: {
      ...body.error,
      message: inBangla(body.error.message),
      ...(fields
        ? { fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, inBangla(text)])) }
        : {}),
    },
  };
}
