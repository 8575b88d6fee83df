import { useState } from 'react';
import X from 'lucide-icon/x';
import type { Place } from '@alankar/shared/location-schemas';
import { useAreas } from '~/features/checkout/use-areas';

/**
 * The places priced as Dhaka's suburbs: whole districts (Gazipur) or single areas (Savar). The form reads them, as
 * ids, from `suburbs`.
 */
export function SuburbsField({
  initial,
  districts,
  error,
}: {
  initial: readonly { id: string; name: string }[];
  districts: readonly Place[];
  error?: string;
}) {
  const [places, setPlaces] = useState(initial);
  const [districtId, setDistrictId] = useState('');
  const [areaId, setAreaId] = useState('');
  const areas = useAreas(districtId);
  const district = districts.find((one) => one.id === districtId);

  function add() {
    if (!district) return;
    const area = areas.state === 'ready' ? areas.areas.find((one) => one.id === areaId) : undefined;
    const place = area ? { id: area.id, name: `${area.name}, ${district.name}` } : { id: district.id, name: district.name };
    if (!places.some((one) => one.id === place.id)) setPlaces([...places, place]);
    setAreaId('');
  }

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium">Priced as Dhaka suburbs</p>
      <ul className="flex flex-wrap gap-2" aria-label="Suburbs">
        {places.map((place) => (
          <li key={place.id} className="flex items-center gap-1 bg-ivory py-1 pr-1 pl-3 text-sm ring-1 ring-line">
            <input type="hidden" name="suburbs" value={place.id} />
            {place.name}
            <button
              type="button"
              onClick={() => setPlaces(places.filter((one) => one.id !== place.id))}
              className="grid size-7 place-items-center text-taupe hover:text-danger"
              aria-label={`Remove ${place.name}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <select
          aria-label="District to add"
          className="field-select"
          value={districtId}
          onChange={(event) => {
            setDistrictId(event.target.value);
            setAreaId('');
          }}
        >
          <option value="">District…</option>
          {districts.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Area to add"
          className="field-select"
          value={areaId}
          onChange={(event) => setAreaId(event.target.value)}
          disabled={areas.state !== 'ready'}
        >
          <option value="">The whole district</option>
          {areas.state === 'ready'
            ? areas.areas.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))
            : null}
        </select>
        <button type="button" onClick={add} disabled={!district} className="btn btn-outline">
          Add
        </button>
      </div>
      <p className="mt-1 text-xs text-taupe">
        Dhaka city’s thanas are inside Dhaka; every other place is outside Dhaka unless it is listed here.
      </p>
      {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
    </div>
  );
}
