import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** The search of measures: words of the name, of who is eligible, of a tag. */
export function MspSearchField({
  search,
  onSearch,
  autoFocus = false,
}: {
  search: string;
  onSearch(text: string): void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(search);
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
      aria-label="Поиск мер социальной поддержки"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, mb: 2 }}
    >
      <TextField
        label="Какая помощь нужна?"
        placeholder="Например, пособие при рождении"
        size="small"
        fullWidth
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        Найти
      </Button>
    </Box>
  );
}
