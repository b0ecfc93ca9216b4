import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ApiError } from '@/api/client';
import { ActionBar } from '@/components/action-bar';
import { BackButton } from '@/components/back-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/components/format-money';
import { ReasonDialog } from '@/components/reason-dialog';
import type { FieldError } from '@/forms/wizard/schema-validator';
import { useSession } from '@/stores/session';
import { ruDateTime } from '@common/region-time';
import { CONTEST_APPLICATION_TABLE } from '@common/contests/contest-application-machine';
import {
  decideContestApplication,
  LIST_KEY,
  saveContestApplication,
  signContestApplication,
  useContestApplicationCard,
  useContestApplicationList,
  type ContestApplicationCard,
  type ContestApplicationListItem,
  type ContestWithPeriod,
} from './api';
import { ApplicationEditor, applicationValues, type ApplicationValues } from './application-editor';
import { ContestApplicationView } from './application-view';
import { ContestApplicationStatusChip, ContestOpenChip } from './status-chip';

const LIST = '/user/applications-contest';
const submitPath = (contestId: number) => `${LIST}/submit/${contestId}`;
const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

const pageTitle = { fontSize: { xs: '1.6rem', sm: '2.125rem' } } as const;

/** /user/applications-contest: the provider's contests and applications, or the department's review list. */
export function ContestApplicationsPage() {
  const { data, error, isLoading } = useContestApplicationList({});
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ ...pageTitle, mb: 2 }}>
        {data?.side === 'department' ? 'Заявки на конкурсы субсидий' : 'Заявки на конкурс'}
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка заявок" />}
      {error && <Alert severity="error">Не удалось загрузить заявки. Обновите страницу.</Alert>}
      {data &&
        (data.side === 'department' ? (
          <DepartmentList items={data.items} />
        ) : (
          <ProviderLists contests={data.contests} items={data.items} />
        ))}
    </>
  );
}

function ProviderLists({ contests, items }: { contests: ContestWithPeriod[]; items: ContestApplicationListItem[] }) {
  const byContest = new Map(items.map((item) => [item.contestId, item]));
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="contests-heading">
        <Typography id="contests-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          Конкурсы субсидий
        </Typography>
        <Stack spacing={1.5}>
          {contests.map((contest) => {
            const own = byContest.get(contest.contestId);
            return (
              <Paper key={contest.contestId} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {contest.title}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
                  <ContestOpenChip open={contest.open} />
                  {contest.periodCaption && (
                    <Typography color="text.secondary">Приём заявок {contest.periodCaption}</Typography>
                  )}
                </Stack>
                {own ? (
                  <Button component={RouterLink} to={submitPath(contest.contestId)} variant="outlined">
                    Открыть заявку № {own.number}
                  </Button>
                ) : contest.open ? (
                  <Button component={RouterLink} to={submitPath(contest.contestId)} variant="contained">
                    Подать заявку
                  </Button>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="applications-heading">
        <Typography id="applications-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          Заявки учреждения
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">Учреждение ещё не подавало заявок.</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {items.map((item) => (
              <ApplicationRow key={item.id} item={item} to={submitPath(item.contestId)} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** One application in a list: number, status, contest, project, amount and when it was made. */
export function ApplicationRow({
  item,
  to,
  onOpen,
}: {
  item: ContestApplicationListItem;
  to?: string;
  onOpen?: () => void;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>№ {item.number}</Typography>
        <ContestApplicationStatusChip status={item.status} caption={item.statusCaption} />
      </Stack>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{item.projectTitle}</Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {item.institution} · {item.contest}
      </Typography>
      <Typography color="text.secondary">
        {item.amountRequested !== null && `${formatMoney(item.amountRequested)} · `}
        {item.signedAt ? `подписана ${ruDateTime(item.signedAt)}` : `создана ${ruDateTime(item.createdAt)}`}
      </Typography>
      {item.rejectReason && <Typography color="error">Причина отклонения: {item.rejectReason}</Typography>}
      <Box sx={{ mt: 1 }}>
        {to && (
          <Button component={RouterLink} to={to} size="small">
            Открыть
          </Button>
        )}
        {onOpen && (
          <Button onClick={onOpen} size="small" variant="outlined">
            Рассмотреть
          </Button>
        )}
      </Box>
    </Paper>
  );
}

function DepartmentList({ items }: { items: ContestApplicationListItem[] }) {
  const [open, setOpen] = useState<ContestApplicationListItem | null>(null);
  if (items.length === 0) return <Typography color="text.secondary">Поданных заявок нет.</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Поданные заявки">
        {items.map((item) => (
          <ApplicationRow key={item.id} item={item} onOpen={() => setOpen(item)} />
        ))}
      </Stack>
      {open && <ReviewDialog item={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The department reads a submitted application and accepts or rejects it. */
function ReviewDialog({ item, onClose }: { item: ContestApplicationListItem; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { mutate } = useSWRConfig();
  const ref = { institutionId: item.institutionId, employeeId: item.employeeId, contestId: item.contestId };
  const { data, mutate: reload } = useContestApplicationCard(ref);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const decide = async (decision: 'accept' | 'reject', reason?: string) => {
    if (!data?.application) return;
    setBusy(true);
    try {
      await decideContestApplication({ id: data.application.id, version: data.application.version, decision, reason });
      setRejecting(false);
      // The decision's message is read on the list, where the row now shows the new status.
      onClose();
      await Promise.all([reload(), mutate((key) => Array.isArray(key) && key[0] === LIST_KEY)]);
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="review-title">
      <DialogTitle id="review-title">Рассмотрение заявки № {item.number}</DialogTitle>
      <DialogContent dividers>
        {!data?.application ? (
          <LinearProgress aria-label="Загрузка заявки" />
        ) : (
          <>
            <ActionBar
              actions={data.allowedActions}
              table={CONTEST_APPLICATION_TABLE}
              busy={busy}
              onAction={(action) => (action === 'reject' ? setRejecting(true) : void decide('accept'))}
            />
            <ContestApplicationView application={data.application} history={data.history} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
      {rejecting && (
        <ReasonDialog
          title="Отклонить заявку"
          text="Учреждение увидит причину в своей заявке."
          missingMessage="Укажите причину отклонения заявки"
          busy={busy}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => void decide('reject', reason)}
        />
      )}
    </Dialog>
  );
}

/** /user/applications-contest/submit/{contestId}: the institution's application to the contest. */
export function ContestApplicationPage() {
  const contestId = idFrom(useParams().id);
  const inst = useSession((s) => s.user?.selectedInstitution ?? null);
  const ref = contestId && inst ? { institutionId: inst.institutionId, employeeId: inst.employeeId, contestId } : null;
  const { data, error } = useContestApplicationCard(ref);
  return (
    <>
      <BackButton to={LIST} caption="К заявкам" />
      {!contestId && <Alert severity="error">Конкурс не найден.</Alert>}
      {contestId && !inst && (
        <Alert severity="warning">Заявку подаёт поставщик услуг: войдите от имени учреждения.</Alert>
      )}
      {error && (
        <Alert severity="error">
          {error instanceof ApiError && error.refusal
            ? error.refusal.messages.map((m) => m.text).join(' ')
            : 'Не удалось загрузить заявку. Обновите страницу.'}
        </Alert>
      )}
      {ref && !data && !error && <LinearProgress aria-label="Загрузка заявки" />}
      {ref && data && <ApplicationScreen card={data} institutionId={ref.institutionId} employeeId={ref.employeeId} />}
    </>
  );
}

function ApplicationScreen({
  card,
  institutionId,
  employeeId,
}: {
  card: ContestApplicationCard;
  institutionId: number;
  employeeId: number;
}) {
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<ApplicationValues>(() => applicationValues(card.application));
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [signing, setSigning] = useState(false);
  const application = card.application;
  const refresh = () =>
    mutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === LIST_KEY || (key[0] === '/application-contests/card' && key[3] === card.contest.contestId)),
    );

  const save = async (next: ApplicationValues) => {
    setBusy(true);
    setServerErrors([]);
    try {
      await saveContestApplication(institutionId, employeeId, {
        contestId: card.contest.contestId,
        ...(application ? { id: application.id, version: application.version } : {}),
        fields: next.fields,
        files: next.files.map((f) => f.id),
      });
      setDirty(false);
      await refresh();
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.refusal?.errors : undefined;
      if (Array.isArray(errors)) setServerErrors(errors as FieldError[]);
    } finally {
      setBusy(false);
    }
  };
  const sign = async () => {
    if (!application) return;
    setBusy(true);
    try {
      await signContestApplication(application.id, application.version);
      setSigning(false);
      await refresh();
    } catch {
      setSigning(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Заявка на конкурс
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {card.contest.title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <ContestOpenChip open={card.contest.open} />
          {card.contest.periodCaption && (
            <Typography color="text.secondary">Приём заявок {card.contest.periodCaption}</Typography>
          )}
        </Stack>
      </Paper>
      {card.editable ? (
        <>
          {application && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                Заявка № {application.number}
              </Typography>
              <ContestApplicationStatusChip status={application.status} caption={application.statusCaption} />
            </Stack>
          )}
          <ApplicationEditor
            values={values}
            onChange={(next) => {
              setValues(next);
              setDirty(true);
            }}
            serverErrors={serverErrors}
            busy={busy}
            onSave={(next) => void save(next)}
          />
          {application && card.allowedActions.includes('sign') && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ mb: 1 }}>
                Подписанная заявка подаётся на конкурс и больше не изменяется.
                {dirty && ' Сначала сохраните изменения.'}
              </Typography>
              <Button variant="contained" disabled={busy || dirty} onClick={() => setSigning(true)}>
                {CONTEST_APPLICATION_TABLE.actions.sign.caption}
              </Button>
            </Paper>
          )}
          {application && !card.allowedActions.includes('sign') && application.files.length === 0 && (
            <Alert severity="info">Чтобы подписать заявку, приложите хотя бы один документ и сохраните её.</Alert>
          )}
        </>
      ) : application ? (
        <>
          <Alert severity={application.status === 1 ? 'warning' : 'info'}>
            {application.status === 1
              ? 'Приём заявок на этот конкурс закрыт: черновик нельзя изменить или подписать.'
              : 'Заявка подписана и подана на конкурс: изменить её нельзя.'}
          </Alert>
          <ContestApplicationView application={application} history={card.history} />
        </>
      ) : (
        <Alert severity="info">Приём заявок на этот конкурс закрыт.</Alert>
      )}
      <ConfirmDialog
        open={signing}
        title="Подписать заявку"
        text="Заявка будет подписана простой электронной подписью и подана на конкурс. После подписания изменить её нельзя."
        confirmCaption="Подписать"
        confirmColor="primary"
        busy={busy}
        onConfirm={() => void sign()}
        onClose={() => setSigning(false)}
      />
    </Stack>
  );
}
