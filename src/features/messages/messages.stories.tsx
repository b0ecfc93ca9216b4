import type { Meta, StoryObj } from '@storybook/react-vite';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import { ContactLine } from './contact-list';
import { MessageBubble, PendingBubble } from '@/components/messages/conversation';
import { CONTACTS, FAILED, MINE_READ, MINE_WITH_FILE, NOTICE, SENDING, THEIRS } from './message-fixtures';

/** The list of conversations and the messages of one, as the screens show them. */
const meta: Meta = { title: 'Сообщения/Переписка' };
export default meta;
type Story = StoryObj;

/** Contacts: one with an unread message (bold, a count), one read with «Вы:», one without a conversation yet. */
export const Contacts: Story = {
  render: () => (
    <Paper variant="outlined">
      <List disablePadding aria-label="Переписки">
        {CONTACTS.map((contact) => (
          <ContactLine key={contact.contactId} contact={contact} />
        ))}
      </List>
    </Paper>
  ),
};

/** Messages: the other side's on the left with its author, the caller's on the right, read and with a file; a notice with its class. */
export const Messages: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <MessageBubble message={THEIRS} showRead={false} />
      <MessageBubble message={MINE_READ} showRead />
      <MessageBubble message={MINE_WITH_FILE} showRead={false} />
      <MessageBubble message={NOTICE} showRead={false} />
    </Box>
  ),
};

/** A message on its way, and one that did not go: the reason and a retry. */
export const Pending: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <PendingBubble item={SENDING} onRetry={() => undefined} onDrop={() => undefined} />
      <PendingBubble item={FAILED} onRetry={() => undefined} onDrop={() => undefined} />
    </Box>
  ),
};
