import { useLayoutEffect, useRef, useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import type { FilterOptionsState } from '@mui/material/useAutocomplete';
import TextField from '@mui/material/TextField';
import type { LookupItem } from '@/forms/lookup-cache';
import { WIDGET_TEXTS } from '../widget-texts';
import type { Handoff, LookupFieldProps, LookupMultiFieldProps } from './lookup-field-types';
import { sameCode } from './lookup-options';

/*
 * The real lookup fields, MUI's Autocomplete with its popper (some 21 KB gzip). This module is
 * reached only through import() (./autocomplete-import, which ./autocomplete-loader downloads on
 * demand): a form paints light stand-ins (./lookup-stand-in) and a field becomes one of these once
 * the person starts using it.
 */

const caption = (item: LookupItem) => item.caption;
/** The Autocomplete's own captions, in Russian. */
const TEXTS = {
  noOptionsText: WIDGET_TEXTS.noOptions,
  loadingText: WIDGET_TEXTS.loading,
  clearText: WIDGET_TEXTS.clear,
  openText: WIDGET_TEXTS.open,
  closeText: WIDGET_TEXTS.close,
};

const standardFilter = createFilterOptions<LookupItem>({ stringify: caption });
/** A grouped list is searched by the caption and by its kind: «медицин» finds every social-medical service. */
const groupedFilter = createFilterOptions<LookupItem>({ stringify: (item) => `${item.caption} ${item.group ?? ''}` });
const groupOf = (item: LookupItem) => item.group ?? '';

/**
 * The entries whose caption holds the typed text; when none does, the whole list, so a short list
 * that looks like a select never turns into an empty 'Нет вариантов' box over the page.
 */
function matchingOrAll(options: LookupItem[], state: FilterOptionsState<LookupItem>): LookupItem[] {
  const matching = standardFilter(options, state);
  return matching.length > 0 ? matching : options;
}

/** Puts text into an input the way typing does, so that React and the Autocomplete see an ordinary input event. */
function typeInto(input: HTMLInputElement, text: string) {
  // The prototype's setter: React's own tracker on the element would swallow the change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Takes over from the stand-in on mount: focus in the real input, the text typed so far, the caret
 * where it was, the list open if it was asked for. The list's open state is kept here from then on.
 */
function useHandoff(handoff: Handoff) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(handoff.open);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // In the commit that removed the stand-in, before the browser hands on the next key: none goes astray.
    input.focus();
    // The text goes in once the commit is over (still before any next key): an input event inside the
    // commit would be undone by React restoring the controlled value it has not rendered yet.
    queueMicrotask(() => {
      if (!input.isConnected) return;
      // Typed, not set: the Autocomplete then filters the list and a server search (onSearch) hears it.
      if (input.value !== handoff.text) typeInto(input, handoff.text);
      input.setSelectionRange(...handoff.selection);
    });
    // Only the first mount takes over; later renders are the Autocomplete's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { inputRef, open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
}

/** One code chosen from a code/caption list, typed to filter; the base of the select widgets. */
export function LookupAutocomplete({ handoff, ...props }: LookupFieldProps & { handoff: Handoff }) {
  const { id, label, items, value, onChange, onBlur, required, disabled, loading, error, onSearch } = props;
  const optionLabel = props.optionLabel ?? caption;
  const selected = items.find((item) => sameCode(item.code, value)) ?? null;
  const { inputRef, ...popup } = useHandoff(handoff);
  // A list with kinds is a search over many entries: grouped under its kinds, and «Нет вариантов» when nothing matches.
  const grouped = items.some((item) => item.group !== undefined);
  return (
    <Autocomplete
      id={id}
      options={items}
      value={selected}
      groupBy={grouped ? groupOf : undefined}
      {...popup}
      loading={loading}
      disabled={disabled}
      getOptionLabel={optionLabel}
      getOptionKey={(item) => String(item.code)}
      isOptionEqualToValue={(option, chosen) => sameCode(option.code, chosen.code)}
      filterOptions={onSearch ? (options) => options : grouped ? groupedFilter : matchingOrAll}
      onInputChange={onSearch ? (_event, text, reason) => reason === 'input' && onSearch(text) : undefined}
      onChange={(_event, item) => onChange(item?.code)}
      {...TEXTS}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          onBlur={onBlur}
        />
      )}
    />
  );
}

/** Several codes chosen from a code/caption list, shown as chips. */
export function LookupMultiAutocomplete({ handoff, ...props }: LookupMultiFieldProps & { handoff: Handoff }) {
  const { id, label, items, chosen, onChange, onBlur, required, disabled, loading, error } = props;
  const { inputRef, ...popup } = useHandoff(handoff);
  return (
    <Autocomplete
      multiple
      id={id}
      options={items}
      value={chosen}
      {...popup}
      loading={loading}
      disabled={disabled}
      disableCloseOnSelect
      getOptionLabel={caption}
      getOptionKey={(item) => String(item.code)}
      isOptionEqualToValue={(option, item) => sameCode(option.code, item.code)}
      onChange={(_event, picked) => onChange(picked.map((item) => item.code))}
      {...TEXTS}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          onBlur={onBlur}
          // The text box stays empty once chips are chosen, so a native `required` would misfire.
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, required: false, 'aria-required': required },
          }}
        />
      )}
    />
  );
}
