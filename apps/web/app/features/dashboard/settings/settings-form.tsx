import type { FormEvent } from 'react';
import type { ShopSettings } from '@alankar/shared/settings';
import { formAmount, formText } from '~/lib/read-form';
import { useSaveForm } from '~/lib/use-save-form';
import type { ProviderMethod } from '@alankar/shared/order';
import { FormField } from '~/ui/form-field';
import { PaymentMethodsField } from './payment-methods-field';

function readSettings(form: FormData) {
  return {
    displayName: formText(form, 'displayName'),
    whatsappNumber: formText(form, 'whatsappNumber'),
    instagramUrl: formText(form, 'instagramUrl'),
    bkashNumber: formText(form, 'bkashNumber'),
    shippingFee: formAmount(form, 'shippingFee'),
    freeShippingAbove: formAmount(form, 'freeShippingAbove'),
    paymentMethods: form.getAll('paymentMethods').map(String),
    chat: {
      placeholder: formText(form, 'chat.placeholder'),
      notificationDelaySeconds: formAmount(form, 'chat.notificationDelaySeconds'),
    },
    orderLimits: {
      ordersPerDay: formAmount(form, 'orderLimits.ordersPerDay'),
      unpaidPieces: formAmount(form, 'orderLimits.unpaidPieces'),
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
  const { form, errors, busy, save } = useSaveForm(onSave);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(readSettings(new FormData(event.currentTarget)));
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} className="space-y-6" aria-label="Shop settings" noValidate>
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
      <Group title="Orders">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Orders a day per shopper"
            name="orderLimits.ordersPerDay"
            inputMode="numeric"
            required
            defaultValue={settings.orderLimits.ordersPerDay}
            error={errors['orderLimits.ordersPerDay']}
            hint="From one account, one phone number or one address, in 24 hours."
          />
          <FormField
            label="Unpaid pieces per shopper"
            name="orderLimits.unpaidPieces"
            inputMode="numeric"
            required
            defaultValue={settings.orderLimits.unpaidPieces}
            error={errors['orderLimits.unpaidPieces']}
            hint="Pieces one shopper’s orders may hold until they are paid or confirmed."
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
