import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ClearIcon from '@mui/icons-material/Clear';
import EventIcon from '@mui/icons-material/Event';
import type { WidgetProps } from '@rjsf/utils';
import { OnDemandPart, type OnDemand } from '@/components/on-demand';
import type { MaskedTextKind } from '../masked-text/masked-text-kind';
import { MaskedTextInput } from '../masked-text/masked-text-input';
import { useMaskedText } from '../masked-text/use-masked-text';
import { WIDGET_TEXTS } from '../widget-texts';
import {
  DATE_PLACEHOLDERS,
  dayOf,
  formatDateText,
  maskDateText,
  maxDateOption,
  parseDateText,
  type DateEntry,
  type DateKind,
} from './date-text';

/** What a date field hands its calendar popup (a module of its own, downloaded when first wanted). */
export interface CalendarPopupProps {
  open: boolean;
  /** The field's box, under which (or above which) the calendar opens. */
  anchor: () => HTMLElement;
  /** Above the field when there is no room for the calendar below it and more room above. */
  above: boolean;
  /** The id of the field's label, which names the calendar's dialog. */
  labelledBy: string;
  /** The day (and time) the calendar shows picked: the field's, if it holds a real one. */
  value: string | undefined;
  /** The latest day that can be picked, 'YYYY-MM-DD'. */
  maxDate: string | undefined;
  /** OK or Clear: the picked value as stored ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'), undefined when cleared. */
  onAccept: (value: string | undefined) => void;
  /** Every way of closing: OK, Clear, Cancel, Escape, a click outside. */
  onClose: () => void;
}

/** About how tall the calendar is with its buttons (the date-time one with its tabs), to choose where it opens. */
const CALENDAR_HEIGHT = 440;

interface DateTextWidgetProps extends WidgetProps {
  kind: DateKind;
  calendar: OnDemand<CalendarPopupProps>;
}

/** What the form stores for an entry: a real date not after the latest allowed day, else undefined. */
function storedValue(entry: DateEntry, maxDay: string | undefined): string | undefined {
  if (entry.state !== 'valid') return undefined;
  return maxDay !== undefined && dayOf(entry.value) > maxDay ? undefined : entry.value;
}

/**
 * A date field as a typed-text kind (see MaskedTextKind): the mask of its kind; an impossible or
 * too-late date is named at once, digits still missing only once the person leaves the field.
 */
export function dateTextKind(kind: DateKind, maxDay: string | undefined): MaskedTextKind {
  return {
    toText: (stored) => formatDateText(stored, kind),
    toValue: (text) => storedValue(parseDateText(text, kind), maxDay),
    errorNow: (text) => {
      const entry = parseDateText(text, kind);
      if (entry.state === 'invalid') return WIDGET_TEXTS.invalidDate;
      const tooLate = entry.state === 'valid' && storedValue(entry, maxDay) === undefined;
      return tooLate ? WIDGET_TEXTS.dateAfterMax(formatDateText(maxDay, 'date')) : undefined;
    },
    errorOnLeave: (text) => (parseDateText(text, kind).state === 'incomplete' ? WIDGET_TEXTS.invalidDate : undefined),
    mask: (raw, caret) => maskDateText(raw, kind, caret),
    readOnlyText: (stored) => formatDateText(stored, kind),
    placeholder: DATE_PLACEHOLDERS[kind],
    inputMode: 'numeric',
  };
}

/**
 * A date (or date and time) typed into a plain text field through a mask, with a clear button and
 * a calendar button. The field is all a form needs on its first paint; the library's calendar
 * (MUI X with dayjs and its Russian locale, some 30 KB gzip) is downloaded when the person points
 * at or focuses its button and opens in a popup under the field.
 *
 * The form stores the value only when it is a real date not after `ui:options.maxDate`; otherwise
 * it stores undefined and the text stays as typed. An impossible or too-late date is named at once;
 * digits still missing are named only once the person leaves the field, not while typing.
 */
export function DateTextWidget({ kind, calendar: Calendar, ...props }: DateTextWidgetProps) {
  const { id, disabled, readonly, options } = props;
  const maxDay = maxDateOption(options.maxDate);
  const textKind = dateTextKind(kind, maxDay);
  const field = useMaskedText(props, textKind);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarAbove, setCalendarAbove] = useState(false);
  // How many times the calendar was asked for: 0 until the first click; a click after a failed download tries it again.
  const [calendarRequests, setCalendarRequests] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const calendarButton = useRef<HTMLButtonElement>(null);

  if (readonly) return <MaskedTextInput widget={props} kind={textKind} field={field} />;
  const entry = parseDateText(field.text, kind);

  const clear = () => {
    field.enter('');
    // The clear button goes away with the text; the focus stays in the field instead of falling to the page.
    field.focus();
  };

  const openCalendar = () => {
    // Focused first, so that the popup gives the focus back to it when it closes (a click does not focus a button in every browser).
    calendarButton.current?.focus();
    // A popover does not flip by itself: near the bottom of the window it would cover the field.
    const rect = box.current?.getBoundingClientRect();
    if (rect)
      setCalendarAbove(
        window.innerHeight - rect.bottom < CALENDAR_HEIGHT && rect.top > window.innerHeight - rect.bottom,
      );
    setCalendarRequests((count) => count + 1);
    setCalendarOpen(true);
  };

  const adornment = (
    <InputAdornment position="end">
      {field.text !== '' && !disabled && (
        <IconButton aria-label={WIDGET_TEXTS.clear} onClick={clear}>
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton
        ref={calendarButton}
        edge="end"
        aria-label={WIDGET_TEXTS.openCalendar(
          entry.state === 'valid' ? formatDateText(dayOf(entry.value), 'date') : undefined,
        )}
        disabled={disabled}
        onClick={openCalendar}
        onPointerEnter={Calendar.prefetch}
        onFocus={Calendar.prefetch}
      >
        <EventIcon />
      </IconButton>
    </InputAdornment>
  );

  return (
    <>
      <MaskedTextInput widget={props} kind={textKind} field={field} adornment={adornment} boxRef={box} />
      {/* Outside the field, so that focus moving inside the popup is not taken for leaving the field. */}
      {calendarRequests > 0 && (
        <OnDemandPart retryKey={calendarRequests}>
          <Calendar
            open={calendarOpen}
            anchor={() => box.current as HTMLElement}
            above={calendarAbove}
            labelledBy={`${id}-label`}
            value={entry.state === 'valid' ? entry.value : undefined}
            maxDate={maxDay}
            onAccept={(picked) => field.enter(formatDateText(picked, kind))}
            onClose={() => setCalendarOpen(false)}
          />
        </OnDemandPart>
      )}
    </>
  );
}
