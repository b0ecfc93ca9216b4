import { useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import { FormLocalization } from '../form-localization';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { maxDateOption, parseStoredDate, RU_DATE_FORMAT, usePickerDraft } from './picker-draft';
import { fieldWithOpenButton, OpenPickerButtonProvider, OpenWhenShown, usePickerOnDemand } from './picker-on-demand';

const STORED_FORMAT = 'YYYY-MM-DD';
const DatePicker = onDemand(() => import('@mui/x-date-pickers/DatePicker').then((module) => module.DatePicker));

/** The picker's complaint in words; the pickers only give a reason code. */
function dateErrorText(reason: DateValidationError, max: Dayjs | undefined): string | undefined {
  if (reason === null) return undefined;
  if (reason === 'maxDate' || reason === 'disableFuture') return WIDGET_TEXTS.dateAfterMax(max?.format(RU_DATE_FORMAT) ?? '');
  return WIDGET_TEXTS.invalidDate;
}

/**
 * `ruDate`: a date typed or picked as DD.MM.YYYY, with a clear button and an optional latest day
 * (`ui:options.maxDate`: 'today' or an ISO date). Stores 'YYYY-MM-DD'; empty, impossible and
 * too-late dates store undefined. The calendar is loaded when first wanted (see usePickerOnDemand).
 */
export function DateWidget(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, value, onChange, onBlur, options, autofocus } = props;
  const max = maxDateOption(options.maxDate);
  const [draft, setDraft] = usePickerDraft(value);
  const [reason, setReason] = useState<DateValidationError>(null);
  const picker = usePickerOnDemand(DatePicker.prefetch);
  const openButton = useRef<HTMLButtonElement>(null);
  const error = widgetError(props, dateErrorText(reason, max));

  if (readonly) return <ReadOnlyField id={id} label={label} text={parseStoredDate(value)?.format(RU_DATE_FORMAT)} error={error} />;

  const handleChange = (next: Dayjs | null) => {
    const tooLate = next !== null && max !== undefined && next.isAfter(max, 'day');
    const stored = next !== null && next.isValid() && !tooLate ? next.format(STORED_FORMAT) : undefined;
    setDraft(next, stored);
    onChange(stored);
  };
  const shared = { label, name, value: draft, format: RU_DATE_FORMAT, maxDate: max, disabled, onChange: handleChange, onError: setReason };
  const textField = { id, required, fullWidth: true, error: Boolean(error), helperText: error, onBlur: () => onBlur(id, value) };
  const field = (
    <OpenPickerButtonProvider button={{ value: draft, disabled, onOpen: picker.request, onIntent: picker.prefetch }}>
      <DateField {...shared} autoFocus={autofocus} clearable slots={fieldWithOpenButton.slots} slotProps={{ textField, clearButton: fieldWithOpenButton.clearButton }} />
    </OpenPickerButtonProvider>
  );

  return (
    <FormLocalization>
      {picker.requests > 0 ? (
        <OnDemandPart fallback={field} retryKey={picker.requests}>
          <DatePicker
            {...shared}
            open={picker.open}
            onOpen={() => picker.setOpen(true)}
            onClose={() => picker.setOpen(false)}
            slotProps={{
              field: { clearable: true },
              actionBar: { actions: ['clear', 'cancel', 'accept'] },
              openPickerButton: { ref: openButton },
              textField,
            }}
          />
          <OpenWhenShown button={openButton} open={() => picker.setOpen(true)} />
        </OnDemandPart>
      ) : (
        field
      )}
    </FormLocalization>
  );
}
