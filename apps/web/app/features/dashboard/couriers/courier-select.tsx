import { COURIER_NAMES, type CourierId } from '@alankar/shared/courier';

/** A choice among the couriers that are set up. */
export function CourierSelect({
  id,
  couriers,
  value,
  onChange,
}: {
  id: string;
  couriers: readonly CourierId[];
  value: CourierId;
  onChange: (courier: CourierId) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Courier
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CourierId)}
        className="field pr-8"
      >
        {couriers.map((courier) => (
          <option key={courier} value={courier}>
            {COURIER_NAMES[courier]}
          </option>
        ))}
      </select>
    </div>
  );
}
