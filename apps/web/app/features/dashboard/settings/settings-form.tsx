import { useState, type FormEvent } from 'react';
import type { ShopSettings } from '@alankar/shared/settings';
import { formText } from '~/lib/read-form';
import type { ProviderMethod } from '@alankar/shared/order';
import { FormField } from '~/ui/form-field';
import { PaymentMethodsField } from './payment-methods-field';

/** A whole-number field read as a number; blank or text goes to the server as-is, which names the problem. */
function formNumber(form: FormData, name: string): number | string {
  const text = formText(form, name);
  return /^\d+$/.test(text) ? Number(text) : text;
}

function readSettings(form: FormData) {
  return {
    displayName: formText(form, 'displayName'),
    whatsappNumber: formText(form, 'whatsappNumber'),
    instagramUrl: formText(form, 'instagramUrl'),
    bkashNumber: formText(form, 'bkashNumber'),
    shippingFee: formNumber(form, 'shippingFee'),
    freeShippingAbove: formNumber(form, 'freeShippingAbove'),
    paymentMethods: form.getAll('paymentMethods').map(String),
    chat: {
      placeholder: formText(form, 'chat.placeholder'),
      notificationDelaySeconds: formNumber(form, 'chat.notificationDelaySeconds'),
    },
  };
}
export type SettingsFields = ReturnType<typeof readSettings>;

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="bg-white p-5 ring-1 ring-line sm:p-6">
      {/* Floated, so the legend sits inside the box like a heading. */}
      <legend className="float-left mb-4 w-full font-serif text-2xl">{title}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

/** Every setting the owner may change, in four groups; the server's per-field messages show beside the fields. */
export function SettingsForm({
  settings,
  configuredProviders,
  onSave,
}: {
  settings: ShopSettings;
  /** Payment providers whose keys the server has. */
  configuredProviders: readonly ProviderMethod[];
  onSave: (fields: SettingsFields) => Promise<Record<string, string> | null>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const refused = await onSave(readSettings(new FormData(event.currentTarget)));
    setBusy(false);
    setErrors(refused ?? {});
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-6" aria-label="Shop settings" noValidate>
      <Group title="Shop">
        <FormField
          label="Shop name"
          name="displayName"
          required
          maxLength={60}
          defaultValue={settings.displayName}
          error={errors.displayName}
          hint="Shown in the chat, emails and invoices."
        />
        <FormField
          label="Instagram link"
          name="instagramUrl"
          type="url"
          required
          defaultValue={settings.instagramUrl}
          error={errors.instagramUrl}
        />
      </Group>
      <Group title="Delivery">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Shipping fee (Tk)"
            name="shippingFee"
            inputMode="numeric"
            required
            defaultValue={settings.shippingFee}
            error={errors.shippingFee}
          />
          <FormField
            label="Free shipping above (Tk)"
            name="freeShippingAbove"
            inputMode="numeric"
            required
            defaultValue={settings.freeShippingAbove}
            error={errors.freeShippingAbove}
            hint="Orders above this amount ship free."
          />
        </div>
      </Group>
      <Group title="Payments">
        <FormField
          label="bKash number"
          name="bkashNumber"
          type="tel"
          inputMode="tel"
          required
          defaultValue={settings.bkashNumber}
          error={errors.bkashNumber}
          hint="Shoppers who pick “bKash” send money to this number."
        />
        <PaymentMethodsField
          offered={settings.paymentMethods}
          configured={configuredProviders}
          error={errors.paymentMethods}
        />
      </Group>
      <Group title="WhatsApp chat">
        <FormField
          label="WhatsApp number"
          name="whatsappNumber"
          type="tel"
          inputMode="tel"
          required
          defaultValue={settings.whatsappNumber}
          error={errors.whatsappNumber}
          hint="With the country code, like 8801711000000."
        />
        <FormField
          label="Chat box hint"
          name="chat.placeholder"
          required
          maxLength={80}
          defaultValue={settings.chat.placeholder}
          error={errors['chat.placeholder']}
        />
        <FormField
          label="Nudge after (seconds)"
          name="chat.notificationDelaySeconds"
          inputMode="numeric"
          required
          defaultValue={settings.chat.notificationDelaySeconds}
          error={errors['chat.notificationDelaySeconds']}
          hint="How long before the chat greets a visitor who has not opened it. 0 turns it off."
        />
      </Group>
      <button type="submit" disabled={busy} className="btn btn-primary w-full sm:w-auto">
        {busy ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
