import { useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import { FormLocalization } from '../form-localization';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { maxDateOption, parseStoredDate, RU_DATE_FORMAT, RU_DATE_TIME_FORMAT, usePickerDraft } from '../ru-date/picker-draft';
import { fieldWithOpenButton, OpenPickerButtonProvider, OpenWhenShown, usePickerOnDemand } from '../ru-date/picker-on-demand';

/** Local date and time to the minute, without a zone: what the person saw is what is stored. */
const STORED_FORMAT = 'YYYY-MM-DDTHH:mm';
const DateTimePicker = onDemand(() => import('@mui/x-date-pickers/DateTimePicker').then((module) => module.DateTimePicker));

function dateTimeErrorText(reason: DateTimeValidationError, max: Dayjs | undefined): string | undefined {
  if (reason === null) return undefined;
  if (reason === 'maxDate' || reason === 'maxTime' || reason === 'disableFuture') {
    return WIDGET_TEXTS.dateAfterMax(max?.format(RU_DATE_FORMAT) ?? '');
  }
  return WIDGET_TEXTS.invalidDate;
}

/**
 * `ruDateTime`: a date plus a 24-hour time with minute granularity, typed as DD.MM.YYYY HH:mm or
 * picked. Stores the local 'YYYY-MM-DDTHH:mm'; empty or impossible values store undefined.
 * `ui:options.maxDate` ('today' or an ISO date) limits the day as for `ruDate`. The calendar and
 * the clock are loaded when first wanted (see usePickerOnDemand).
 */
export function DateTimeWidget(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, value, onChange, onBlur, options, autofocus } = props;
  const max = maxDateOption(options.maxDate);
  const [draft, setDraft] = usePickerDraft(value);
  const [reason, setReason] = useState<DateTimeValidationError>(null);
  const picker = usePickerOnDemand(DateTimePicker.prefetch);
  const openButton = useRef<HTMLButtonElement>(null);
  const error = widgetError(props, dateTimeErrorText(reason, max));

  if (readonly) return <ReadOnlyField id={id} label={label} text={parseStoredDate(value)?.format(RU_DATE_TIME_FORMAT)} error={error} />;

  const handleChange = (next: Dayjs | null) => {
    const tooLate = next !== null && max !== undefined && next.isAfter(max, 'day');
    const stored = next !== null && next.isValid() && !tooLate ? next.format(STORED_FORMAT) : undefined;
    setDraft(next, stored);
    onChange(stored);
  };

  const shared = { label, name, value: draft, format: RU_DATE_TIME_FORMAT, ampm: false, maxDate: max, disabled, onChange: handleChange, onError: setReason };
  const textField = { id, required, fullWidth: true, error: Boolean(error), helperText: error, onBlur: () => onBlur(id, value) };
  const field = (
    <OpenPickerButtonProvider button={{ value: draft, disabled, onOpen: picker.request, onIntent: picker.prefetch }}>
      <DateTimeField {...shared} autoFocus={autofocus} clearable slots={fieldWithOpenButton.slots} slotProps={{ textField, clearButton: fieldWithOpenButton.clearButton }} />
    </OpenPickerButtonProvider>
  );

  return (
    <FormLocalization>
      {picker.requests > 0 ? (
        <OnDemandPart fallback={field} retryKey={picker.requests}>
          <DateTimePicker
            {...shared}
            views={['year', 'month', 'day', 'hours', 'minutes']}
            timeSteps={{ minutes: 1 }}
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
