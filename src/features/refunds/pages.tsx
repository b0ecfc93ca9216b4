import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ApiError, refusalTexts } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn, useSession } from '@/stores/session';
import { createRefund, LIST_KEY, useRefundCard, useRefundForm, type RefundForm } from './api';
import { RefundCardContainer } from './refund-card';
import { RefundEditor, refundValues, type RefundValues } from './refund-editor';
import { RefundList, refundPath } from './refund-list';

const LIST = '/user/soc-service-refunds';
const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** /user/soc-service-refunds: the institution's refund (compensation) requests. */
export function RefundsPage() {
  const institutionId = useSession((s) => s.user?.selectedInstitution?.institutionId ?? null);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          Заявления на компенсацию
        </Typography>
        {institutionId !== null && (
          <Button
            component={RouterLink}
            to={refundPath(institutionId, 'new')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Новое заявление
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Заявление подаётся за отчётный месяц: до 15-го числа включительно — за прошедший месяц, после 15-го — за
        текущий. Сумма считается по оказанным услугам и их стоимости.
      </Typography>
      <RefundList />
    </>
  );
}

function NewRefund({ form }: { form: RefundForm }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<RefundValues>(() => refundValues(form));
  const [busy, setBusy] = useState(false);
  if (form.existing)
    return (
      <Alert severity="info">
        Заявление за {form.reportingMonthCaption} уже создано:{' '}
        <Link component={RouterLink} to={refundPath(form.institutionId, form.existing.id)}>
          № {form.existing.number}
        </Link>
        . Откройте его, чтобы изменить.
      </Alert>
    );
  return (
    <RefundEditor
      values={values}
      onChange={setValues}
      choices={form.services}
      busy={busy}
      submitCaption="Сохранить черновик"
      onSubmit={async (body) => {
        setBusy(true);
        try {
          await createRefund(form.institutionId, body);
          await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
          navigate(LIST);
        } catch (failure) {
          notifyFromError(failure, isSignedIn());
          setBusy(false);
        }
      }}
    />
  );
}

/** /user/soc-service-refunds/{institutionId}/new: a draft for the reporting month the rule gives today. */
function NewRefundPage({ institutionId }: { institutionId: number }) {
  const form = useRefundForm();
  const forbidden = form.error instanceof ApiError && form.error.status === 403;
  if (form.data && form.data.institutionId !== institutionId)
    return <Navigate to={refundPath(form.data.institutionId, 'new')} replace />;
  return (
    <>
      <BackButton to={LIST} caption="К списку заявлений" />
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        Новое заявление на компенсацию
      </Typography>
      {form.isLoading && <LinearProgress aria-label="Загрузка" />}
      {forbidden && <Alert severity="info">Заявление на компенсацию подаёт сотрудник учреждения.</Alert>}
      {form.error && !forbidden && (
        <Alert severity="error">Не удалось загрузить данные заявления. Обновите страницу.</Alert>
      )}
      {form.data && (
        <>
          <Typography sx={{ mb: 0.5 }}>
            Учреждение: <b>{form.data.institution}</b>
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Отчётный месяц: <b data-testid="refund-month">{form.data.reportingMonthCaption}</b>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
            Услуги и документы заполнены по договорам учреждения, действовавшим в отчётном месяце. Проверьте объёмы и
            приложите акты оказанных услуг.
          </Typography>
          <NewRefund form={form.data} />
        </>
      )}
    </>
  );
}

/** /user/soc-service-refunds/{institutionId}/{requestId}: the card, or the new request for `new`. */
export function RefundCardPage() {
  const params = useParams();
  const institutionId = idFrom(params.institutionId);
  const isNew = params.requestId === 'new';
  const id = isNew ? null : idFrom(params.requestId);
  const { data, error, isLoading } = useRefundCard(isNew ? null : institutionId, id);
  if (institutionId === null || (!isNew && id === null)) return <Navigate to="/404" replace />;
  if (isNew) return <NewRefundPage institutionId={institutionId} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <Navigate to="/404" replace />;
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <>
      <BackButton to={LIST} caption="К списку заявлений" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {forbidden && <Alert severity="warning">{refusalTexts(error)[0] ?? 'Нет доступа'}</Alert>}
      {error && !forbidden && <Alert severity="error">Не удалось загрузить заявление. Обновите страницу.</Alert>}
      {data && <RefundCardContainer key={`${data.id}-${data.version}`} card={data} />}
    </>
  );
}
