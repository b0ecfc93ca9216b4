import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { refusalTexts } from '@/api/api-error';
import { ReasonDialog } from '@/components/reason-dialog';
import { ruDate, ruDateTime } from '@common/region-time';
import { formatPhone } from '@common/validation/phone';
import { RegistrationStatus } from '@common/schedule/registration-request-machine';
import {
  decideRegistration,
  findInstitutions,
  institutionServices,
  storeRegistration,
  uploadRegistrationDocument,
  useRegistrationRequests,
  withdrawRegistration,
  type RegistrationRequest,
} from './api';
import { failureText } from './calendar-texts';

const STATUS_COLOR: Record<number, 'default' | 'success' | 'error' | 'info'> = {
  [RegistrationStatus.Filed]: 'info',
  [RegistrationStatus.Accepted]: 'success',
  [RegistrationStatus.Rejected]: 'error',
  [RegistrationStatus.Withdrawn]: 'default',
};

/** One request as a card: number, service, institution or applicant, dates, status, the side's actions. */
export function RegistrationCard({
  request,
  employee,
  busy,
  onAct,
}: {
  request: RegistrationRequest;
  employee: boolean;
  busy?: boolean;
  onAct: (action: 'accept' | 'reject' | 'withdraw') => void;
}) {
  return (
    <Card variant="outlined" data-testid="registration-request">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              № {request.number} · {request.service}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {employee ? request.personFio : request.institution} · подана {ruDateTime(request.createdAt)}
            </Typography>
            {request.wishedDate && (
              <Typography variant="body2">Желаемая дата начала: {ruDate(request.wishedDate)}</Typography>
            )}
            {employee && request.phone && (
              <Typography variant="body2">Телефон: {formatPhone(request.phone)}</Typography>
            )}
            {request.comment && <Typography variant="body2">{request.comment}</Typography>}
            {request.filesCount > 0 && <Typography variant="body2">Документов: {request.filesCount}</Typography>}
            {request.reason && (
              <Typography variant="body2" color="error">
                Причина отказа: {request.reason}
              </Typography>
            )}
          </Box>
          <Box>
            <Chip size="small" color={STATUS_COLOR[request.status]} label={request.statusCaption} />
          </Box>
        </Stack>
        {request.allowedActions.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {request.allowedActions.includes('accept') && (
              <Button size="small" variant="contained" disabled={busy} onClick={() => onAct('accept')}>
                Записать на услугу
              </Button>
            )}
            {request.allowedActions.includes('reject') && (
              <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => onAct('reject')}>
                Отклонить
              </Button>
            )}
            {request.allowedActions.includes('withdraw') && (
              <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => onAct('withdraw')}>
                Отозвать заявку
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The person's request for a service: the institution, its service, the wished start, phone, comment, documents. */
function NewRegistrationDialog({ onClose, onFiled }: { onClose: () => void; onFiled: () => void }) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ id: number; caption: string }[]>([]);
  const [institution, setInstitution] = useState<{ id: number; caption: string } | null>(null);
  const [services, setServices] = useState<{ id: number; caption: string }[]>([]);
  const [serviceId, setServiceId] = useState<number | ''>('');
  const [wishedDate, setWishedDate] = useState('');
  const [phone, setPhone] = useState('');
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [storing, setStoring] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    findInstitutions(search).then(
      (found) => live && setOptions(found.map((i) => ({ id: i.id, caption: i.caption }))),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [search]);
  useEffect(() => {
    if (!institution) return;
    let live = true;
    institutionServices(institution.id).then(
      (found) => live && setServices(found.services.map((s) => ({ id: s.id, caption: s.caption }))),
      () => live && setServices([]),
    );
    return () => {
      live = false;
    };
  }, [institution]);

  const send = async () => {
    if (!institution || serviceId === '') return setError('Выберите учреждение и услугу');
    setStoring(true);
    setError(null);
    try {
      const filed = await storeRegistration({
        institutionId: institution.id,
        institutionServiceId: serviceId,
        wishedDate: wishedDate || null,
        phone: phone.trim() || null,
        comment: comment.trim() || null,
      });
      for (const file of files) await uploadRegistrationDocument({ id: filed.id, institutionId: institution.id }, file);
      onFiled();
    } catch (failure) {
      // Everything typed stays in the form; the button is free again.
      setError(
        failureText(refusalTexts(failure), 'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.'),
      );
    } finally {
      setStoring(false);
    }
  };

  return (
    <Dialog open onClose={storing ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>Заявка на запись на услугу</DialogTitle>
      <DialogContent tabIndex={0}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={options}
            value={institution}
            getOptionLabel={(o) => o.caption}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(x) => x}
            onInputChange={(_e, v) => setSearch(v)}
            onChange={(_e, v) => {
              setInstitution(v);
              setServiceId('');
            }}
            renderInput={(params) => <TextField {...params} label="Учреждение" required />}
            noOptionsText="Учреждение не найдено"
          />
          <TextField
            select
            label="Услуга"
            value={serviceId}
            onChange={(e) => setServiceId(Number(e.target.value))}
            disabled={!institution}
            required
          >
            {services.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.caption}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Желаемая дата начала"
            value={wishedDate}
            onChange={(e) => setWishedDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Телефон для связи" value={phone} onChange={(e) => setPhone(e.target.value)} type="tel" />
          <TextField
            label="Комментарий"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button component="label" variant="outlined" size="small">
              Приложить документы
              <input
                hidden
                type="file"
                multiple
                onChange={(e) => setFiles([...files, ...Array.from(e.target.files ?? [])])}
              />
            </Button>
            {files.map((f) => (
              <Typography key={f.name} variant="body2">
                {f.name}
              </Typography>
            ))}
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={storing}>
          Отмена
        </Button>
        <Button variant="contained" onClick={send} disabled={storing}>
          {storing ? 'Отправка…' : 'Отправить заявку'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The requests to be registered for a service: the person's own with a new one, or the institution's to decide. */
export function RegistrationRequests({ employee }: { employee: boolean }) {
  const { data, error, isLoading, mutate } = useRegistrationRequests();
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<RegistrationRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (r: RegistrationRequest, action: 'accept' | 'reject' | 'withdraw', reason?: string) => {
    if (action === 'reject' && reason === undefined) return setRejecting(r);
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'withdraw') await withdrawRegistration(r);
      else await decideRegistration(r, action, reason);
      setRejecting(null);
      await mutate();
    } catch (e) {
      setFailure(failureText(refusalTexts(e), 'Не удалось выполнить действие'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      {!employee && (
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Записаться на услугу
          </Button>
        </Box>
      )}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить заявки. Обновите страницу.</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {data && data.length === 0 && <Alert severity="info">Заявок на запись нет</Alert>}
      {data?.map((r) => (
        <RegistrationCard key={r.id} request={r} employee={employee} busy={busy} onAct={(a) => void act(r, a)} />
      ))}
      {creating && (
        <NewRegistrationDialog
          onClose={() => setCreating(false)}
          onFiled={() => {
            setCreating(false);
            void mutate();
          }}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title="Отклонить заявку на запись"
          label="Причина отказа"
          missingMessage="Укажите причину отказа"
          confirmCaption="Отклонить"
          busy={busy}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => void act(rejecting, 'reject', reason)}
        />
      )}
    </Stack>
  );
}
