import type { LookupItem } from '@/forms/lookup-cache';

type Code = LookupItem['code'];

/** What the `address` widget stores (platform.md section 3, Address without its id). */
export interface AddressValue {
  regionId?: Code;
  cityId?: Code;
  streetId?: Code;
  house?: string;
  building?: string;
  room?: string;
}

/** The lookup groups of the cascade (platform.md section 7, addresses). */
export const ADDRESS_LOOKUPS = {
  regions: 'addresses/addr-regions',
  cities: 'addresses/addr-cities',
  streets: 'addresses/addr-street',
} as const;

const KEYS = ['regionId', 'cityId', 'streetId', 'house', 'building', 'room'] as const;

/** The address in a form value; anything else reads as an empty address. */
export function addressOf(value: unknown): AddressValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AddressValue) : {};
}

/**
 * The address after a change: a new region forgets the city and the street, a new city forgets
 * the street. Empty parts are dropped, and an address with no parts left is undefined.
 */
export function changeAddress(address: AddressValue, patch: AddressValue): AddressValue | undefined {
  const next: AddressValue = { ...address, ...patch };
  if ('regionId' in patch && patch.regionId !== address.regionId) {
    next.cityId = undefined;
    next.streetId = undefined;
  }
  if ('cityId' in patch && patch.cityId !== address.cityId) next.streetId = undefined;
  const kept = Object.fromEntries(
    KEYS.flatMap((key) => (next[key] === undefined || next[key] === '' ? [] : [[key, next[key]]])),
  );
  return Object.keys(kept).length > 0 ? (kept as AddressValue) : undefined;
}

/** A street as people write it: 'ул. Ленина'. */
export function streetLabel(street: LookupItem): string {
  return street.type ? `${street.type} ${street.caption}` : street.caption;
}

/** The address in one line for a read-only view: 'Ненецкий АО, Нарьян-Мар, ул. Ленина, д. 5, кв. 2'. */
export function addressText(parts: { region?: string; city?: string; street?: string }, address: AddressValue): string {
  return [
    parts.region,
    parts.city,
    parts.street,
    address.house && `д. ${address.house}`,
    address.building && `корп. ${address.building}`,
    address.room && `кв. ${address.room}`,
  ]
    .filter(Boolean)
    .join(', ');
}
