import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

const TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * Minutes since midnight of a time typed as H:MM or HH:MM; an empty time means midnight (0).
 * Returns undefined when the text is not a valid time.
 */
export function parseTime(value: RawValue): number | undefined {
  const text = filledText(value);
  if (text === undefined) return 0;
  const match = TIME.exec(text);
  if (match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** Checks a time: H:MM or HH:MM, hours below 24, minutes below 60; empty (midnight) is valid. */
export function checkTime(value: RawValue): string | undefined {
  return parseTime(value) === undefined ? validationMessages.time : undefined;
}
