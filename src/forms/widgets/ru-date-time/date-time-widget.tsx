import type { WidgetProps } from '@rjsf/utils';
import { onDemand } from '@/components/on-demand';
import { DateTextWidget } from '../ru-date/date-text-widget';

// The calendar and clock (MUI X, dayjs's Russian locale) only with import(): a form's first paint does not download them.
const DateTimeCalendarPopup = onDemand(() =>
  import('./date-time-calendar-popup').then((module) => module.DateTimeCalendarPopup),
);

/**
 * `ruDateTime`: a date plus a 24-hour time to the minute, typed as DD.MM.YYYY HH:mm or picked.
 * Stores the local 'YYYY-MM-DDTHH:mm' (what the person saw is what is stored, no zone); empty,
 * incomplete and impossible values store undefined. `ui:options.maxDate` ('today' or an ISO date)
 * limits the day as for `ruDate`. See DateTextWidget.
 */
export function DateTimeWidget(props: WidgetProps) {
  return <DateTextWidget {...props} kind="dateTime" calendar={DateTimeCalendarPopup} />;
}
