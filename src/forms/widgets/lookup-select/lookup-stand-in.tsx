import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { WIDGET_TEXTS } from '../widget-texts';
import { loadAutocomplete, loadedAutocomplete, prefetchAutocomplete } from './autocomplete-loader';
import type { Handoff, LookupFieldProps } from './lookup-field-types';

export interface OnDemandLookupProps
  extends Pick<LookupFieldProps, 'id' | 'label' | 'required' | 'disabled' | 'autoFocus' | 'error' | 'onBlur'> {
  /** The text in the box until the person types: the chosen caption (one code), else empty. */
  text: string;
  /** Several codes: the chosen captions, shown as chips before the text. */
  chips?: readonly string[];
  /** Something is chosen, so the clear button shows (on hover and focus, as the real field's). */
  clearable: boolean;
  /** The person emptied the box by hand (one code: the Autocomplete clears the choice then). */
  onEmptied?: () => void;
  onClear: () => void;
  /** The × of a chip, or Backspace in an empty box for the last one. */
  onRemove?: (index: number) => void;
  /** The real field, given what the stand-in hands it. */
  real: (handoff: Handoff) => ReactNode;
}

/** Keys that open the real field's list (the Autocomplete opens on these too; Enter opens it here as well). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Enter']);
// How the chips and the clear button are told apart from the rest of the box.
const CHIP = 'data-lookup-chip';
const CLEAR = 'data-lookup-clear';

/**
 * The Autocomplete's own look, closed (its root's paddings and icon places), so that nothing moves
 * when the real field takes the stand-in's place.
 */
const boxSx = (clearable: boolean) => ({
  '& .MuiOutlinedInput-root': { flexWrap: 'wrap', p: '9px', pr: clearable ? '65px' : '39px' },
  '& .MuiInputBase-input.MuiInputBase-input': {
    p: '7.5px 4px 7.5px 5px',
    width: 0,
    minWidth: 30,
    flexGrow: 1,
    textOverflow: 'ellipsis',
  },
  [`& [${CLEAR}]`]: { visibility: 'hidden' },
  [`& .Mui-focused [${CLEAR}]`]: { visibility: 'visible' },
  // Not on touch screens, where a first tap would only show it (as the Autocomplete does).
  '@media (pointer: fine)': { [`&:hover [${CLEAR}]`]: { visibility: 'visible' } },
});

/** A chosen entry as the Autocomplete's chip shows it, without the Chip module; a long caption ends in '…' within the field's width. */
const chipSx = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  maxWidth: 'calc(100% - 6px)',
  m: '3px',
  borderRadius: 4,
  bgcolor: 'action.selected',
  fontSize: '0.8125rem',
  '& span': { px: 1.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The chip's delete mark: a cross in a pale disc.
  '& svg': {
    fontSize: 18,
    p: '2px',
    m: '0 7px 0 -4px',
    borderRadius: '50%',
    color: 'common.white',
    bgcolor: 'rgba(0, 0, 0, 0.26)',
    cursor: 'pointer',
  },
  '& svg:hover': { bgcolor: 'rgba(0, 0, 0, 0.4)' },
} as const;

/**
 * A lookup field that paints as a light stand-in and becomes MUI's Autocomplete the first time the
 * person asks for it. The stand-in is an MUI TextField that looks and reads like the closed
 * Autocomplete (a combobox with its label, chosen caption or chips, clear and popup buttons, error
 * text), without the Autocomplete's code.
 *
 * Pointing at it or focusing it starts the download (./autocomplete-loader). A click in the box, a
 * key that opens the list or typed or pasted text asks for the real field; tabbing through asks for
 * nothing. Until the code is there the stand-in stays, focused, and what is typed stays in its box;
 * then the real field takes its place in one go (`real`), with that text, the caret where it was
 * and the list open. Leaving the field before that drops the ask, so the real field never takes
 * the focus back. A failed download leaves the stand-in with a message; the next ask tries again.
 */
export function OnDemandLookup(props: OnDemandLookupProps) {
  const {
    id,
    label,
    text,
    chips,
    required,
    disabled,
    autoFocus,
    error,
    clearable,
    onBlur,
    onEmptied,
    onClear,
    onRemove,
    real,
  } = props;
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // What the person asked for and the code has not answered yet; null when nothing waits.
  const asked = useRef<{ open: boolean; selectAll: boolean } | null>(null);
  // Whether the last pointer-down was on what opens the list; the click that follows decides.
  const pressedOnBox = useRef<boolean>(undefined);
  // What the person typed into the stand-in; null shows `text`.
  const [typed, setTyped] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // Set once, when the real field takes over: from then on the field is the real one.
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  if (handoff) return real(handoff);

  const takeOver = () => {
    const element = input.current;
    const request = asked.current;
    if (!element || !request) return;
    asked.current = null;
    const { value } = element;
    const start = element.selectionStart ?? value.length;
    const end = element.selectionEnd ?? value.length;
    // A click selects the whole caption, as the Autocomplete's first click does, so that typing replaces it.
    setHandoff({
      text: value,
      open: request.open,
      selection: request.selectAll && start === end ? [0, value.length] : [start, end],
    });
  };

  const ask = (open: boolean, selectAll = false) => {
    if (disabled) return;
    const waiting = asked.current;
    asked.current = { open: open || Boolean(waiting?.open), selectAll };
    setFailed(false);
    // Downloaded already (another field's, or a prefetch): the switch happens in this very event.
    if (loadedAutocomplete()) return takeOver();
    if (!waiting)
      loadAutocomplete().then(
        // At once, not in a later render: a key pressed in between would go to the stand-in and be left behind.
        () => asked.current && flushSync(takeOver),
        () => {
          if (asked.current) setFailed(true);
          asked.current = null;
        },
      );
  };

  // The box itself, the text and the popup button open the list; a chip, the clear button and the text under the field do not (as in the Autocomplete).
  const opensList = (target: EventTarget) =>
    target instanceof Element && Boolean(box.current?.contains(target)) && !target.closest(`[${CHIP}], [${CLEAR}]`);

  // The switch waits for the click rather than the press: the real field put under a pressed button
  // would get the rest of the press (the mouse-down that toggles its list, or a touch's late one).
  const handleClick = (event: MouseEvent) => {
    const asks = pressedOnBox.current ?? opensList(event.target);
    pressedOnBox.current = undefined;
    if (!asks) return;
    input.current?.focus();
    ask(true, true);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return;
    if (OPENING_KEYS.has(event.key)) {
      // Nor does Enter send the form, nor an arrow move the caret or scroll the page.
      event.preventDefault();
      ask(true);
    } else if (event.key === 'Escape' && asked.current?.open) {
      // As the Autocomplete closes its open list: the list asked for stays closed, and a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      asked.current.open = false;
    } else if (event.key === 'Backspace' && chips?.length && !typed) onRemove?.(chips.length - 1);
  };

  const edit = (next: string, composing: boolean) => {
    setTyped(next);
    if (composing) return;
    if (next) ask(true);
    else onEmptied?.();
  };

  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <TextField
      id={id}
      label={label}
      value={typed ?? text}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      error={Boolean(error || failed)}
      helperText={
        (error || failed) && (
          <>
            {error}
            {/* Said as it appears: the person pressed a key and nothing opened. */}
            {failed && (
              <span role="alert" style={{ display: 'block' }}>
                {WIDGET_TEXTS.lookupFieldFailed}
              </span>
            )}
          </>
        )
      }
      inputRef={input}
      onChange={(event) => edit(event.target.value, Boolean((event.nativeEvent as InputEvent).isComposing))}
      onCompositionEnd={(event) => edit((event.target as HTMLInputElement).value, false)}
      onBlur={() => {
        // As the Autocomplete on blur: the typed text gives way to the chosen caption again; nothing waits any more.
        asked.current = null;
        setTyped(null);
        onBlur?.();
      }}
      onFocus={disabled ? undefined : prefetchAutocomplete}
      onPointerEnter={disabled ? undefined : prefetchAutocomplete}
      onPointerDown={(event) => {
        if (disabled) return;
        prefetchAutocomplete();
        pressedOnBox.current = opensList(event.target);
      }}
      // A press on the buttons or chips keeps the focus where it is, as the Autocomplete does.
      onMouseDown={(event) =>
        event.target !== input.current &&
        event.target instanceof Node &&
        box.current?.contains(event.target) &&
        event.preventDefault()
      }
      onClick={disabled ? undefined : handleClick}
      onKeyDown={handleKeyDown}
      sx={boxSx(clearable && !disabled)}
      slotProps={{
        input: {
          ref: box,
          // None when nothing is chosen: an adornment, even empty, would lift the label.
          startAdornment: chips?.length
            ? chips.map((caption, index) => (
                // A role and name as the Autocomplete's chips have, so the chosen entries read the same.
                <Box
                  key={index}
                  component="span"
                  role="button"
                  tabIndex={-1}
                  data-lookup-chip
                  sx={chipSx}
                  style={disabled ? { opacity: 0.38 } : undefined}
                >
                  <span>{caption}</span>
                  {!disabled && (
                    <ClearIcon
                      onClick={(event) => {
                        stop(event);
                        onRemove?.(index);
                      }}
                    />
                  )}
                </Box>
              ))
            : undefined,
          endAdornment: (
            <Box sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)' }}>
              {clearable && !disabled && (
                <IconButton
                  data-lookup-clear
                  tabIndex={-1}
                  aria-label={WIDGET_TEXTS.clear}
                  title={WIDGET_TEXTS.clear}
                  sx={{ p: '4px', mr: '-2px' }}
                  onClick={(event) => {
                    stop(event);
                    setTyped(null);
                    onClear();
                    input.current?.focus();
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                tabIndex={-1}
                aria-label={WIDGET_TEXTS.open}
                title={WIDGET_TEXTS.open}
                disabled={disabled}
                sx={{ p: '2px', mr: '-2px' }}
              >
                <ArrowDropDownIcon />
              </IconButton>
            </Box>
          ),
        },
        htmlInput: {
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          // Several codes: the box's own text stays empty once something is chosen, so a native `required` would misfire.
          ...(chips && { required: false, 'aria-required': required }),
        },
      }}
    />
  );
}
