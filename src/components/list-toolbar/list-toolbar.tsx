import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A status a list may be narrowed to, as its select names it. */
export interface StatusOption<S extends number = number> {
  value: S;
  caption: string;
}

export interface ListToolbarProps<S extends number = number> {
  /** The search the list shows now (from the address). */
  search: string;
  /** What the search looks in: «Номер, услуга, поставщик». */
  placeholder: string;
  onSearch: (search: string) => void;
  /** A «Статус» select («Все статусы» first); it applies at once. */
  status?: {
    value: S | undefined;
    options: readonly StatusOption<S>[];
    onChange: (status: S | undefined) => void;
  };
  /** Other filters after the button (toggle buttons). */
  children?: ReactNode;
}

/**
 * The toolbar above a list: a «Поиск» field run by «Найти» (or Enter), an optional status select
 * and other filters. It keeps nothing itself: the caller keeps the values in the address.
 */
export function ListToolbar<S extends number>({
  search,
  placeholder,
  onSearch,
  status,
  children,
}: ListToolbarProps<S>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
    >
      {/* Uncontrolled: the address holds the search; a new one (the back button) starts the field over. */}
      <TextField
        key={search}
        name="search"
        size="small"
        label="Поиск"
        placeholder={placeholder}
        defaultValue={search}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
      />
      {status && (
        <TextField
          select
          size="small"
          label="Статус"
          value={status.value ?? ''}
          onChange={(e) =>
            status.onChange(status.options.find((option) => String(option.value) === String(e.target.value))?.value)
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: { sm: 280 } }}
        >
          <MenuItem value="">Все статусы</MenuItem>
          {status.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.caption}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button type="submit" variant="outlined">
        Найти
      </Button>
      {children}
    </Box>
  );
}
