import { useDeferredValue, useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useUserSearch } from './api';

/** Finds accounts by login, name or SNILS and shows their roles. */
export function UserSearch() {
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const { data, isLoading } = useUserSearch(search);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <TextField
        id="user-search"
        label="Логин, ФИО или СНИЛС"
        value={text}
        onChange={(e) => setText(e.target.value)}
        fullWidth
        helperText="Не меньше двух символов"
        sx={{ maxWidth: 480 }}
      />
      {isLoading && <Typography sx={{ mt: 1 }}>Поиск…</Typography>}
      {data && data.length === 0 && <Typography sx={{ mt: 1 }}>Никого не найдено.</Typography>}
      {data && data.length > 0 && (
        <List aria-label="Найденные пользователи">
          {data.map((u) => (
            <ListItem key={u.userId} divider>
              <ListItemText
                primary={`${u.caption} — ${u.login}${u.isAdmin ? ' (администратор)' : ''}`}
                secondary={[u.snils ? `СНИЛС ${u.snils}` : null, ...u.roles].filter(Boolean).join('; ') || 'Гражданин'}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
