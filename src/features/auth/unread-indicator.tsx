import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import MailIcon from '@mui/icons-material/MailOutlined';
import { api } from '@/api/client';
import { UNREAD_KEY, useLiveMessages } from '@/api/live-messages';

/** The indicator's key: the conversation screens read it again after a read mark. */
/** How often the indicator asks while the live stream is not open. */
const POLL_MS = 30_000;

/**
 * Envelope icon with a dot when the signed-in user has unread messages: told at once by the live
 * stream of messages, polling every half minute while the stream is down.
 */
export function UnreadIndicator() {
  const { mutate } = useSWRConfig();
  const onMessages = useCallback(() => void mutate(UNREAD_KEY), [mutate]);
  const live = useLiveMessages(onMessages);
  const { data: unread } = useSWR(UNREAD_KEY, () => api.get('/patronage/is-unread-message-exist', { quiet: true }), {
    refreshInterval: live ? 0 : POLL_MS,
  });
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
