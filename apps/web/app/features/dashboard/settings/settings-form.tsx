import type { FormEvent } from 'react';
import type { ShopSettings } from '@alankar/shared/settings';
import { formAmount, formText } from '~/lib/read-form';
import { useSaveForm } from '~/lib/use-save-form';
import type { ProviderMethod } from '@alankar/shared/order';
import { FormField } from '~/ui/form-field';
import { PaymentMethodsField } from './payment-methods-field';
import { SuburbsField } from './suburbs-field';
import { CourierChoices, FakeOrderRules } from './courier-settings';
import type { CourierSetup } from '@alankar/shared/courier';
import { DELIVERY_ZONES, type DeliveryZone } from '@alankar/shared/pricing';
import type { Place } from '@alankar/shared/location-schemas';
import { LANGS, type Lang } from '@alankar/shared/lang';
import type { BannerText, ShopFigures } from '@alankar/shared/settings';

function readSettings(form: FormData) {
  return {
    displayName: formText(form, 'displayName'),
    whatsappNumber: formText(form, 'whatsappNumber'),
    instagramUrl: formText(form, 'instagramUrl'),
    bkashNumber: formText(form, 'bkashNumber'),
    zones: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [
        zone,
        {
          fee: formAmount(form, `zones.${zone}.fee`),
          minDays: formAmount(form, `zones.${zone}.minDays`),
          maxDays: formAmount(form, `zones.${zone}.maxDays`),
        },
      ]),
    ),
    suburbs: form.getAll('suburbs').map(String),
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
    codPhoneCode: form.get('codPhoneCode') === 'on',
    defaultCourier: formText(form, 'defaultCourier') || null,
    blockedPhones: formText(form, 'blockedPhones')
      .split(/[\n,]+/)
      .map((line) => line.trim())
      .filter(Boolean),
    autoBlockAfterReturns: formAmount(form, 'autoBlockAfterReturns'),
    advanceFee: {
      noHistory: form.get('advanceFee.noHistory') === 'on',
      belowRate: formAmount(form, 'advanceFee.belowRate'),
      codAbove: formAmount(form, 'advanceFee.codAbove'),
    },
    contact: {
      phone: formText(form, 'contact.phone'),
      email: formText(form, 'contact.email'),
      address: formText(form, 'contact.address'),
      tradeLicence: formText(form, 'contact.tradeLicence'),
      dbid: formText(form, 'contact.dbid'),
    },
    banner: Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        Object.fromEntries(BANNER_PARTS.map((part) => [part, formText(form, `banner.${lang}.${part}`)])),
      ]),
    ),
    figures: Object.fromEntries(FIGURE_NAMES.map((name) => [name, formAmount(form, `figures.${name}`)])),
    sizeGuide: Object.fromEntries(LANGS.map((lang) => [lang, formText(form, `sizeGuide.${lang}`)])),
  };
}
export type SettingsFields = ReturnType<typeof readSettings>;

const BANNER_PARTS = ['tag', 'title', 'text', 'button'] as const satisfies readonly (keyof BannerText)[];
const BANNER_LABELS: Record<(typeof BANNER_PARTS)[number], string> = {
  tag: 'Tag above the title (leave empty for none)',
  title: 'Title',
  text: 'Text',
  button: 'Button',
};
const FIGURE_NAMES = ['years', 'happyClients', 'positiveReviews', 'dedicatedMembers', 'delivered'] as const satisfies readonly (keyof ShopFigures)[];
const FIGURE_LABELS: Record<(typeof FIGURE_NAMES)[number], string> = {
  years: 'Years in business',
  happyClients: 'Happy clients',
  positiveReviews: 'Positive reviews',
  dedicatedMembers: 'Dedicated members',
  delivered: 'Orders delivered',
};
const LANG_NAMES: Record<Lang, string> = { en: 'English', bn: 'Bangla' };

const ZONE_NAMES: Record<DeliveryZone, string> = {
  'inside-dhaka': 'Inside Dhaka',
  'dhaka-suburbs': 'Dhaka suburbs',
  'outside-dhaka': 'Outside Dhaka',
};
const PART_NAMES = { fee: 'fee in taka', minDays: 'fewest days', maxDays: 'most days' };

/** One number of the zones' table, labelled for screen readers by its zone and column. */
function ZoneInput({ name, label, value, error }: { name: string; label: string; value: number; error?: string }) {
  return (
    <>
      <input
        name={name}
        aria-label={label}
        inputMode="numeric"
        required
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        className="field"
      />
      {error ? <p className="mt-1 text-xs text-danger">{error}</p> : null}
    </>
  );
}

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
  districts,
  suburbs,
  configuredProviders,
  couriers,
  origin,
  onSave,
}: {
  settings: ShopSettings;
  /** For adding a place to the suburbs. */
  districts: readonly Place[];
  /** The suburbs, named. */
  suburbs: readonly { id: string; name: string }[];
  /** Payment providers whose keys the server has. */
  configuredProviders: readonly ProviderMethod[];
  /** Each courier, whether its keys are set, and what it still needs. */
  couriers: readonly CourierSetup[];
  /** The shop's own address, for the couriers' webhook addresses. */
  origin: string;
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
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Phone"
            name="contact.phone"
            type="tel"
            required
            defaultValue={settings.contact.phone}
            error={errors['contact.phone']}
          />
          <FormField
            label="Email"
            name="contact.email"
            type="email"
            defaultValue={settings.contact.email}
            error={errors['contact.email']}
          />
        </div>
        <FormField
          label="Address"
          name="contact.address"
          required
          defaultValue={settings.contact.address}
          error={errors['contact.address']}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Trade licence number"
            name="contact.tradeLicence"
            defaultValue={settings.contact.tradeLicence}
            error={errors['contact.tradeLicence']}
          />
          <FormField
            label="Digital Business ID (DBID)"
            name="contact.dbid"
            defaultValue={settings.contact.dbid}
            error={errors['contact.dbid']}
          />
        </div>
        <p className="text-xs text-taupe">
          The phone, email, address, trade licence and DBID show in the footer, on the About page, and on invoices and
          labels, as the Digital Commerce guidelines ask sellers to.
        </p>
      </Group>
      <Group title="Home page">
        {LANGS.map((lang) => (
          <div key={lang} className="space-y-4 border-l-2 border-line pl-4">
            <p className="text-sm font-semibold">Banner in {LANG_NAMES[lang]}</p>
            {BANNER_PARTS.map((part) => (
              <FormField
                key={part}
                label={`${BANNER_LABELS[part]} (${LANG_NAMES[lang]})`}
                name={`banner.${lang}.${part}`}
                lang={lang}
                defaultValue={settings.banner[lang][part]}
                error={errors[`banner.${lang}.${part}`]}
              />
            ))}
          </div>
        ))}
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
          {FIGURE_NAMES.map((name) => (
            <FormField
              key={name}
              label={FIGURE_LABELS[name]}
              name={`figures.${name}`}
              inputMode="numeric"
              required
              defaultValue={settings.figures[name]}
              error={errors[`figures.${name}`]}
            />
          ))}
        </div>
        <p className="text-xs text-taupe">Only say what is true: a figure set to 0 is left off the home page.</p>
      </Group>
      <Group title="Size guide">
        {LANGS.map((lang) => (
          <div key={lang}>
            <label htmlFor={`size-guide-${lang}`} className="mb-1.5 block text-sm font-medium">
              How to measure ({LANG_NAMES[lang]})
            </label>
            <textarea
              id={`size-guide-${lang}`}
              name={`sizeGuide.${lang}`}
              lang={lang}
              rows={5}
              maxLength={2000}
              defaultValue={settings.sizeGuide[lang]}
              aria-invalid={errors[`sizeGuide.${lang}`] ? true : undefined}
              aria-describedby={errors[`sizeGuide.${lang}`] ? `size-guide-${lang}-error` : undefined}
              className="field min-h-28 py-2"
            />
            {errors[`sizeGuide.${lang}`] ? (
              <p id={`size-guide-${lang}-error`} className="mt-1 text-sm text-danger">
                {errors[`sizeGuide.${lang}`]}
              </p>
            ) : null}
          </div>
        ))}
        <p className="text-xs text-taupe">
          The size guide page (/size-guide, linked from ring and bracelet pages and the footer) shows these words, then
          ring and bangle sizes in millimetres. A blank line starts a new paragraph.
        </p>
      </Group>
      <Group title="Delivery">
        <table className="w-full text-sm">
          <caption className="mb-3 text-left text-taupe">
            The fee is charged by where the order goes; the days are promised to the shopper at checkout.
          </caption>
          <thead>
            <tr className="text-left text-xs tracking-wide text-taupe uppercase">
              <th scope="col" className="pb-2 font-medium">Zone</th>
              <th scope="col" className="pb-2 font-medium">Fee (Tk)</th>
              <th scope="col" className="pb-2 font-medium">Fewest days</th>
              <th scope="col" className="pb-2 font-medium">Most days</th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_ZONES.map((zone) => (
              <tr key={zone} className="align-top">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {ZONE_NAMES[zone]}
                </th>
                {(['fee', 'minDays', 'maxDays'] as const).map((part) => (
                  <td key={part} className="py-2 pr-3 last:pr-0">
                    <ZoneInput
                      name={`zones.${zone}.${part}`}
                      label={`${ZONE_NAMES[zone]}: ${PART_NAMES[part]}`}
                      value={settings.zones[zone][part]}
                      error={errors[`zones.${zone}.${part}`]}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <SuburbsField initial={suburbs} districts={districts} error={errors.suburbs} />
        <FormField
          label="Free delivery above (Tk)"
          name="freeShippingAbove"
          inputMode="numeric"
          required
          defaultValue={settings.freeShippingAbove}
          error={errors.freeShippingAbove}
          hint="Orders above this amount ship free, to every zone."
        />
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
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="codPhoneCode"
            defaultChecked={settings.codPhoneCode}
            className="mt-0.5 size-4 accent-emerald"
          />
          <span>
            <span className="font-medium">Confirm the phone number by SMS code before a cash-on-delivery order</span>
            <span className="mt-0.5 block text-taupe">
              Stops orders for numbers that are fake or not the shopper’s. Each code costs one SMS; a number stays confirmed
              in that browser for 30 days.
            </span>
          </span>
        </label>
        <FakeOrderRules settings={settings} errors={errors} />
      </Group>
      <Group title="Couriers">
        <CourierChoices settings={settings} couriers={couriers} origin={origin} error={errors.defaultCourier} />
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
