import { createContext, useCallback, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import { usePickerAdapter, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

interface OpenPickerButton {
  value: Dayjs | null;
  disabled?: boolean;
  onOpen: () => void;
  onIntent: () => void;
}

const OpenPickerButtonContext = createContext<OpenPickerButton | null>(null);

/**
 * The field's end adornment (MUI X's `inputAdornment` slot) with the button that opens the
 * calendar, as the picker itself renders it: after the field's clear button, same icon, same
 * Russian label ('Выберите дату, выбрана дата …').
 */
function AdornmentWithOpenButton({ children, ...props }: InputAdornmentProps) {
  const button = useContext(OpenPickerButtonContext);
  const translations = usePickerTranslations();
  const adapter = usePickerAdapter();
  if (!button || props.position !== 'end') return <InputAdornment {...props}>{children}</InputAdornment>;
  const label = translations.openDatePickerDialogue(button.value && adapter.isValid(button.value) ? adapter.format(button.value, 'fullDate') : null);
  return (
    <InputAdornment {...props}>
      {children}
      <IconButton
        edge="end"
        aria-label={label}
        disabled={button.disabled}
        onClick={(event) => {
          event.preventDefault();
          button.onOpen();
        }}
        onPointerEnter={button.onIntent}
        onFocus={button.onIntent}
      >
        <CalendarIcon />
      </IconButton>
    </InputAdornment>
  );
}

/** Slots and slot props that give a standalone MUI X field the picker's open button. */
export const fieldWithOpenButton = {
  slots: { inputAdornment: AdornmentWithOpenButton },
  // The clear button sits inside, beside the open button, as in the picker.
  clearButton: { edge: false },
} as const;

/** Hands the open button's state and handlers to the field's adornment slot. */
export function OpenPickerButtonProvider({ button, children }: { button: OpenPickerButton; children: ReactNode }) {
  return <OpenPickerButtonContext.Provider value={button}>{children}</OpenPickerButtonContext.Provider>;
}

/**
 * A date field first, the whole picker once it is wanted. The field (typing DD.MM.YYYY) is what a
 * block needs to show; the picker's calendar, clock and popup are downloaded when the person first
 * points at or focuses the calendar button, and a click on it puts the library's picker in the
 * field's place and opens it. From then on the field is that picker.
 */
export function usePickerOnDemand(prefetch: () => void) {
  // How many times the picker was asked for: 0 until the first click; a click after a failed
  // download tries it again.
  const [requests, setRequests] = useState(0);
  const [open, setOpen] = useState(false);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return { requests, open, setOpen, prefetch, request };
}

/**
 * Opens a picker that has just taken the field's place. Its open button gets the focus first, so
 * that the picker, when closed, gives the focus back to it as it does when opened by its button.
 */
export function OpenWhenShown({ button, open }: { button: RefObject<HTMLButtonElement | null>; open: () => void }) {
  useEffect(() => {
    button.current?.focus();
    open();
    // Once, when the picker is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
