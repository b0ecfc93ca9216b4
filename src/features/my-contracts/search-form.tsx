import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export interface SearchFormProps {
  value: string;
  placeholder: string;
  onSearch: (search: string) => void;
  /** Filters beside the search field. */
  children?: ReactNode;
}

/** The search field of a list with its «Найти» button; the search runs on submit. */
export function SearchForm({ value, placeholder, onSearch, children }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
      {/* Uncontrolled: the address holds the search; a new one (the back button) starts the field over. */}
      <TextField key={value} name="search" size="small" label="Поиск" placeholder={placeholder} defaultValue={value} sx={{ flex: '1 1 240px', minWidth: 0 }} />
      <Button type="submit" variant="outlined">
        Найти
      </Button>
      {children}
    </Box>
  );
}
