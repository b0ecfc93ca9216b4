import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** The search of a catalogue section: part of a service's or a provider's name. */
export function CatalogSearch({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const [text, setText] = useState(search);
  // The URL's search changed (back button, a shared link, another section): the field shows it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Поиск в каталоге услуг"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, mb: 2 }}
    >
      <TextField
        label="Услуга или поставщик"
        size="small"
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        Найти
      </Button>
    </Box>
  );
}
