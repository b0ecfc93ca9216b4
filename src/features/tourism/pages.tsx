import { useState } from 'react';
import { useParams } from 'react-router-dom';
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
import { listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { PagedList } from '@/components/paged-list/paged-list';
import { ReasonDialog } from '@/components/reason-dialog';
import type { FieldError } from '@/forms/wizard/schema-validator';
import { useSession } from '@/stores/session';
import { countRu } from '@common/text/plural';
import { ruDate, ruDateTime } from '@common/region-time';
import {
  TOURISM_REQUEST_REFUSALS,
  TOURISM_REQUEST_STATUS_CAPTIONS,
  TOURISM_REQUEST_STATUSES,
  TOURISM_REQUEST_TABLE,
  TourismRequestStatus as S,
} from '@common/tourism/provider-request-machine';
import {
  applyAsTourOperator,
  decideTourismRequest,
  LIST_KEY,
  PAGE_KEY,
  reviewTourismRequest,
  updateTourismRequest,
  useTourismRequestCard,
  useTourismRequestList,
  useTourismRequestPage,
  withdrawTourismRequest,
  type TourismRequestAction,
  type TourismRequestCard,
  type TourismRequestListItem,
  type TourismRequestListQuery,
  type TourismRequestPage,
} from './api';
import { TourismApplicationEditor } from './application-editor';
import { TourismRequestView } from './request-view';
import { ApplicationWindowChip, TourismRequestStatusChip } from './status-chip';

const pageTitle = { fontSize: { xs: '1.5rem', sm: '2.125rem' } } as const;
const refusalFields = (failure: unknown): FieldError[] => {
  const errors = failure instanceof ApiError ? failure.refusal?.errors : undefined;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
};

/** /tourism-service-provider-new: a tour operator's request to be included in the register. */
export function TourismProviderApplicationPage() {
  const signedIn = useSession((s) => s.user !== null);
  const { data, error } = useTourismRequestPage(signedIn);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Заявление на включение в реестр поставщиков туристических услуг
      </Typography>
      <Typography color="text.secondary">
        Туроператор, включённый в реестр, заключает договоры по туристическим сертификатам и работает в личном кабинете
        туроператора в течение года включения.
      </Typography>
      {!signedIn && (
        <Alert severity="info">
          Заявление подаёт руководитель или представитель организации после входа на портал через Госуслуги. Нажмите
          «Войти» вверху страницы.
        </Alert>
      )}
      {error && <Alert severity="error">Не удалось загрузить заявление. Обновите страницу.</Alert>}
      {signedIn && !data && !error && <LinearProgress aria-label="Загрузка заявления" />}
      {data && <ApplicationScreen page={data} />}
    </Stack>
  );
}

function ApplicationScreen({ page }: { page: TourismRequestPage }) {
  const { mutate } = useSWRConfig();
  const request = page.request;
  const [editing, setEditing] = useState<'new' | 'edit' | null>(null);
  const [fields, setFields] = useState<Record<string, unknown>>({});
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const open = (mode: 'new' | 'edit', start: Record<string, unknown>) => {
    setFields(start);
    setServerErrors([]);
    setEditing(mode);
  };
  const refresh = () => mutate(PAGE_KEY);

  const send = async (next: Record<string, unknown>) => {
    setBusy(true);
    setServerErrors([]);
    try {
      if (editing === 'edit' && request)
        await updateTourismRequest({ id: request.id, version: request.version, fields: next });
      else await applyAsTourOperator(next);
      setEditing(null);
      await refresh();
    } catch (failure) {
      setServerErrors(refusalFields(failure));
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await withdrawTourismRequest({ id: request.id, version: request.version });
      await refresh();
    } catch {
      // The client has shown the refusal.
    } finally {
      setWithdrawing(false);
      setBusy(false);
    }
  };

  const may = (action: TourismRequestAction) => request?.allowedActions.includes(action) ?? false;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ApplicationWindowChip open={page.window.open} />
          {page.window.caption && <Typography color="text.secondary">Приём заявлений {page.window.caption}</Typography>}
        </Stack>
      </Paper>
      {!page.window.open && <Alert severity="warning">{TOURISM_REQUEST_REFUSALS.windowClosed}</Alert>}
      {editing ? (
        <TourismApplicationEditor
          fields={fields}
          onChange={setFields}
          serverErrors={serverErrors}
          busy={busy}
          submitCaption={editing === 'edit' ? 'Сохранить изменения' : 'Подать заявление'}
          onSubmit={(next) => void send(next)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {request?.status === S.Included && (
            <Alert severity="success">
              Организация включена в реестр поставщиков туристических услуг
              {request.dateIncluded ? ` ${ruDate(request.dateIncluded)}` : ''}. Чтобы работать в кабинете туроператора,
              выберите роль «Туроператор» в меню пользователя.
            </Alert>
          )}
          {request && <TourismRequestView request={request} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {may('edit') && request && (
              <Button variant="contained" onClick={() => open('edit', request.fields)}>
                Изменить заявление
              </Button>
            )}
            {may('withdraw') && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setWithdrawing(true)}>
                {TOURISM_REQUEST_TABLE.actions.withdraw.caption}
              </Button>
            )}
            {page.canApply && (
              <Button variant="contained" onClick={() => open('new', request?.fields ?? {})}>
                {request ? 'Подать новое заявление' : 'Заполнить заявление'}
              </Button>
            )}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={withdrawing}
        title="Отозвать заявление"
        text="Заявление не будет рассмотрено. Подать новое можно в период приёма заявлений."
        confirmCaption="Отозвать"
        busy={busy}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawing(false)}
      />
    </>
  );
}

const ADMIN_LIST = '/admin/tourism-providers';
const REQUESTS_LIST = listParams<TourismRequestListQuery>()({
  status: oneOf(TOURISM_REQUEST_STATUSES),
  search: text(),
});
const PAGE_SIZE = 20;

/** /admin/tourism-providers: the department's list of tour operators' requests. */
export function TourismRequestsAdminPage() {
  const { query, update } = useListParams(REQUESTS_LIST);
  const { data, error, isLoading } = useTourismRequestList({ ...query, pageSize: PAGE_SIZE });
  const [search, setSearch] = useState(query.search ?? '');
  return (
    <Stack spacing={2}>
      <BackButton to="/admin" caption="К администрированию" />
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Заявления туроператоров
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
          {TOURISM_REQUEST_STATUSES.map((status) => (
            <MenuItem key={status} value={String(status)}>
              {TOURISM_REQUEST_STATUS_CAPTIONS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Номер, организация, ОГРН или ИНН"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          Найти
        </Button>
      </Stack>
      {isLoading && <LinearProgress aria-label="Загрузка заявлений" />}
      {error && <Alert severity="error">Не удалось загрузить заявления. Обновите страницу.</Alert>}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={PAGE_SIZE}
          countText={(n) => countRu(n, ['заявление', 'заявления', 'заявлений'])}
          itemKey={(item) => item.id}
          itemPath={(item) => `${ADMIN_LIST}/${item.id}`}
          renderItem={(item) => <RequestRow item={item} />}
        />
      )}
    </Stack>
  );
}

/** One request in the department's list. */
export function RequestRow({ item }: { item: TourismRequestListItem }) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>№ {item.number}</Typography>
        <TourismRequestStatusChip status={item.status} caption={item.statusCaption} />
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.caption}</Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        ОГРН {item.ogrn} · {item.applicant} · подано {ruDateTime(item.createdAt)}
      </Typography>
    </Stack>
  );
}

const idFrom = (value: string | undefined): number | null =>
  /^\d{1,9}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : null;

/** /admin/tourism-providers/{id}: one request; the department reviews, includes or refuses it. */
export function TourismRequestAdminCardPage() {
  const id = idFrom(useParams().id);
  const { data, error } = useTourismRequestCard(id);
  return (
    <Stack spacing={2}>
      <BackButton to={ADMIN_LIST} caption="К заявлениям" />
      {error && (
        <Alert severity="error">
          {error instanceof ApiError && error.refusal
            ? error.refusal.messages.map((m) => m.text).join(' ')
            : 'Не удалось загрузить заявление. Обновите страницу.'}
        </Alert>
      )}
      {id && !data && !error && <LinearProgress aria-label="Загрузка заявления" />}
      {data && <DecisionScreen request={data} />}
    </Stack>
  );
}

function DecisionScreen({ request }: { request: TourismRequestCard }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      setRefusing(false);
      await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const act = (action: TourismRequestAction) => {
    if (action === 'review') void run(() => reviewTourismRequest(request.id, request.version));
    if (action === 'include')
      void run(() => decideTourismRequest(request.id, { version: request.version, decisionType: 1 }));
    if (action === 'refuse') setRefusing(true);
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={pageTitle}>
        Заявление туроператора
      </Typography>
      <ActionBar actions={request.allowedActions} table={TOURISM_REQUEST_TABLE} busy={busy} onAction={act} />
      <TourismRequestView request={request} />
      {refusing && (
        <ReasonDialog
          title="Отказать во включении в реестр"
          text="Заявитель получит уведомление с причиной отказа."
          label="Причина отказа"
          missingMessage="Укажите причину отказа"
          confirmCaption="Отказать"
          busy={busy}
          onClose={() => setRefusing(false)}
          onSubmit={(reason) =>
            void run(() => decideTourismRequest(request.id, { version: request.version, decisionType: 2, reason }))
          }
        />
      )}
    </>
  );
}
