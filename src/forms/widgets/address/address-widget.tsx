import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import type { LookupItem } from '@/forms/lookup-cache';
import { ErrorText, errorAria, focusLeaves, legendSx, widgetError } from '../field-error';
import { LookupField } from '../lookup-select/lookup-field';
import { sameCode } from '../lookup-select/lookup-options';
import { useLookup } from '../lookup-select/use-lookup';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import {
  ADDRESS_LOOKUPS,
  addressOf,
  addressText,
  changeAddress,
  streetLabel,
  type AddressValue,
} from './address-value';
import { useDebouncedValue } from '@/forms/use-debounced-value';

const SEARCH_DELAY_MS = 300;
const TEXT_PARTS = [
  ['house', WIDGET_TEXTS.house],
  ['building', WIDGET_TEXTS.building],
  ['room', WIDGET_TEXTS.room],
] as const;

const captionOf = (items: LookupItem[], code: unknown, label = (item: LookupItem) => item.caption) => {
  const item = items.find((entry) => sameCode(entry.code, code));
  return item ? label(item) : undefined;
};

/** What ui:options may change: a region fixed by the form, and the lookups of its cities and streets. */
function addressOptions(options: WidgetProps['options']) {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return {
    region: typeof options.region === 'number' ? options.region : undefined,
    cities: text(options.cities) ?? ADDRESS_LOOKUPS.cities,
    streets: text(options.streets) ?? ADDRESS_LOOKUPS.streets,
  };
}

/**
 * `address`: region -> city -> street chosen from the address lookups (through the shared lookup
 * cache; streets are searched on the server as the person types), then house, building and room.
 * Stores `{ regionId, cityId, streetId, house, building, room }`; a new region clears city and street.
 *
 * ui:options: `region` fixes the region (shown, not chosen: a form of the region's own service),
 * `cities` and `streets` name other lookups of the same shape (a `{cityId}` or `{search}` in one is
 * put in its path: `"streets": "cert-tourism/streets/{cityId}/{search}"`).
 */
export function AddressWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, schema, autofocus } = props;
  const lookups = addressOptions(props.options);
  const stored = addressOf(value);
  const address: AddressValue = lookups.region === undefined ? stored : { ...stored, regionId: lookups.region };
  const requiredParts = new Set(Array.isArray(schema.required) ? schema.required : []);
  const [search, setSearch] = useState('');
  const [pickedStreet, setPickedStreet] = useState<LookupItem>();
  const streetSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const regions = useLookup(ADDRESS_LOOKUPS.regions);
  const cities = useLookup(address.regionId === undefined ? undefined : lookups.cities, {
    regionId: address.regionId,
  });
  const streets = useLookup(address.cityId === undefined ? undefined : lookups.streets, {
    cityId: address.cityId,
    search: streetSearch,
  });
  // The chosen street stays a choice even when a later search no longer lists it.
  const keepPicked =
    pickedStreet !== undefined &&
    sameCode(pickedStreet.code, address.streetId) &&
    !streets.items.some((s) => sameCode(s.code, pickedStreet.code));
  const streetItems = keepPicked ? [pickedStreet, ...streets.items] : streets.items;
  const failed = regions.failed || cities.failed || streets.failed;
  const error = widgetError(props, failed ? WIDGET_TEXTS.lookupFailed : undefined);

  if (readonly) {
    const parts = {
      region: captionOf(regions.items, address.regionId),
      city: captionOf(cities.items, address.cityId),
      street: captionOf(streetItems, address.streetId, streetLabel),
    };
    return <ReadOnlyField id={id} label={label} text={addressText(parts, address)} error={error} />;
  }

  const update = (patch: AddressValue) => {
    if ('regionId' in patch || 'cityId' in patch) setSearch('');
    onChange(changeAddress(address, patch));
  };

  const disabledCity = disabled || address.regionId === undefined;
  const disabledStreet = disabled || address.cityId === undefined;

  return (
    <FormControl
      component="fieldset"
      required={required}
      disabled={disabled}
      fullWidth
      onBlur={(event) => focusLeaves(event) && onBlur(id, value)}
      {...errorAria(id, error)}
    >
      <FormLabel component="legend" error={Boolean(error)} sx={{ ...legendSx, mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LookupField
            id={`${id}-region`}
            label={WIDGET_TEXTS.region}
            items={regions.items}
            loading={regions.loading}
            value={address.regionId}
            required={requiredParts.has('regionId')}
            disabled={disabled || lookups.region !== undefined}
            autoFocus={autofocus && lookups.region === undefined}
            onChange={(regionId) => update({ regionId })}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LookupField
            id={`${id}-city`}
            label={WIDGET_TEXTS.city}
            items={cities.items}
            loading={cities.loading}
            value={address.cityId}
            required={requiredParts.has('cityId')}
            disabled={disabledCity}
            autoFocus={autofocus && lookups.region !== undefined}
            onChange={(cityId) => update({ cityId })}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LookupField
            id={`${id}-street`}
            label={WIDGET_TEXTS.street}
            items={streetItems}
            loading={streets.loading}
            value={address.streetId}
            optionLabel={streetLabel}
            onSearch={setSearch}
            required={requiredParts.has('streetId')}
            disabled={disabledStreet}
            onChange={(streetId) => {
              setPickedStreet(streetItems.find((street) => sameCode(street.code, streetId)));
              update({ streetId });
            }}
          />
        </Box>
        {TEXT_PARTS.map(([part, caption]) => (
          <TextField
            key={part}
            id={`${id}-${part}`}
            label={caption}
            value={address[part] ?? ''}
            required={requiredParts.has(part)}
            disabled={disabled}
            onChange={(event) => update({ [part]: event.target.value })}
          />
        ))}
      </Box>
      <ErrorText id={id} error={error} />
    </FormControl>
  );
}
