import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { LookupItem } from '@/forms/lookup-cache';
import { WIDGET_TEXTS } from '../widget-texts';
import { sameCode } from './lookup-options';

export interface LookupAutocompleteProps {
  id: string;
  label: string;
  items: LookupItem[];
  /** The chosen code, or undefined. */
  value: unknown;
  onChange: (code: LookupItem['code'] | undefined) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  loading?: boolean;
  error?: string;
  /** Server-side search: each typed text is passed on and the list is not filtered here. */
  onSearch?: (text: string) => void;
  /** How an entry reads; the caption by default. */
  optionLabel?: (item: LookupItem) => string;
}

const caption = (item: LookupItem) => item.caption;

/** One code chosen from a code/caption list, typed to filter; the base of the select widgets. */
export function LookupAutocomplete(props: LookupAutocompleteProps) {
  const { id, label, items, value, onChange, onBlur, required, disabled, autoFocus, loading, error, onSearch } = props;
  const optionLabel = props.optionLabel ?? caption;
  const selected = items.find((item) => sameCode(item.code, value)) ?? null;
  return (
    <Autocomplete
      id={id}
      options={items}
      value={selected}
      loading={loading}
      disabled={disabled}
      getOptionLabel={optionLabel}
      getOptionKey={(item) => String(item.code)}
      isOptionEqualToValue={(option, chosen) => sameCode(option.code, chosen.code)}
      filterOptions={onSearch ? (options) => options : undefined}
      onInputChange={onSearch ? (_event, text, reason) => reason === 'input' && onSearch(text) : undefined}
      onChange={(_event, item) => onChange(item?.code)}
      noOptionsText={WIDGET_TEXTS.noOptions}
      loadingText={WIDGET_TEXTS.loading}
      clearText={WIDGET_TEXTS.clear}
      openText={WIDGET_TEXTS.open}
      closeText={WIDGET_TEXTS.close}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
          onBlur={onBlur}
        />
      )}
    />
  );
}
