import useSWR from 'swr';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import MailIcon from '@mui/icons-material/MailOutlined';
import { api } from '@/api/client';

/** Envelope icon with a dot when the signed-in user has unread messages; checked every minute. */
export function UnreadIndicator() {
  const { data: unread } = useSWR(
    '/patronage/is-unread-message-exist',
    () => api.get('/patronage/is-unread-message-exist', { quiet: true }),
    {
      refreshInterval: 60_000,
    },
  );
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to="/user/messages"
      aria-label={unread ? 'Сообщения: есть непрочитанные' : 'Сообщения'}
    >
      <Badge color="error" variant="dot" invisible={!unread}>
        <MailIcon />
      </Badge>
    </IconButton>
  );
}
