import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormErrorsSummary } from '@/components/form-parts/form-errors-summary';
import { RATE_TYPES, RATE_UNITS, SERVICE_AREAS } from '@/components/service-labels';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { CATALOG_SECTIONS } from '@common/catalog-groups';
import {
  ENTRY_LIMITS,
  entryErrors,
  PRICED_RATE_TYPES,
  RATE_TYPE_IDS,
  RATE_UNIT_IDS,
  SERVICE_AREA_IDS,
  type EntryInput,
} from '@common/service-catalog/entry-rules';
import type { EntryCard, NewEntry } from './api';

/** The form's values: the card's fields as typed (a price and places as text). */
export interface EntryValues {
  catalogGroup: string;
  caption: string;
  description: string;
  area: string;
  rateType: string;
  rateUnit: string;
  price: string;
  places: string;
  schedule: string;
  photos: StoredFile[];
}
type Field = keyof EntryValues;

const LABELS: Record<Field, string> = {
  catalogGroup: 'Раздел каталога',
  caption: 'Название услуги',
  description: 'Описание',
  area: 'Сфера',
  rateType: 'Порядок оплаты',
  rateUnit: 'Единица тарификации',
  price: 'Стоимость, р.',
  places: 'Количество мест',
  schedule: 'Расписание',
  photos: 'Фотографии',
};
const REQUIRED = 'Обязательное поле';
const GROUPS = CATALOG_SECTIONS.filter((s) => s.group !== null);

/** A price typed with a comma or a dot and spaces: «1 250,50» -> 1250.5; NaN when it is not a number. */
const parseNumber = (text: string): number | null => {
  const clean = text.replace(/\s/g, '').replace(',', '.');
  return clean === '' ? null : /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
};

/** The values as the server takes them. */
export function entryBody(v: EntryValues): NewEntry {
  return {
    catalogGroup: Number(v.catalogGroup),
    caption: v.caption,
    description: v.description,
    area: v.area as NewEntry['area'],
    rateType: v.rateType as NewEntry['rateType'],
    rateUnit: v.rateType === 'free' || !v.rateUnit ? null : (v.rateUnit as NewEntry['rateUnit']),
    price: v.rateType === 'free' ? null : parseNumber(v.price),
    places: parseNumber(v.places),
    schedule: v.schedule,
    photoFileIds: v.photos.map((p) => p.id),
  };
}

/** What is wrong with each field, in the server's words, before anything is sent. */
export function entryFormErrors(v: EntryValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.catalogGroup) errors.catalogGroup = REQUIRED;
  if (!v.area) errors.area = REQUIRED;
  if (!v.rateType) errors.rateType = REQUIRED;
  const price = parseNumber(v.price);
  if (Number.isNaN(price)) errors.price = 'Введите сумму цифрами, копейки — через запятую';
  const places = parseNumber(v.places);
  if (Number.isNaN(places) || (places !== null && !Number.isInteger(places)))
    errors.places = 'Введите целое число мест';
  const body = entryBody(v);
  const input: EntryInput = { ...body, price: Number.isNaN(price) ? null : body.price };
  for (const { field, message } of entryErrors(input)) {
    const at: Field = field === 'photoFileIds' ? 'photos' : (field as Field);
    if (!errors[at]) errors[at] = message;
  }
  if (v.schedule.length > ENTRY_LIMITS.schedule) errors.schedule = `Не длиннее ${ENTRY_LIMITS.schedule} символов`;
  return errors;
}

/** An empty card, or the card's saved fields. */
export function entryValues(card?: EntryCard): EntryValues {
  if (!card)
    return {
      catalogGroup: '',
      caption: '',
      description: '',
      area: 'social',
      rateType: 'fixed',
      rateUnit: 'hour',
      price: '',
      places: '',
      schedule: '',
      photos: [],
    };
  return {
    catalogGroup: String(card.catalogGroup),
    caption: card.caption,
    description: card.description,
    area: card.area,
    rateType: card.rateType,
    rateUnit: card.rateUnit ?? '',
    price: card.price === null ? '' : String(card.price).replace('.', ','),
    places: card.places === null ? '' : String(card.places),
    schedule: card.schedule,
    photos: card.photos.map((p) => ({ id: p.id, uri: `files/${p.id}`, originalFileName: p.name })),
  };
}

export interface EntryFormProps {
  values: EntryValues;
  onChange: (values: EntryValues) => void;
  busy?: boolean;
  submitCaption: string;
  onSubmit: (body: NewEntry) => void;
  onCancel?: () => void;
}

/**
 * The card of a catalogue service: the section of the catalogue (groups 1..9), the name, the
 * description, the area, how it is paid (free, fixed tariff, by contract, by certificate, given
 * rate), the unit and the price, places, the schedule and photos. The values live in the page (they
 * survive a failed save); errors are listed at the top and under each field after the first try.
 */
export function EntryForm({ values, onChange, busy, submitCaption, onSubmit, onCancel }: EntryFormProps) {
  const ids = useId();
  const [tried, setTried] = useState(false);
  const errors = tried ? entryFormErrors(values) : {};
  const set = <K extends Field>(field: K, value: EntryValues[K]) => onChange({ ...values, [field]: value });
  const free = values.rateType === 'free';
  const priced = PRICED_RATE_TYPES.includes(values.rateType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(entryFormErrors(values)).length > 0) {
      document.getElementById(`${ids}-summary`)?.focus();
      return;
    }
    onSubmit(entryBody(values));
  };
  const field = (name: Field) => ({
    id: `${ids}-${name}`,
    label: LABELS[name],
    value: values[name] as string,
    error: !!errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const listed = Object.entries(errors) as Array<[Field, string]>;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Карточка услуги"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}
    >
      <FormErrorsSummary
        id={`${ids}-summary`}
        fieldIdPrefix={ids}
        errors={listed.map(([name, text]) => ({ field: name, label: LABELS[name], text }))}
      />
      <TextField
        select
        required
        {...field('catalogGroup')}
        helperText={errors.catalogGroup ?? 'Где услугу найдут в каталоге'}
      >
        {GROUPS.map((g) => (
          <MenuItem key={g.slug} value={String(g.group)}>
            {g.caption}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        {...field('caption')}
        helperText={errors.caption}
        slotProps={{ htmlInput: { maxLength: ENTRY_LIMITS.caption } }}
      />
      <TextField
        required
        multiline
        minRows={4}
        {...field('description')}
        helperText={errors.description ?? 'Что получает человек, кому услуга предназначена, где оказывается'}
        slotProps={{ htmlInput: { maxLength: ENTRY_LIMITS.description } }}
      />
      <TextField select required {...field('area')} helperText={errors.area}>
        {SERVICE_AREA_IDS.map((a) => (
          <MenuItem key={a} value={a}>
            {SERVICE_AREAS[a]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select required fullWidth {...field('rateType')} helperText={errors.rateType}>
          {RATE_TYPE_IDS.map((r) => (
            <MenuItem key={r} value={r}>
              {RATE_TYPES[r]}
            </MenuItem>
          ))}
        </TextField>
        {!free && (
          <TextField select fullWidth required={priced} {...field('rateUnit')} helperText={errors.rateUnit}>
            <MenuItem value="">
              <em>не указана</em>
            </MenuItem>
            {RATE_UNIT_IDS.map((u) => (
              <MenuItem key={u} value={u}>
                {RATE_UNITS[u]}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!free && (
          <TextField
            fullWidth
            required={priced}
            {...field('price')}
            helperText={errors.price ?? (priced ? undefined : 'Если стоимость известна заранее')}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('places')}
          helperText={errors.places ?? 'Сколько человек получают услугу одновременно'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          sx={{ minWidth: { sm: 220 } }}
        />
        <TextField
          fullWidth
          {...field('schedule')}
          helperText={errors.schedule ?? 'Например: Пн–Пт 9:00–18:00, по предварительной записи'}
          slotProps={{ htmlInput: { maxLength: ENTRY_LIMITS.schedule } }}
        />
      </Stack>
      <FileUploadField
        id={`${ids}-photos`}
        label="Фотографии (JPG, PNG)"
        value={values.photos}
        maxFiles={ENTRY_LIMITS.photos}
        error={errors.photos}
        onChange={(files) => set('photos', storedFiles(files))}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitCaption}
        </Button>
        {onCancel && (
          <Button size="large" disabled={busy} onClick={onCancel}>
            Отмена
          </Button>
        )}
      </Stack>
    </Box>
  );
}
