import dayjs from 'dayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { CalendarPopover } from '../ru-date/calendar-popover';
import type { CalendarPopupProps } from '../ru-date/date-text-widget';

/**
 * The calendar and clock of a `ruDateTime` field: MUI X's date and time picker without its own
 * field, in a popup, 24-hour, to the minute. MUI X's own desktop layout (calendar and clock side
 * by side) exists only with its field, so this is its two-step layout: day, then time. Downloaded when first wanted (date-time-widget.tsx
 * imports it with import() only).
 */
export function DateTimeCalendarPopup({ value, maxDate, onAccept, ...popover }: CalendarPopupProps) {
  return (
    <CalendarPopover {...popover}>
      <StaticDateTimePicker
        displayStaticWrapperAs="desktop"
        // Read when the popup opens: each opening starts from the field's date and time.
        defaultValue={value ? dayjs(value) : null}
        maxDate={maxDate ? dayjs(maxDate).endOf('day') : undefined}
        ampm={false}
        views={['year', 'month', 'day', 'hours', 'minutes']}
        timeSteps={{ minutes: 1 }}
        autoFocus
        onAccept={(picked) => onAccept(picked?.isValid() ? picked.format('YYYY-MM-DDTHH:mm') : undefined)}
        onClose={popover.onClose}
        slotProps={{
          // The day first, then the time: 'Следующий' leads from one to the other, 'Ок' on the time; the
          // tabs (hidden by default in this layout) lead back to the day or straight to the time.
          actionBar: { actions: ['clear', 'cancel', 'nextOrAccept'] },
          tabs: { hidden: false },
        }}
      />
    </CalendarPopover>
  );
}
