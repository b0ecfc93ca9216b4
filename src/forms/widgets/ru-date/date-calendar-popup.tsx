import dayjs from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { CalendarPopover } from './calendar-popover';
import type { CalendarPopupProps } from './date-text-widget';

/**
 * The calendar of a `ruDate` field: MUI X's date picker without its own field, in a popup. Downloaded
 * when first wanted (date-widget.tsx imports it with import() only).
 */
export function DateCalendarPopup({ value, maxDate, onAccept, ...popover }: CalendarPopupProps) {
  return (
    <CalendarPopover {...popover}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        // Read when the popup opens: each opening starts from the field's date.
        defaultValue={value ? dayjs(value) : null}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        autoFocus
        onAccept={(picked) => onAccept(picked?.isValid() ? picked.format('YYYY-MM-DD') : undefined)}
        onClose={popover.onClose}
        slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
      />
    </CalendarPopover>
  );
}
