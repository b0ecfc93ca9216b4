import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  TOUR_SERVICE_LIMITS,
  tourServiceErrors,
  type TourServiceField,
  type TourServiceInput,
} from '@common/tourism/tour-services';
import type { TourService, TourServiceType } from './api';

/** What the person types: numbers as text until saved. */
export interface TourServiceValues {
  serviceTypeId: string;
  name: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  placesTotal: string;
  doNotShowOnPortalFrom: string;
  price: string;
}

export const emptyValues: TourServiceValues = {
  serviceTypeId: '',
  name: '',
  description: '',
  dateFrom: '',
  dateTo: '',
  placesTotal: '',
  doNotShowOnPortalFrom: '',
  price: '',
};

export const valuesOf = (s: TourService): TourServiceValues => ({
  serviceTypeId: String(s.serviceTypeId),
  name: s.name,
  description: s.description,
  dateFrom: s.dateFrom,
  dateTo: s.dateTo,
  placesTotal: String(s.placesTotal),
  doNotShowOnPortalFrom: s.doNotShowOnPortalFrom ?? '',
  price: s.price === null ? '' : String(s.price),
});

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.').replace(/\s/g, '')));

/** The values as a service of the list (without its id and version). */
export function inputOf(v: TourServiceValues): TourServiceInput {
  return {
    serviceTypeId: Number(v.serviceTypeId),
    name: v.name.trim(),
    description: v.description.trim(),
    dateFrom: v.dateFrom,
    dateTo: v.dateTo,
    placesTotal: numberOf(v.placesTotal),
    doNotShowOnPortalFrom: v.doNotShowOnPortalFrom || null,
    price: v.price.trim() === '' ? null : numberOf(v.price),
  };
}

type Errors = Partial<Record<TourServiceField | 'serviceTypeId', string>>;

/** What is wrong with the values, by field (the rules the server checks too). */
export function valuesErrors(v: TourServiceValues, taken: number): Errors {
  const errors: Errors = {};
  if (!v.serviceTypeId) errors.serviceTypeId = 'Выберите вид услуги';
  for (const e of tourServiceErrors(inputOf(v), taken)) errors[e.field] ??= e.message;
  return errors;
}

export interface TourServiceFormProps {
  /** The service edited, or null for a new one. */
  service: TourService | null;
  types: readonly TourServiceType[];
  /** What the person typed before (kept after a refusal). */
  initial?: TourServiceValues;
  busy?: boolean;
  /** A message over the form (why the last save did not go through). */
  notice?: ReactNode;
  onSave(values: TourServiceValues): void;
  onClose(): void;
}

/** The dialog of one tour service: kind, name, description, dates, places, price and the day it leaves the portal. */
export function TourServiceForm({ service, types, initial, busy, notice, onSave, onClose }: TourServiceFormProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<TourServiceValues>(() => initial ?? (service ? valuesOf(service) : emptyValues));
  const [shown, setShown] = useState(false);
  const taken = service?.placesTaken ?? 0;
  const errors = valuesErrors(values, taken);
  const field = (name: keyof TourServiceValues) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: shown && Boolean(errors[name as keyof Errors]),
    helperText: (shown && errors[name as keyof Errors]) || undefined,
    fullWidth: true,
  });
  /** A date of the service typed as ДД.ММ.ГГГГ: the value stays ISO (empty while incomplete). */
  const dateField = (name: 'dateFrom' | 'dateTo' | 'doNotShowOnPortalFrom') => ({
    id: `tour-service-${name}`,
    value: values[name] || undefined,
    onChange: (v: string | undefined) => setValues((now) => ({ ...now, [name]: v ?? '' })),
    error: (shown && errors[name as keyof Errors]) || undefined,
  });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="tour-service-title"
    >
      <DialogTitle id="tour-service-title">
        {service ? 'Изменить туристическую услугу' : 'Новая туристическая услуга'}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="tour-service-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setShown(true);
            if (Object.keys(errors).length === 0) onSave(values);
          }}
        >
          {notice}
          <TextField select label="Вид услуги" required {...field('serviceTypeId')}>
            {types.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.caption}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Название"
            required
            {...field('name')}
            slotProps={{ htmlInput: { maxLength: TOUR_SERVICE_LIMITS.name } }}
          />
          <TextField
            label="Описание"
            multiline
            minRows={3}
            {...field('description')}
            slotProps={{ htmlInput: { maxLength: TOUR_SERVICE_LIMITS.description } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 1 }}>
              <RuDateField label="Дата начала" required {...dateField('dateFrom')} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <RuDateField label="Дата окончания" required {...dateField('dateTo')} />
            </Box>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Количество мест"
              required
              {...field('placesTotal')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label="Стоимость на человека, ₽"
              {...field('price')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
          {taken > 0 && (
            <Alert severity="info">Занято мест по договорам: {taken}. Количество мест не может быть меньше.</Alert>
          )}
          <Box>
            <RuDateField label="Не показывать на портале с" {...dateField('doNotShowOnPortalFrom')} />
            <Typography variant="caption" color="text.secondary">
              Пусто — услуга видна на портале, пока идёт тур
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Отмена
        </Button>
        <Button type="submit" form="tour-service-form" variant="contained" disabled={busy}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
