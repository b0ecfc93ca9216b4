import { useState } from 'react';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactsText } from '@/components/contacts-text';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { formatPrice } from '@/components/service-labels';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { formatPhone } from '@common/validation/phone';
import {
  acceptApplication,
  applicationKey,
  cancelApplication,
  LIST_KEY,
  markPaid,
  rejectApplication,
  ruDate,
  ruDateTime,
  type ApplicationCard,
  type ApplicationRef,
} from './api';
import { ApplicationActions, type ApplicationActionRequest } from './application-actions';
import { ApplicationStatusChip } from './status-chip';

function send(ref: ApplicationRef, request: ApplicationActionRequest) {
  switch (request.action) {
    case 'save':
      return acceptApplication(ref);
    case 'reject':
      return rejectApplication(ref, request.reason);
    case 'setPayed':
      return markPaid(ref);
    case 'cancel':
      return cancelApplication(ref);
  }
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value || 'отсутствует'}
    </Typography>
  );
}

/** How the application's card names the sides of its table. */
const SIDES = { person: 'заявитель', provider: 'поставщик' };

/** The application as both sides read it: status, service, recipient, contacts, history, and the actions of the table. */
export function ApplicationCardView({
  card,
  busy,
  onAction,
}: {
  card: ApplicationCard;
  busy?: boolean;
  onAction: (request: ApplicationActionRequest) => Promise<boolean>;
}) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        Заявление № {card.number} от {ruDate(card.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }} data-testid="application-status">
        <Typography>Статус:</Typography>
        <ApplicationStatusChip status={card.status} caption={card.statusCaption} />
      </Stack>
      <ApplicationActions allowed={card.allowedActions} busy={busy} onAction={onAction} />
      {card.rejectReason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Причина отклонения: {card.rejectReason}
        </Alert>
      )}
      {card.paidAt && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Оплачено {ruDateTime(card.paidAt)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2">
            Услуга
          </Typography>
          <Field label="Наименование" value={card.serviceName} />
          <Field label="Стоимость" value={formatPrice(card)} />
          <Field label="Поставщик" value={card.serviceProvider} />
          <Field label="Контакты поставщика" value={contactsText(card.providerPhone, card.providerEmail)} />
          <Field label="Желаемая дата начала" value={ruDate(card.desiredDateFrom)} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2">
            Получатель услуги
          </Typography>
          <Field label="ФИО" value={card.targetFio ?? card.personFio} />
          {card.targetFio && <Field label="Дата рождения" value={ruDate(card.targetBirthDate)} />}
          {card.targetFio && <Field label="Заявитель" value={card.personFio} />}
          <Field label="Контактный телефон" value={formatPhone(card.phone)} />
          <Field label="Комментарий" value={card.comment} />
        </Paper>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История заявления
      </Typography>
      <WorkflowHistory label="История заявления" rows={card.history} sides={SIDES} />
    </>
  );
}

/** The card with its actions wired to the server: each answer refreshes the card and the lists; a stale version opens the conflict dialog. */
export function ApplicationCardContainer({ card }: { card: ApplicationCard }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const perform = async (request: ApplicationActionRequest): Promise<boolean> => {
    setBusy(true);
    try {
      await send({ personId: card.personId, id: card.id, version: card.version }, request);
      return true;
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) setConflict(text);
      else notifyFromError(failure, isSignedIn());
      return text !== null;
    } finally {
      setBusy(false);
      await mutate(applicationKey(card.personId, card.id));
      await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
    }
  };
  return (
    <>
      <ApplicationCardView card={card} busy={busy} onAction={perform} />
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
