import type { WidgetProps } from '@rjsf/utils';
import { onDemand } from '@/components/on-demand';
import { DateTextWidget } from './date-text-widget';

// The calendar (MUI X, dayjs's Russian locale) only with import(): a form's first paint does not download it.
const DateCalendarPopup = onDemand(() => import('./date-calendar-popup').then((module) => module.DateCalendarPopup));

/**
 * `ruDate`: a date typed as DD.MM.YYYY or picked in a calendar, with a clear button and an optional
 * latest day (`ui:options.maxDate`: 'today' or an ISO date). Stores 'YYYY-MM-DD'; empty,
 * incomplete, impossible and too-late dates store undefined. See DateTextWidget.
 */
export function DateWidget(props: WidgetProps) {
  return <DateTextWidget {...props} kind="date" calendar={DateCalendarPopup} />;
}
