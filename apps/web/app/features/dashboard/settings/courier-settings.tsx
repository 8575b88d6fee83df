import { useId } from 'react';
import { COURIER_NAMES, courierWebhookPath, type CourierSetup } from '@alankar/shared/courier';
import type { ShopSettings } from '@alankar/shared/settings';
import { FormField } from '~/ui/form-field';

/** Which couriers are set up, what each still needs, where its webhook goes, and which one staff book by default. */
export function CourierChoices({
  settings,
  couriers,
  origin,
  error,
}: {
  settings: ShopSettings;
  couriers: readonly CourierSetup[];
  origin: string;
  error?: string;
}) {
  const id = useId();
  const ready = couriers.filter((courier) => courier.ready);
  return (
    <>
      <ul className="divide-y divide-line text-sm ring-1 ring-line" aria-label="Couriers">
        {couriers.map((courier) => (
          <li key={courier.id} className="space-y-1 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{COURIER_NAMES[courier.id]}</span>
              <span
                className={`px-1.5 py-0.5 text-[11px] font-medium ring-1 ${
                  courier.ready
                    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                    : 'bg-stone-100 text-stone-700 ring-stone-200'
                }`}
              >
                {courier.ready ? 'Ready' : 'Not set up'}
              </span>
            </p>
            {courier.needs.booking.length > 0 ? (
              <p className="text-taupe">Needs {courier.needs.booking.join(', ')} in the shop’s environment.</p>
            ) : null}
            {courier.ready && courier.needs.webhook.length > 0 ? (
              <p className="text-taupe">
                Add {courier.needs.webhook.join(', ')} to hear of its parcels at once; until then they are checked every
                30 minutes.
              </p>
            ) : null}
            {courier.ready ? (
              <p className="text-taupe">
                Webhook address for its panel:{' '}
                <span className="font-mono break-all text-ink">
                  {origin}
                  {courierWebhookPath(courier.id)}
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <label htmlFor={`${id}-default`} className="mb-1.5 block text-sm font-medium">
          Default courier
        </label>
        <select
          id={`${id}-default`}
          name="defaultCourier"
          defaultValue={settings.defaultCourier ?? ''}
          aria-invalid={error ? true : undefined}
          className="field pr-8"
        >
          <option value="">None: staff choose each time</option>
          {ready.map((courier) => (
            <option key={courier.id} value={courier.id}>
              {COURIER_NAMES[courier.id]}
            </option>
          ))}
        </select>
        {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
      </div>
    </>
  );
}

/** The blocklist and the number of returns after which a number blocks itself. */
export function FakeOrderRules({ settings, errors }: { settings: ShopSettings; errors: Record<string, string> }) {
  const id = useId();
  const listError = Object.entries(errors).find(([key]) => key === 'blockedPhones' || key.startsWith('blockedPhones.'));
  return (
    <>
      <div>
        <label htmlFor={`${id}-blocked`} className="mb-1.5 block text-sm font-medium">
          Numbers that may not order cash on delivery
        </label>
        <textarea
          id={`${id}-blocked`}
          name="blockedPhones"
          rows={4}
          defaultValue={settings.blockedPhones.join('\n')}
          aria-invalid={listError ? true : undefined}
          aria-describedby={`${id}-blocked-hint`}
          className="field font-mono"
        />
        <p id={`${id}-blocked-hint`} className="mt-1 text-xs text-taupe">
          One mobile number a line. They are told politely to pay another way; paying online still works.
        </p>
        {listError ? (
          <p className="mt-1 text-sm text-danger">
            {listError[0] === 'blockedPhones'
              ? listError[1]
              : `Line ${Number(listError[0].split('.')[1]) + 1}: ${listError[1]}`}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-4 border-l-2 border-line pl-4">
        <legend className="mb-2 text-sm font-semibold">Ask for the delivery fee in advance, by bKash</legend>
        <p className="text-xs text-taupe">
          The order waits, pending, until the shopper sends the fee to the shop’s bKash number and types its TrxID; the
          courier collects the rest. A courier network that does not answer never counts against a number.
        </p>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="advanceFee.noHistory"
            defaultChecked={settings.advanceFee.noHistory}
            className="mt-0.5 size-4 accent-emerald"
          />
          <span className="font-medium">When the number has no delivery record, here or with the courier networks</span>
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="When its parcels are delivered less often than (%)"
            name="advanceFee.belowRate"
            inputMode="numeric"
            required
            defaultValue={settings.advanceFee.belowRate}
            error={errors['advanceFee.belowRate']}
            hint="0 turns it off. Many shops use 70."
          />
          <FormField
            label="When a cash order comes to more than (Tk)"
            name="advanceFee.codAbove"
            inputMode="numeric"
            required
            defaultValue={settings.advanceFee.codAbove}
            error={errors['advanceFee.codAbove']}
            hint="0 turns it off."
          />
        </div>
      </fieldset>
      <FormField
        label="Block a number after this many returned parcels"
        name="autoBlockAfterReturns"
        inputMode="numeric"
        required
        defaultValue={settings.autoBlockAfterReturns}
        error={errors.autoBlockAfterReturns}
        hint="0 leaves blocking to you. A number blocked this way is added to the list above."
      />
    </>
  );
}
