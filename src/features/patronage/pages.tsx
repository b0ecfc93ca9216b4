import { useCallback, useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { useLiveMessages } from '@/api/live-messages';
import { BackButton } from '@/components/back-button';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { useListQuery } from '@/components/list-toolbar/use-list-query';
import { ConversationView } from '@/components/messages/conversation';
import { useSession } from '@/stores/session';
import { SystemRole } from '@common/roles';
import { patronageApi, sendFeedback, useChats, useEmployee, usePatronageData } from './api';
import { ChatList, EmployeeCard, FeedbackForm, FeedbackHistory, PatronageDataCard } from './patronage-cards';

/** The family (the signed-in person) or the specialist (a social worker's role); null: neither. */
function useSide(): 'family' | 'specialist' | null {
  const user = useSession((s) => s.user);
  if (user?.selectedInstitution)
    return user.selectedInstitution.institutionRole === SystemRole.SocialWorker ? 'specialist' : null;
  return user?.personId !== null && user?.personId !== undefined ? 'family' : null;
}

const idFrom = (text: string | undefined): number | null => (/^\d{1,9}$/.test(text ?? '') ? Number(text) : null);

const isMissing = (error: unknown) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/** The family's screen: the specialist, the record, the chat, the feedback. */
function FamilyPatronage({ id }: { id?: number }) {
  const employee = useEmployee(id);
  const data = usePatronageData(id);
  const recordId = data.data?.id;
  const api = useMemo(() => (recordId === undefined ? null : patronageApi(recordId)), [recordId]);
  if (employee.isLoading || data.isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (isMissing(employee.error) || isMissing(data.error))
    return (
      <Alert severity="info">
        Патронаж вашей семьи не оформлен. Патронаж назначает центр социального обслуживания населения по месту
        жительства: обратитесь туда, если семье нужна регулярная помощь специалиста.
      </Alert>
    );
  if (employee.error || data.error || !employee.data || !data.data)
    return <Alert severity="error">Не удалось загрузить сведения о патронаже. Обновите страницу.</Alert>;
  const record = data.data;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Переписка со специалистом
        </Typography>
        {api && <ConversationView key={record.id} api={api} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
        <EmployeeCard employee={employee.data} />
        <PatronageDataCard data={record} />
        <FeedbackForm
          period={record.period}
          rated={record.rating}
          onSend={async (comment, rating) => {
            await sendFeedback(record.id, comment, rating);
            await data.mutate();
          }}
        />
        <FeedbackHistory feedback={record.feedback} />
      </Box>
    </Box>
  );
}

/** The specialist's list of the families in their charge, searched by name (the search in the address). */
function SpecialistPatronage() {
  const { query, update } = useListQuery();
  const { data, error, isLoading, mutate } = useChats(query.search);
  const onMessages = useCallback(() => void mutate(), [mutate]);
  useLiveMessages(onMessages);
  const list = isLoading ? (
    <LinearProgress aria-label="Загрузка" />
  ) : error ? (
    <Alert severity="error">Не удалось загрузить список семей. Обновите страницу.</Alert>
  ) : !data?.length ? (
    <Alert severity="info">
      {query.search
        ? `Семей, в ФИО которых есть «${query.search}», не нашлось.`
        : 'Семей под вашим патронажем пока нет.'}
    </Alert>
  ) : (
    <ChatList chats={data} />
  );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Семьи, патронаж которых ведёте вы. Откройте семью, чтобы написать ей.
      </Typography>
      <ListToolbar search={query.search} placeholder="ФИО члена семьи" onSearch={(search) => update({ search })} />
      {list}
    </>
  );
}

const NO_SIDE = (
  <Alert severity="info">
    Раздел доступен семье под патронажем и специалисту по социальной работе. Войдите как гражданин или выберите роль
    специалиста по социальной работе.
  </Alert>
);

/** /user/patronage: the family's patronage, or the specialist's families. */
export function PatronagePage() {
  const side = useSide();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Патронаж
      </Typography>
      {side === null ? NO_SIDE : side === 'family' ? <FamilyPatronage /> : <SpecialistPatronage />}
    </>
  );
}

/** /user/patronage/{id}: one family's chat for the specialist (a family sees its own page). */
export function PatronageChatPage() {
  const side = useSide();
  const id = idFrom(useParams().id);
  const data = usePatronageData(id ?? undefined);
  const api = useMemo(() => (id === null ? null : patronageApi(id)), [id]);
  if (id === null || isMissing(data.error)) return <Navigate to="/denied" replace />;
  if (side === 'family') return <Navigate to="/user/patronage" replace />;
  return (
    <>
      <BackButton to="/user/patronage" caption="К списку семей" />
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {data.data?.familyName ?? 'Патронаж'}
      </Typography>
      {side === null && NO_SIDE}
      {side === 'specialist' && api && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <ConversationView key={id} api={api} />
          </Box>
          {data.data && (
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
              <PatronageDataCard data={data.data} staff />
              <FeedbackHistory feedback={data.data.feedback} staff />
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
