import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLiveMessages } from '@/api/live-messages';
import { ruDate, ruTime } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import { useContacts, type Contact } from './api';

/** When the last message was written: its time today, else its day. */
export const whenWritten = (moment: string, today = regionToday()) =>
  ruDate(moment) === ruDate(today) ? ruTime(moment) : ruDate(moment);

/** One contact: the name, the last message (with «Вы:» when it is the caller's), the unread count. */
export function ContactLine({ contact }: { contact: Contact }) {
  const unread = contact.unread > 0;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={`/user/messages/${contact.contactId}`}
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
        aria-label={`${contact.contactName}${unread ? `: непрочитанных ${contact.unread}` : ''}`}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: unread ? 700 : 500 }}>{contact.contactName}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {contact.lastMessage === null
              ? 'Переписки пока нет: напишите первым'
              : `${contact.lastFromMe ? 'Вы: ' : ''}${contact.lastMessage}`}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flex: 'none' }}>
          {contact.lastMessageAt && (
            <Typography variant="caption" color="text.secondary" component="div">
              {whenWritten(contact.lastMessageAt)}
            </Typography>
          )}
          {unread && <Badge color="error" badgeContent={contact.unread} sx={{ mt: 1.5, mr: 1 }} />}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The caller's contacts, the most recent conversation first; staff can search their clients. */
export function ContactList({ staff }: { staff: boolean }) {
  const [search, setSearch] = useState('');
  const { data, error, isLoading, mutate } = useContacts(search.trim());
  const onMessages = useCallback(() => void mutate(), [mutate]);
  useLiveMessages(onMessages);
  return (
    <>
      {staff && (
        <TextField
          size="small"
          label="Найти получателя услуг"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      )}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить список переписок. Обновите страницу.</Alert>}
      {data && data.length === 0 && (
        <Alert severity="info">
          {search
            ? 'Никого не найдено'
            : staff
              ? 'У учреждения пока нет получателей услуг, которым можно написать'
              : 'Писать можно учреждениям, с которыми у вас есть договор или которые вас обслуживают. Таких пока нет.'}
        </Alert>
      )}
      {data && data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label="Переписки">
            {data.map((contact) => (
              <ContactLine key={contact.contactId} contact={contact} />
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
