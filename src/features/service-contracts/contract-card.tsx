import { useState } from 'react';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactsText } from '@/components/contacts-text';
import { ReportJobButton } from '@/components/report-job-button';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn, useSession } from '@/stores/session';
import {
  contractKey,
  extendValidity,
  rejectContract,
  removeService,
  ruDate,
  rateTour,
  sendFeedback,
  tourAnswersKey,
  signedDocumentUrl,
  signElectronically,
  simpleAction,
  useContractCard,
  useContractDocument,
  useTourQuestions,
  type ContractCard as Card,
  type ContractRef,
  type SignedDocument,
} from './api';
import { ContractActions, type ActionRequest, type SigningAction } from './contract-actions';
import { ContractSignatures } from './contract-signatures';
import { SignDialog } from './sign-dialog';
import { ContractHistory } from './contract-history';
import { ContractServices } from './contract-services';
import { ContractStatusChip } from './status-chip';
import { TourPanel } from './tour-panel';

/** The document a signing action signs. */
const SIGNED_BY: Record<SigningAction, SignedDocument> = { sign: 'contract', signAct: 'act', signActByProvider: 'act' };

function send(ref: ContractRef, request: ActionRequest, tour: boolean) {
  switch (request.action) {
    case 'reject':
      return rejectContract(ref, request.reason);
    case 'rate':
      // A tour's rating goes with the answers to its questions.
      return tour
        ? rateTour(ref, { rating: request.rating, text: request.text, answers: request.answers ?? [] })
        : sendFeedback(ref, { rating: request.rating, text: request.text });
    case 'feedback':
      return sendFeedback(ref, { text: request.text });
    case 'extendValidity':
      return extendValidity(ref, request.dateTo);
    default:
      return simpleAction(request.action, ref);
  }
}

/** The card of a service contract for either side: parties, services, history, documents and the actions the table allows. */
export function ContractCardView({ personId, id }: { personId: number; id: number }) {
  const { data: card, error, isLoading } = useContractCard(personId, id);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [signing, setSigning] = useState<SignedDocument | null>(null);
  const preview = useContractDocument(personId, id, signing, card?.version ?? 0);
  const isTour = card !== undefined && card.tourServiceId !== null;
  const { data: questions } = useTourQuestions(isTour && card.allowedActions.includes('rate'));

  const perform = async (call: (ref: ContractRef) => Promise<unknown>): Promise<boolean> => {
    if (!card) return false;
    setBusy(true);
    try {
      await call({ personId, id, version: card.version });
      return true;
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) setConflict(text);
      else notifyFromError(failure, isSignedIn());
      return text !== null;
    } finally {
      setBusy(false);
      await mutate(contractKey(personId, id));
      if (isTour) await mutate(tourAnswersKey(personId, id));
      // The lists show the new status too.
      await mutate((key) => Array.isArray(key) && key[0] === '/service-contract');
    }
  };

  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !card) return <Alert severity="error">Не удалось загрузить договор.</Alert>;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Договор № {card.number} от {ruDate(card.date)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }} data-testid="contract-status">
        <Typography>Статус:</Typography>
        <ContractStatusChip status={card.status} caption={card.statusCaption} />
      </Stack>
      <ContractActions
        allowed={card.allowedActions}
        dateTo={card.dateTo}
        busy={busy}
        onAction={(request) => perform((ref) => send(ref, request, isTour))}
        onSign={(action) => setSigning(SIGNED_BY[action])}
        questions={isTour ? (questions ?? []) : undefined}
      />
      {signing && (
        <SignDialog
          document={signing}
          preview={preview.data}
          failed={Boolean(preview.error)}
          qualifiedAvailable={card.qualifiedSignatureAvailable}
          busy={busy}
          onClose={() => setSigning(null)}
          onSign={async (signatureType, documentSha256) => {
            if (await perform((ref) => signElectronically(ref, { document: signing, signatureType, documentSha256 })))
              setSigning(null);
          }}
        />
      )}
      {card.rejectReason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Причина отклонения: {card.rejectReason}
        </Alert>
      )}
      <Parties card={card} />
      {card.tourServiceId !== null ? (
        <TourPanel card={card} />
      ) : (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
            Услуги
          </Typography>
          <ContractServices
            services={card.services}
            canRemove={card.allowedActions.includes('removeService')}
            busy={busy}
            onRemove={(serviceId) => perform((ref) => removeService(ref, serviceId))}
          />
        </>
      )}
      {(card.rateByPerson !== null || card.feedback) && (
        <Box sx={{ mt: 2 }}>
          {card.rateByPerson !== null && <Typography>Оценка получателя услуг: {card.rateByPerson} из 5</Typography>}
          {card.feedback && <Typography>Отзыв: {card.feedback}</Typography>}
        </Box>
      )}
      <ContractDocuments card={card} />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Электронные подписи
      </Typography>
      <ContractSignatures
        signatures={card.signatures}
        documentUrl={(signatureId) => signedDocumentUrl(personId, id, signatureId)}
      />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История договора
      </Typography>
      <ContractHistory history={card.history} />
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value}
    </Typography>
  );
}

function Parties({ card }: { card: Card }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="h6" component="h2">
          Получатель услуг
        </Typography>
        <Field label="ФИО" value={card.targetFio ?? card.personFio} />
        {card.targetFio && <Field label="Дата рождения" value={ruDate(card.targetBirthDate)} />}
        <Field label="СНИЛС" value={card.targetFio ? card.targetSnils : card.snils} />
        {card.targetFio && <Field label="Представитель" value={card.personFio} />}
        <Field label="Сведения о представителе" value={card.representativeInfo} />
        <Field label="Контакты" value={contactsText(card.personPhone, card.personEmail)} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="h6" component="h2">
          Поставщик услуг
        </Typography>
        <Field label="Организация" value={card.serviceProvider} />
        <Field label="Контакты" value={contactsText(card.providerPhone, card.providerEmail)} />
        <Field label="Срок действия" value={`${ruDate(card.dateFrom)} — ${ruDate(card.dateTo)}`} />
        <Field
          label="Подписи"
          value={
            [card.signedByServiceProvider ? 'поставщик' : null, card.signedByPerson ? 'получатель услуг' : null]
              .filter(Boolean)
              .join(', ') || 'нет'
          }
        />
      </Paper>
    </Stack>
  );
}

/** The contract and its act as PDF through the report jobs (the act once the contract is in force or fulfilled). */
function ContractDocuments({ card }: { card: Card }) {
  const userId = useSession((s) => s.user?.userId);
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Документы
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ReportJobButton
          key={`contract-${userId}-${card.id}`}
          label={card.tourServiceId !== null ? 'Договор на тур (PDF)' : 'Договор (PDF)'}
          request={{
            type: card.tourServiceId !== null ? 'tourContract' : 'serviceContract',
            serviceContractId: card.id,
          }}
          userId={userId}
        />
        {(card.status === 3 || card.status === 7) && (
          <ReportJobButton
            key={`act-${userId}-${card.id}`}
            label="Акт оказанных услуг (PDF)"
            request={{ type: 'serviceContractAct', serviceContractId: card.id }}
            userId={userId}
          />
        )}
      </Stack>
    </>
  );
}
