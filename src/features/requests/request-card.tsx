import { useState } from 'react';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactsText } from '@/components/contacts-text';
import { DetailsList } from '@/components/details-list';
import { formatFileSize } from '@/components/format-file-size';
import { ReportJobButton } from '@/components/report-job-button';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { notifyFromError } from '@/api/notify-from-error';
import { config } from '@/config';
import { isSignedIn, useSession } from '@/stores/session';
import { formatPhone } from '@common/validation/phone';
import { Decision } from '@common/requests/request-machine';
import { actOnRequest, documentsUrl, LIST_KEY, requestKey, ruDate, type RequestCard } from './api';
import { RequestActions, type RequestActionRequest } from './request-actions';
import { RequestStatusChip } from '@/components/request-status/request-status-chip';
import { isDecided, RequestTermBar } from '@/components/request-status/request-term';

/** How the card names the sides of its table. */
const SIDES = { person: 'заявитель', employee: 'учреждение' };

/** The decision on the request with its number, reason and, for a satisfaction or a refusal, the notice to download. */
function DecisionPanel({ card }: { card: RequestCard }) {
  const userId = useSession((s) => s.user?.userId);
  if (card.decisionType === null) return null;
  const refused = card.decisionType === Decision.Refused || card.decisionType === Decision.Returned;
  const notice =
    card.decisionType === Decision.Satisfied
      ? ({ type: 'personRequestDecisionAssign', requestId: card.id } as const)
      : card.decisionType === Decision.Refused
        ? ({ type: 'personRequestDecisionReject', requestId: card.id } as const)
        : null;
  return (
    <Alert severity={refused ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="request-decision">
      <Typography sx={{ fontWeight: 600 }}>
        Решение{card.decisionNumber ? ` № ${card.decisionNumber}` : ''} от {ruDate(card.decisionOn)}:{' '}
        {card.decisionCaption}
      </Typography>
      {card.decisionReason && <Typography>Причина: {card.decisionReason}</Typography>}
      {notice && (
        <Box sx={{ mt: 1 }}>
          <ReportJobButton
            key={`decision-${userId}-${card.id}-${card.decisionType}`}
            label="Уведомление о решении (PDF)"
            request={notice}
            userId={userId}
          />
        </Box>
      )}
    </Alert>
  );
}

/** The request as both sides read it: status, delivery, decision, services, recipient, documents, history, and the actions of the table. */
export function RequestCardView({
  card,
  busy,
  onAction,
}: {
  card: RequestCard;
  busy?: boolean;
  onAction: (request: RequestActionRequest) => Promise<boolean>;
}) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        Заявление № {card.number} от {ruDate(card.submittedOn)}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        data-testid="request-status"
      >
        <Typography>Статус:</Typography>
        <RequestStatusChip status={card.status} caption={card.statusCaption} />
        <Typography color="text.secondary">{card.deliveryStatusCaption}</Typography>
      </Stack>
      <RequestActions allowed={card.allowedActions} busy={busy} onAction={onAction} />
      <DecisionPanel card={card} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2">
            {card.kindCaption}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Услуги:</Typography>
          <Box component="ul" sx={{ mt: 0, pl: 3 }}>
            {card.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </Box>
          <DetailsList
            variant="compact"
            rows={[
              ['Учреждение', card.institution],
              ['Контакты учреждения', contactsText(card.institutionPhone, card.institutionEmail)],
            ]}
          />
          <Box sx={{ mt: 1.5 }}>
            <Typography sx={{ color: 'text.secondary', mb: 0.5 }}>Срок рассмотрения</Typography>
            <RequestTermBar term={card.term} decided={isDecided(card)} />
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2">
            Получатель услуг
          </Typography>
          <DetailsList
            variant="compact"
            rows={[
              ['ФИО', card.targetFio ?? card.personFio],
              ...(card.targetFio
                ? ([
                    ['Дата рождения', ruDate(card.targetBirthDate)],
                    ['Заявитель', card.personFio],
                  ] as const)
                : []),
              ['Контактный телефон', formatPhone(card.phone)],
              ['Комментарий', card.comment],
            ]}
          />
        </Paper>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Приложенные документы
      </Typography>
      {card.files.length === 0 ? (
        <Typography color="text.secondary">Документы не приложены.</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ mt: 0, pl: 3 }}>
            {card.files.map((file) => (
              <li key={file.id}>
                {file.name} ({formatFileSize(file.sizeBytes)})
              </li>
            ))}
          </Box>
          <Link href={documentsUrl(config.apiRoot, card.id)} download>
            Скачать все документы (ZIP)
          </Link>
        </>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История заявления
      </Typography>
      <WorkflowHistory label="История заявления" rows={card.history} sides={SIDES} />
    </>
  );
}

/** The card with its actions wired to the server: each answer refreshes the card and the lists; a stale version opens the conflict dialog. */
export function RequestCardContainer({ card }: { card: RequestCard }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const perform = async ({ action, reason }: RequestActionRequest): Promise<boolean> => {
    setBusy(true);
    try {
      await actOnRequest(action, { id: card.id, version: card.version }, reason);
      return true;
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) setConflict(text);
      else notifyFromError(failure, isSignedIn());
      return text !== null;
    } finally {
      setBusy(false);
      await mutate(requestKey(card.id));
      await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
    }
  };
  return (
    <>
      <RequestCardView card={card} busy={busy} onAction={perform} />
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
