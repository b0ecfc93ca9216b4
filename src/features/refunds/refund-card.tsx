import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionBar } from '@/components/action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailsList } from '@/components/details-list';
import { formatFileSize } from '@/components/format-file-size';
import { formatMoney } from '@/components/format-money';
import { ReasonDialog } from '@/components/reason-dialog';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { config } from '@/config';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { ruDate, ruDateTime } from '@common/region-time';
import { rateUnitCaption } from '@common/rate-units';
import { REFUND_DOCUMENT_KINDS, REFUND_TABLE, RefundStatus } from '@common/refunds/refund-machine';
import {
  actOnRefund,
  refundFilesUrl,
  LIST_KEY,
  refundKey,
  storeRefund,
  type RefundAction,
  type RefundCard,
  type RefundChanges,
} from './api';
import { RefundEditor, refundValues, type RefundValues } from './refund-editor';
import { RefundStatusChip } from './refund-status-chip';

/** How the card names the sides of its table. */
const SIDES = { provider: 'учреждение', department: 'управление соцзащиты' };
type ButtonAction = Exclude<RefundAction, 'edit'>;

/** The question each confirmation asks. */
const CONFIRM: Record<Exclude<ButtonAction, 'returnRequest'>, string> = {
  send: 'Заявление уйдёт на рассмотрение в управление социальной защиты; изменить его можно будет, только если его вернут на доработку. Несохранённые изменения формы не отправятся.',
  accept: 'Заявление будет принято к оплате.',
  pay: 'Компенсация по заявлению будет отмечена как оплаченная. Отменить это действие нельзя.',
};

/** The request's head: number, month, institution, status. */
function RefundHead({ card }: { card: RefundCard }) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        Заявление на компенсацию № {card.number}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        data-testid="refund-status"
      >
        <Typography>Статус:</Typography>
        <RefundStatusChip status={card.status} caption={card.statusCaption} />
      </Stack>
      <DetailsList
        variant="compact"
        rows={[
          [
            'Отчётный месяц',
            <span key="m" data-testid="refund-month">
              {card.reportingMonthCaption}
            </span>,
          ],
          ['Учреждение', card.institution],
          ['Создано', ruDateTime(card.requestTime)],
        ]}
      />
      {card.status === RefundStatus.Returned && card.returnReason && (
        <Alert severity="warning" sx={{ my: 2 }}>
          Заявление возвращено на доработку: {card.returnReason}
        </Alert>
      )}
    </>
  );
}

/** The request as stored, for whoever may no longer change it. */
export function RefundContentView({ card }: { card: RefundCard }) {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Оказанные услуги
        </Typography>
        {card.socServices.length === 0 ? (
          <Typography color="text.secondary">Услуги не указаны.</Typography>
        ) : (
          <Stack spacing={1.5}>
            {card.socServices.map((s) => (
              <Box key={s.serviceId} data-testid="refund-service">
                <Typography sx={{ fontWeight: 600 }}>{s.caption}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Получателей: {s.recipients}; объём: {String(s.quantity).replace('.', ',')}
                  {s.rateUnit ? ` (${rateUnitCaption(s.rateUnit).toLowerCase()})` : ''} ×{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(s.price)}
                  </Box>{' '}
                  ={' '}
                  <Box component="b" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(s.amount)}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
        <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="refund-total">
          Итого к компенсации: {formatMoney(card.total)}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Документы-основания
        </Typography>
        {card.documents.length === 0 ? (
          <Typography color="text.secondary">Документы не указаны.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {card.documents.map((d) => (
              <li key={`${d.kind}-${d.number}-${d.date}`}>
                {REFUND_DOCUMENT_KINDS[d.kind]} № {d.number} от {ruDate(d.date)}
              </li>
            ))}
          </Box>
        )}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }} gutterBottom>
          Файлы
        </Typography>
        {card.files.length === 0 ? (
          <Typography color="text.secondary">Файлы не приложены.</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {card.files.map((f) => (
                <li key={f.id}>
                  {f.name} ({formatFileSize(f.sizeBytes)})
                </li>
              ))}
            </Box>
            <Link href={refundFilesUrl(config.apiRoot, card.institutionId, card.id)} download>
              Скачать все файлы (ZIP)
            </Link>
          </>
        )}
        {card.comment && <Typography sx={{ mt: 2 }}>Комментарий: {card.comment}</Typography>}
      </Paper>
    </Stack>
  );
}

export interface RefundCardViewProps {
  card: RefundCard;
  values: RefundValues;
  onChange: (values: RefundValues) => void;
  /** Storing or acting: the buttons wait. */
  busy?: boolean;
  onStore: (body: Omit<RefundChanges, 'version'>) => void;
  onAction: (action: ButtonAction, reason?: string) => Promise<boolean>;
}

/** The card: head, the table's buttons, the editor while the provider may change the request (else the stored content), the history. */
export function RefundCardView({ card, values, onChange, busy, onStore, onAction }: RefundCardViewProps) {
  const [open, setOpen] = useState<ButtonAction | null>(null);
  const buttons = card.allowedActions.filter((a): a is ButtonAction => a !== 'edit');
  const run = async (action: ButtonAction, reason?: string) => {
    if (await onAction(action, reason)) setOpen(null);
  };
  return (
    <>
      <RefundHead card={card} />
      <ActionBar actions={buttons} table={REFUND_TABLE} busy={busy} onAction={setOpen} />
      {card.editable ? (
        <Box sx={{ mt: 2 }}>
          <RefundEditor
            values={values}
            onChange={onChange}
            choices={card.services}
            busy={busy}
            submitCaption="Сохранить"
            onSubmit={onStore}
          />
        </Box>
      ) : (
        <RefundContentView card={card} />
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История заявления
      </Typography>
      <WorkflowHistory label="История заявления на компенсацию" rows={card.history} sides={SIDES} />
      {open && open !== 'returnRequest' && (
        <ConfirmDialog
          open
          title={`${REFUND_TABLE.actions[open].caption}?`}
          text={CONFIRM[open]}
          confirmCaption="Подтвердить"
          confirmColor="primary"
          busy={busy}
          onClose={() => setOpen(null)}
          onConfirm={() => run(open)}
        />
      )}
      {open === 'returnRequest' && (
        <ReasonDialog
          title="Вернуть заявление на доработку"
          text="Учреждение увидит причину в карточке заявления, исправит его и отправит снова."
          label="Причина возврата"
          missingMessage="Укажите причину возврата"
          confirmCaption="Вернуть"
          busy={busy}
          onClose={() => setOpen(null)}
          onSubmit={(reason) => run('returnRequest', reason)}
        />
      )}
    </>
  );
}

/**
 * The card wired to the server. Storing returns to the list; a failed store keeps everything typed
 * and releases the «storing» state; a stale version opens the conflict dialog.
 */
export function RefundCardContainer({ card }: { card: RefundCard }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<RefundValues>(() => refundValues(card));
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const refresh = async () => {
    await mutate(refundKey(card.institutionId, card.id));
    await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
  };
  const fail = (failure: unknown) => {
    const text = staleVersionText(failure);
    if (text) setConflict(text);
    else notifyFromError(failure, isSignedIn());
    return text !== null;
  };

  const store = async (body: Omit<RefundChanges, 'version'>) => {
    setBusy(true);
    try {
      await storeRefund(card.institutionId, card.id, { ...body, version: card.version });
      await refresh();
      navigate('/user/soc-service-refunds');
    } catch (failure) {
      fail(failure);
      setBusy(false);
    }
  };
  const act = async (action: ButtonAction, reason?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await actOnRefund(action, card, reason);
      return true;
    } catch (failure) {
      return fail(failure);
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return (
    <>
      <RefundCardView card={card} values={values} onChange={setValues} busy={busy} onStore={store} onAction={act} />
      {conflict && (
        <StaleVersionDialog
          text={conflict}
          onClose={() => {
            setConflict(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
