/**
 * The card of a catalogue service (workflows.md section 2, platform.md section 9): its fields, their
 * limits and the rules between them, read alike by the form (the messages under its fields) and by
 * the server (which refuses with the first of them and changes nothing).
 */
export const SERVICE_AREA_IDS = ['social', 'education', 'sport', 'medical', 'work', 'culture'] as const;
export const RATE_TYPE_IDS = ['free', 'fixed', 'contract', 'certificate', 'rate'] as const;
export const RATE_UNIT_IDS = ['hour', 'day', 'month', 'minute', 'week', 'fullDay', 'piece', 'km'] as const;

export const ENTRY_LIMITS = {
  caption: 300,
  description: 4000,
  schedule: 1000,
  maxPlaces: 100_000,
  maxPrice: 10_000_000,
  photos: 10,
  comment: 2000,
} as const;

/** The rate types whose price and unit are required: a fixed tariff and a given rate. */
export const PRICED_RATE_TYPES: readonly string[] = ['fixed', 'rate'];

/** A card's fields as the form and the calls carry them. */
export interface EntryInput {
  catalogGroup: number;
  caption: string;
  description: string;
  area: string;
  rateType: string;
  rateUnit: string | null;
  price: number | null;
  places: number | null;
  schedule: string;
  photoFileIds: string[];
}

export const ENTRY_MESSAGES = {
  caption: 'Укажите название услуги',
  captionLong: `Название услуги — не длиннее ${ENTRY_LIMITS.caption} символов`,
  description: 'Опишите услугу: что получает человек и кому она предназначена',
  priceRequired: 'Укажите стоимость услуги',
  priceFree: 'У бесплатной услуги нет стоимости',
  priceRange: 'Стоимость — от 0,01 до 10 000 000 р.',
  unitRequired: 'Укажите единицу тарификации',
  placesRange: `Число мест — от 1 до ${ENTRY_LIMITS.maxPlaces}`,
  photos: `Не больше ${ENTRY_LIMITS.photos} фотографий`,
} as const;

/** The mistakes of a card, each at its field, in the order of the form; empty when it may be saved. */
export function entryErrors(input: EntryInput): { field: keyof EntryInput; message: string }[] {
  const errors: { field: keyof EntryInput; message: string }[] = [];
  const caption = input.caption.trim();
  if (!caption) errors.push({ field: 'caption', message: ENTRY_MESSAGES.caption });
  else if (caption.length > ENTRY_LIMITS.caption)
    errors.push({ field: 'caption', message: ENTRY_MESSAGES.captionLong });
  if (!input.description.trim()) errors.push({ field: 'description', message: ENTRY_MESSAGES.description });
  if (input.rateType === 'free') {
    if (input.price !== null && input.price !== 0) errors.push({ field: 'price', message: ENTRY_MESSAGES.priceFree });
  } else if (input.price !== null && (input.price < 0.01 || input.price > ENTRY_LIMITS.maxPrice)) {
    errors.push({ field: 'price', message: ENTRY_MESSAGES.priceRange });
  } else if (input.price === null && PRICED_RATE_TYPES.includes(input.rateType)) {
    errors.push({ field: 'price', message: ENTRY_MESSAGES.priceRequired });
  }
  if (PRICED_RATE_TYPES.includes(input.rateType) && !input.rateUnit)
    errors.push({ field: 'rateUnit', message: ENTRY_MESSAGES.unitRequired });
  if (
    input.places !== null &&
    (!Number.isInteger(input.places) || input.places < 1 || input.places > ENTRY_LIMITS.maxPlaces)
  )
    errors.push({ field: 'places', message: ENTRY_MESSAGES.placesRange });
  if (input.photoFileIds.length > ENTRY_LIMITS.photos)
    errors.push({ field: 'photoFileIds', message: ENTRY_MESSAGES.photos });
  return errors;
}

/**
 * The card's fields as the form of schemas/forms/service-catalog-entry holds them (the data its
 * validator checks on both sides): a field without a value (null) is absent, the photos are not a
 * field of the form.
 */
export function entryFormData(input: EntryInput): Record<string, unknown> {
  const { photoFileIds: _photos, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
}

/** The card as stored: texts trimmed, a free service without price or unit. */
export function normalizeEntry<T extends EntryInput>(input: T): T {
  const free = input.rateType === 'free';
  return {
    ...input,
    caption: input.caption.trim(),
    description: input.description.trim(),
    schedule: input.schedule.trim(),
    price: free ? null : input.price,
    rateUnit: free ? null : input.rateUnit,
    photoFileIds: [...new Set(input.photoFileIds)],
  };
}
