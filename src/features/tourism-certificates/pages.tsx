import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { ActionBar } from '@/components/action-bar';
import { BackButton } from '@/components/back-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailsList } from '@/components/details-list';
import { formatMoney } from '@/components/format-money';
import { listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { PagedList } from '@/components/paged-list/paged-list';
import { ReasonDialog } from '@/components/reason-dialog';
import { TourismCertificateStatusChip } from '@/components/tourism-certificate-status-chip';
import type { FieldError } from '@/forms/wizard/schema-validator';
import { countRu } from '@common/text/plural';
import { ruDateTime } from '@common/region-time';
import {
  TOURISM_CERTIFICATE_STATUS_CAPTIONS,
  TOURISM_CERTIFICATE_STATUSES,
  TOURISM_CERTIFICATE_TABLE,
  TourismCertificateStatus as S,
} from '@common/tourism/certificate-machine';
import {
  ADMIN_LIST,
  applyForCertificate,
  issueCertificate,
  KEY,
  refuseCertificate,
  showCertificatePath,
  useCertificateCard,
  useCertificateDraft,
  useDepartmentList,
  withdrawCertificate,
  type TourismCertificateAction,
  type TourismCertificateCard,
  type TourismCertificateDraft,
  type TourismCertificateListItem,
  type TourismCertificateListQuery,
} from './api';
import { CertificateForm } from './certificate-form';
import { CertificateView } from './certificate-view';

const pageTitle = { fontSize: { xs: '1.5rem', sm: '2.125rem' } } as const;
const TOURISM_SECTION = '/services/catalog/tourism';

const idFrom = (value: string | undefined): number | null =>
  /^\d{1,9}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : null;

const refusalFields = (failure: unknown): FieldError[] => {
  const errors = failure instanceof ApiError ? failure.refusal?.errors : undefined;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
};

const loadError = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.refusal ? error.refusal.messages.map((m) => m.text).join(' ') : fallback;

/** /services/catalog/tourism-new-certificate/{typeId}: the citizen applies for a certificate of a type. */
export function NewCertificatePage() {
  const typeId = idFrom(useParams().typeId);
  const { data, error } = useCertificateDraft(typeId);
  return (
    <Stack spacing={2}>
      <BackButton to={TOURISM_SECTION} caption="К турам и сертификатам" />
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Заявление на туристический сертификат
      </Typography>
      {!typeId && <Alert severity="error">Не указан тип сертификата</Alert>}
      {error && (
        <Alert severity="error">{loadError(error, 'Не удалось загрузить заявление. Обновите страницу.')}</Alert>
      )}
      {typeId && !data && !error && <LinearProgress aria-label="Загрузка заявления" />}
      {data && <Application draft={data} />}
    </Stack>
  );
}

/** The type's terms, then the form or why one may not apply now. */
export function Application({ draft }: { draft: TourismCertificateDraft }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [fields, setFields] = useState<Record<string, unknown>>(draft.fields);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async (next: Record<string, unknown>) => {
    setBusy(true);
    setServerErrors([]);
    try {
      const answer = await applyForCertificate(draft.type.id, next);
      await mutate((key) => Array.isArray(key) && key[0] === KEY);
      navigate(showCertificatePath(answer.id));
    } catch (failure) {
      setServerErrors(refusalFields(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Условия сертификата">
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {draft.type.caption}
          </Typography>
          <DetailsList
            rows={[
              ['Номинал', formatMoney(draft.type.nominal)],
              ['Срок действия', `${draft.type.validDays} дн. со дня выдачи`],
              ['Кто может получить', draft.type.holders],
              ['Заявитель', draft.applicant.fio],
            ]}
          />
        </Stack>
      </Paper>
      {draft.allowed ? (
        <>
          <Typography color="text.secondary">
            Укажите членов семьи, которые поедут с вами, и приложите документы. Решение примет департамент социальной
            защиты населения; уведомление придёт в «Сообщения».
          </Typography>
          <CertificateForm
            fields={fields}
            onChange={setFields}
            serverErrors={serverErrors}
            busy={busy}
            onSubmit={(next) => void send(next)}
          />
        </>
      ) : (
        <Alert severity="warning">{draft.reason}</Alert>
      )}
    </>
  );
}

/** /services/catalog/tourism-show-certificate/{requestId}: the holder's certificate. */
export function ShowCertificatePage() {
  const id = idFrom(useParams().requestId);
  const { data, error } = useCertificateCard(id);
  return (
    <Stack spacing={2}>
      <BackButton to={TOURISM_SECTION} caption="К турам и сертификатам" />
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Туристический сертификат
      </Typography>
      {!id && <Alert severity="error">Не указан сертификат</Alert>}
      {error && (
        <Alert severity="error">{loadError(error, 'Не удалось загрузить сертификат. Обновите страницу.')}</Alert>
      )}
      {id && !data && !error && <LinearProgress aria-label="Загрузка сертификата" />}
      {data && <HolderScreen certificate={data} />}
    </Stack>
  );
}

function HolderScreen({ certificate }: { certificate: TourismCertificateCard }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawCertificate(certificate.id, certificate.version);
      await mutate((key) => Array.isArray(key) && key[0] === KEY);
    } catch {
      // The client has shown the refusal.
    } finally {
      setWithdrawing(false);
      setBusy(false);
    }
  };
  return (
    <>
      {certificate.status === S.Submitted && (
        <Alert severity="info">
          Заявление на рассмотрении в департаменте социальной защиты населения. О решении придёт уведомление.
        </Alert>
      )}
      <ActionBar
        actions={certificate.allowedActions}
        table={TOURISM_CERTIFICATE_TABLE}
        busy={busy}
        onAction={(action) => action === 'withdraw' && setWithdrawing(true)}
      />
      <CertificateView certificate={certificate} />
      <ConfirmDialog
        open={withdrawing}
        title="Отозвать заявление"
        text="Заявление не будет рассмотрено. Подать новое можно в любое время."
        confirmCaption="Отозвать"
        busy={busy}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawing(false)}
      />
    </>
  );
}

const CERTIFICATES_LIST = listParams<TourismCertificateListQuery>()({
  status: oneOf(TOURISM_CERTIFICATE_STATUSES),
  search: text(),
});
const PAGE_SIZE = 20;

/** /admin/tourism-certificates: the department's list of applications and certificates. */
export function CertificatesAdminPage() {
  const { query, update } = useListParams(CERTIFICATES_LIST);
  const { data, error, isLoading } = useDepartmentList({ ...query, pageSize: PAGE_SIZE });
  const [search, setSearch] = useState(query.search ?? '');
  return (
    <Stack spacing={2}>
      <BackButton to="/admin" caption="К администрированию" />
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Туристические сертификаты
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          update({ search: search.trim() || undefined });
        }}
      >
        <TextField
          select
          size="small"
          label="Статус"
          value={query.status === undefined ? '' : String(query.status)}
          onChange={(e) => update({ status: e.target.value ? (Number(e.target.value) as S) : undefined })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Все</MenuItem>
          {TOURISM_CERTIFICATE_STATUSES.map((status) => (
            <MenuItem key={status} value={String(status)}>
              {TOURISM_CERTIFICATE_STATUS_CAPTIONS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Номер, заявитель или вид сертификата"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          Найти
        </Button>
      </Stack>
      {isLoading && <LinearProgress aria-label="Загрузка сертификатов" />}
      {error && <Alert severity="error">Не удалось загрузить сертификаты. Обновите страницу.</Alert>}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={PAGE_SIZE}
          countText={(n) => countRu(n, ['сертификат', 'сертификата', 'сертификатов'])}
          itemKey={(item) => item.id}
          itemPath={(item) => `${ADMIN_LIST}/${item.id}`}
          renderItem={(item) => <CertificateRow item={item} />}
        />
      )}
    </Stack>
  );
}

/** One certificate in the department's list. */
export function CertificateRow({ item }: { item: TourismCertificateListItem }) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>№ {item.number}</Typography>
        <TourismCertificateStatusChip status={item.status} caption={item.statusCaption} />
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.typeCaption}</Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {item.applicant} ·{' '}
        {item.membersCount
          ? countRu(item.membersCount, ['член семьи', 'члена семьи', 'членов семьи'])
          : 'без членов семьи'}{' '}
        · подано {ruDateTime(item.createdAt)}
        {item.validPeriod ? ` · действует ${item.validPeriod}` : ''}
      </Typography>
    </Stack>
  );
}

/** /admin/tourism-certificates/{id}: one certificate; the department issues it or refuses. */
export function CertificateAdminCardPage() {
  const id = idFrom(useParams().id);
  const { data, error } = useCertificateCard(id);
  return (
    <Stack spacing={2}>
      <BackButton to={ADMIN_LIST} caption="К сертификатам" />
      {error && (
        <Alert severity="error">{loadError(error, 'Не удалось загрузить сертификат. Обновите страницу.')}</Alert>
      )}
      {id && !data && !error && <LinearProgress aria-label="Загрузка сертификата" />}
      {data && <DecisionScreen certificate={data} />}
    </Stack>
  );
}

export function DecisionScreen({ certificate }: { certificate: TourismCertificateCard }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      setRefusing(false);
      await mutate((key) => Array.isArray(key) && key[0] === KEY);
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const act = (action: TourismCertificateAction) => {
    if (action === 'issue') void run(() => issueCertificate(certificate.id, certificate.version));
    if (action === 'refuse') setRefusing(true);
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Заявление на туристический сертификат
      </Typography>
      <ActionBar actions={certificate.allowedActions} table={TOURISM_CERTIFICATE_TABLE} busy={busy} onAction={act} />
      <CertificateView certificate={certificate} />
      {refusing && (
        <ReasonDialog
          title="Отказать в выдаче сертификата"
          text="Заявитель получит уведомление с причиной отказа."
          label="Причина отказа"
          missingMessage="Укажите причину отказа"
          confirmCaption="Отказать"
          busy={busy}
          onClose={() => setRefusing(false)}
          onSubmit={(reason) => void run(() => refuseCertificate(certificate.id, certificate.version, reason))}
        />
      )}
    </>
  );
}
