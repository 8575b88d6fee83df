import { useEffect, useId, useState, type FormEvent } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '@alankar/shared/catalogue';
import { DISCOUNT_KINDS, MAX_CODE_LENGTH, normaliseCode, type DiscountKind } from '@alankar/shared/discount';
import type { DiscountCode } from '@alankar/shared/discount-schemas';
import { parseTaka } from '@alankar/shared/money';
import { formText } from '~/lib/read-form';
import { useSaveForm } from '~/lib/use-save-form';
import { FormField } from '~/ui/form-field';
import type { DiscountBody } from './discount-api';
import { KIND_LABELS } from './discount-display';
import { dhakaInputValue, dhakaMoment } from '~/lib/dhaka-input';

const AMOUNT_LABELS: Record<Exclude<DiscountKind, 'free-delivery'>, { label: string; hint: string }> = {
  percent: { label: 'Amount (%)', hint: 'A percentage from 1 to 100 of the pieces the code is for.' },
  fixed: { label: 'Amount (Tk)', hint: 'Whole taka off the pieces the code is for, never more than they cost.' },
};

/** A number as typed: `1,000`, `Tk 1,000`, `25%` and Bengali digits are read; anything else goes as typed. */
function typedNumber(text: string): number | string {
  const trimmed = text.trim().replace(/\s*%$/, '');
  return parseTaka(trimmed) ?? text;
}

/** A limit typed into the form: empty for none. */
function typedLimit(text: string): number | string | null {
  return text.trim() === '' ? null : typedNumber(text);
}

function readDiscount(form: FormData, kind: DiscountKind, productIds: readonly string[]): DiscountBody {
  const ticked = form.getAll('categories');
  const minSubtotal = formText(form, 'minSubtotal');
  return {
    code: normaliseCode(formText(form, 'code')),
    kind,
    amount: kind === 'free-delivery' ? 0 : typedNumber(formText(form, 'amount')),
    minSubtotal: minSubtotal.trim() === '' ? 0 : typedNumber(minSubtotal),
    startsAt: dhakaMoment(formText(form, 'startsAt')),
    endsAt: dhakaMoment(formText(form, 'endsAt')),
    maxUses: typedLimit(formText(form, 'maxUses')),
    usesPerPhone: typedLimit(formText(form, 'usesPerPhone')),
    firstOrderOnly: form.get('firstOrderOnly') === 'on',
    categories: CATEGORIES.filter((category) => ticked.includes(category)),
    // Pieces are not chosen here: a code keeps the ones it has.
    productIds: [...productIds],
    paused: form.get('paused') === 'on',
  };
}

/** A list's message may come for the list (`categories`) or for one of its items (`categories.0`). */
function listError(errors: Record<string, string>, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

/** Upper-cases the code as it is typed, leaving the cursor where it was. */
function upperCaseAsTyped(event: React.ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** A checkbox with its name and, under it, what ticking it does. */
function Choice({
  name,
  label,
  text,
  defaultChecked,
}: {
  name: string;
  label: string;
  text: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-text`}
        className="mt-0.5 size-4 shrink-0 accent-emerald"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-text`} className="mt-0.5 text-taupe">
          {text}
        </p>
      </div>
    </div>
  );
}

/**
 * A discount code's form, for a new code or (`initial`) to change one: the server's per-field messages show beside
 * the fields. Times are typed and shown in Dhaka time. The pieces a code is for are not chosen here; a code that has
 * some keeps them.
 */
export function DiscountForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: DiscountCode | null;
  onSave: (body: DiscountBody) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) {
  const { form, errors, busy, save } = useSaveForm(onSave);
  const [kind, setKind] = useState<DiscountKind>(initial?.kind ?? 'percent');
  const id = useId();
  const title = initial ? `Edit ${initial.code}` : 'New code';
  const productIds = initial?.productIds ?? [];
  const categoriesError = listError(errors, 'categories');
  const piecesError = listError(errors, 'productIds');

  // Edit opens the form filled in, above the table: bring it into view with the cursor in the code.
  const editing = initial?._id;
  useEffect(() => {
    if (!editing) return;
    form.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus({ preventScroll: true });
  }, [editing, form]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(readDiscount(new FormData(event.currentTarget), kind, productIds));
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      noValidate
      className="scroll-mt-24 space-y-5 bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl">
        {title}
      </h2>
      <FormField
        label="Code"
        name="code"
        required
        maxLength={MAX_CODE_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={initial?.code}
        onChange={upperCaseAsTyped}
        error={errors.code}
        hint="What shoppers type at checkout: letters, digits, - and _, like EID25."
        className="max-w-sm"
      />
      <fieldset aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Kind</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {DISCOUNT_KINDS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-emerald"
              />
              {KIND_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id={`${id}-kind-error`} className="mt-1 text-sm text-danger">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {kind === 'free-delivery' ? null : (
          <FormField
            // A new field for each kind: 25 % does not become Tk 25 off.
            key={kind}
            label={AMOUNT_LABELS[kind].label}
            name="amount"
            inputMode="numeric"
            required
            defaultValue={initial?.kind === kind ? initial.amount : undefined}
            error={errors.amount}
            hint={AMOUNT_LABELS[kind].hint}
          />
        )}
        <FormField
          label="Minimum subtotal (Tk)"
          name="minSubtotal"
          inputMode="numeric"
          defaultValue={initial?.minSubtotal || undefined}
          error={errors.minSubtotal}
          hint="What the pieces it is for must come to. Leave empty for no minimum."
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Starts (Dhaka time)"
          name="startsAt"
          type="datetime-local"
          defaultValue={dhakaInputValue(initial?.startsAt ?? null)}
          error={errors.startsAt}
          hint="Leave empty to start at once."
        />
        <FormField
          label="Ends (Dhaka time)"
          name="endsAt"
          type="datetime-local"
          defaultValue={dhakaInputValue(initial?.endsAt ?? null)}
          error={errors.endsAt}
          hint="Leave empty for no end."
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Total uses"
          name="maxUses"
          inputMode="numeric"
          defaultValue={initial?.maxUses ?? undefined}
          error={errors.maxUses}
          hint="Orders in all, not counting cancelled ones. Leave empty for no limit."
        />
        <FormField
          label="Uses per mobile number"
          name="usesPerPhone"
          inputMode="numeric"
          defaultValue={initial?.usesPerPhone ?? undefined}
          error={errors.usesPerPhone}
          hint="Leave empty for no limit."
        />
      </div>
      <Choice
        name="firstOrderOnly"
        label="First order only"
        text="Only for shoppers placing their first order with the shop."
        defaultChecked={initial?.firstOrderOnly ?? false}
      />
      <fieldset aria-describedby={`${id}-categories-hint${categoriesError ? ` ${id}-categories-error` : ''}`}>
        <legend className="mb-1.5 text-sm font-medium">Categories</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={initial?.categories.includes(category)}
                className="size-4 accent-emerald"
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </div>
        <p id={`${id}-categories-hint`} className="mt-1 text-xs text-taupe">
          None ticked: the code is for every category.
        </p>
        {categoriesError ? (
          <p id={`${id}-categories-error`} className="mt-1 text-sm text-danger">
            {categoriesError}
          </p>
        ) : null}
      </fieldset>
      {productIds.length > 0 || piecesError ? (
        <div className="text-sm">
          <p className="text-taupe">
            Also for {productIds.length} {productIds.length === 1 ? 'chosen piece' : 'chosen pieces'}, which stay as
            they are.
          </p>
          {piecesError ? <p className="mt-1 text-danger">{piecesError}</p> : null}
        </div>
      ) : null}
      <Choice
        name="paused"
        label="Paused"
        text="A paused code is refused at checkout until you resume it."
        defaultChecked={initial?.paused ?? false}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className="btn btn-primary w-full sm:w-auto">
          {busy ? 'Saving…' : initial ? 'Save changes' : 'Add code'}
        </button>
        {initial ? (
          <button type="button" onClick={onCancel} className="btn btn-outline w-full sm:w-auto">
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
