import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { fieldAnchor, FormErrorList, useFormCheck } from '@/forms/schema-form/form-check';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { fileDownloadUrl, storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';
import { fieldLabel } from '@common/acts/field-labels';
import { schema, uiSchema, type FormData } from '@common/acts/generated/forms/service-catalog-entry';
import { formValidators, validateForm } from '@common/acts/generated/forms/service-catalog-entry.validators.js';
import { ENTRY_LIMITS, entryErrors, entryFormData } from '@common/service-catalog/entry-rules';
import type { EntryCard, NewEntry } from './api';

/** What the person is editing: the fields of the form (schemas/forms/service-catalog-entry) and the photos. */
export interface EntryValues {
  fields: Record<string, unknown>;
  photos: StoredFile[];
}

/** The prefix of the form's field ids: a field's id is `entry_<name>`, the photos' `entry_photos`. */
const ID_PREFIX = 'entry';
const PHOTOS = '/photos';
/** A free service has neither unit nor price: the form hides them and sends none. */
const PRICE_FIELDS = ['rateUnit', 'price'] as const;

/** The values as the server takes them (a field left empty is null). */
export function entryBody(v: EntryValues): NewEntry {
  const f = v.fields as Partial<FormData>;
  const free = f.rateType === 'free';
  return {
    catalogGroup: f.catalogGroup as number,
    caption: f.caption ?? '',
    description: f.description ?? '',
    area: f.area as NewEntry['area'],
    rateType: f.rateType as NewEntry['rateType'],
    rateUnit: free ? null : ((f.rateUnit ?? null) as NewEntry['rateUnit']),
    price: free ? null : (f.price ?? null),
    places: f.places ?? null,
    schedule: f.schedule ?? '',
    photoFileIds: v.photos.map((p) => p.id),
  };
}

/**
 * What is wrong, field by field, before anything is sent: the schema's check with the validator
 * the server uses, then the rules it cannot express (common/service-catalog/entry-rules.ts), which
 * the server checks too; a field gets the first of its mistakes.
 */
export function entryFormErrors(v: EntryValues): FieldError[] {
  const body = entryBody(v);
  const errors = validateWith(validateForm, entryFormData(body));
  const taken = new Set(errors.map((e) => e.pointer));
  for (const { field, message } of entryErrors(body)) {
    const pointer = field === 'photoFileIds' ? PHOTOS : `/${field}`;
    if (!taken.has(pointer)) errors.push({ pointer, message });
    taken.add(pointer);
  }
  return errors;
}

/** An empty card (a social service at a fixed hourly tariff), or the card's saved fields. */
export function entryValues(card?: EntryCard): EntryValues {
  if (!card) return { fields: { area: 'social', rateType: 'fixed', rateUnit: 'hour' }, photos: [] };
  const { catalogGroup, caption, description, area, rateType, rateUnit, price, places, schedule } = card;
  const saved = { catalogGroup, caption, description, area, rateType, rateUnit, price, places, schedule };
  return {
    fields: entryFormData({ ...saved, photoFileIds: [] }),
    photos: card.photos.map((p) => ({ id: p.id, uri: fileDownloadUrl(p.id), originalFileName: p.name })),
  };
}

/** The server's field errors of a refused save, read from its answer (none when it named no field). */
export function refusalErrors(failure: unknown): FieldError[] {
  const refusal = (failure as { refusal?: { errors?: unknown } } | null)?.refusal;
  return Array.isArray(refusal?.errors) ? (refusal.errors as FieldError[]) : [];
}

export interface EntryFormProps {
  values: EntryValues;
  onChange: (values: EntryValues) => void;
  /** The server's field errors of the last refused save. */
  serverErrors?: readonly FieldError[];
  busy?: boolean;
  submitCaption: string;
  onSubmit: (body: NewEntry) => void;
  onCancel?: () => void;
}

/**
 * The card of a catalogue service: the section of the catalogue (groups 1..9), the name, the
 * description, the area, how it is paid (free, fixed tariff, by contract, by certificate, given
 * rate), the unit and the price, places and the schedule — the fields of the form engine
 * (schemas/forms/service-catalog-entry) — and the photos. The values live in the page (they survive
 * a failed save); errors are listed at the top and under each field after the first try.
 */
const SUMMARY = 'entry-errors';

export function EntryForm({
  values,
  onChange,
  serverErrors = [],
  busy,
  submitCaption,
  onSubmit,
  onCancel,
}: EntryFormProps) {
  const { shown, submit } = useFormCheck(() => entryFormErrors(values), SUMMARY, serverErrors);
  const free = values.fields.rateType === 'free';
  const photosError = shown.find((e) => e.pointer === PHOTOS || e.pointer === '/photoFileIds')?.message;

  const label = (pointer: string) =>
    pointer === PHOTOS || pointer === '/photoFileIds' ? 'Фотографии' : fieldLabel(schema, pointer);
  // A save while a file is still uploading would store the record without it.
  const [uploading, setUploading] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => submit(e, () => onSubmit(entryBody(values)))}
      aria-label="Карточка услуги"
      sx={{ maxWidth: 760 }}
    >
      <Stack spacing={2}>
        <FormErrorList
          id={SUMMARY}
          errors={shown}
          label={label}
          anchor={(pointer) => fieldAnchor(ID_PREFIX)(pointer === '/photoFileIds' ? PHOTOS : pointer)}
        />
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          formValidators={formValidators}
          data={values.fields}
          errors={shown}
          idPrefix={ID_PREFIX}
          hiddenFields={free ? PRICE_FIELDS : undefined}
          onChange={(fields) => onChange({ ...values, fields })}
        />
        <FileUploadField
          id={`${ID_PREFIX}_photos`}
          label="Фотографии (JPG, PNG)"
          value={values.photos}
          maxFiles={ENTRY_LIMITS.photos}
          error={photosError}
          onChange={(files) => onChange({ ...values, photos: storedFiles(files) })}
          onUploadingChange={setUploading}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" disabled={busy || uploading}>
            {busy ? 'Сохранение…' : uploading ? WIDGET_TEXTS.waitForUploads : submitCaption}
          </Button>
          {onCancel && (
            <Button size="large" disabled={busy} onClick={onCancel}>
              Отмена
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
