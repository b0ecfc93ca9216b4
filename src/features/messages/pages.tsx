import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { useSession } from '@/stores/session';
import { SystemRole } from '@common/roles';
import { ConversationView, type ConversationApi } from '@/components/messages/conversation';
import { messageFilesField } from './files-field';
import { CONTACTS_KEY, loadConversation, markRead, sendMessage } from './api';
import { ContactList } from './contact-list';

const STAFF: readonly number[] = [SystemRole.ServiceProvider, SystemRole.SocialWorker];

/** Whether the signed-in user writes for an institution (its staff role chosen) or as themselves. */
function useSide(): 'institution' | 'person' | null {
  const user = useSession((s) => s.user);
  if (user?.selectedInstitution) return STAFF.includes(user.selectedInstitution.institutionRole) ? 'institution' : null;
  return user?.personId !== null && user?.personId !== undefined ? 'person' : null;
}

/** A contact's id from the address; 0 is the portal's notices. */
const idFrom = (text: string | undefined): number | null => (/^\d{1,9}$/.test(text ?? '') ? Number(text) : null);

/** /user/messages: the conversations of the signed-in person or of the institution they work for. */
export function MessagesPage() {
  const side = useSide();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Сообщения
      </Typography>
      {side === null ? (
        <Alert severity="info">
          Переписка доступна гражданину и сотрудникам учреждений социального обслуживания. Войдите как гражданин или
          выберите роль в учреждении.
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {side === 'institution'
              ? 'Переписка учреждения с получателями услуг: её видят все сотрудники учреждения.'
              : 'Переписка с учреждениями, которые вас обслуживают или с которыми у вас есть договор.'}
          </Typography>
          <ContactList staff={side === 'institution'} />
        </>
      )}
    </>
  );
}

/** The portal's notices read as contact 0: no answers (server/messages/messages.ts). */
const NOTICES_CONTACT = 0;

/** The calls of a conversation with a contact. */
function contactApi(contactId: number): ConversationApi {
  return {
    key: ['/message/{contactId}', contactId],
    load: (before) => loadConversation(contactId, before),
    markRead: () => markRead(contactId),
    send: (body) => sendMessage(contactId, body),
    listKey: CONTACTS_KEY,
    filesField: messageFilesField,
    readOnlyNotice:
      contactId === NOTICES_CONTACT
        ? 'На уведомления ответить нельзя. Вопрос по уведомлению задайте учреждению, которое его прислало.'
        : undefined,
  };
}

/** /user/messages/{contactId}: one conversation; a contact the caller may not write to reads as «Нет доступа». */
export function ConversationPage() {
  const contactId = idFrom(useParams().contactId);
  const api = useMemo(() => (contactId === null ? null : contactApi(contactId)), [contactId]);
  const { data, error } = useSWR(contactId !== null ? ['/message/{contactId}', contactId] : null, () =>
    loadConversation(contactId!),
  );
  if (contactId === null || (error instanceof ApiError && [400, 403, 404].includes(error.status)))
    return <Navigate to="/denied" replace />;
  return (
    <>
      <BackButton to="/user/messages" caption="К списку переписок" />
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {data?.contactName ?? 'Переписка'}
      </Typography>
      {api && <ConversationView key={contactId} api={api} />}
    </>
  );
}
