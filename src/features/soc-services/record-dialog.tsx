import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { refusalTexts } from '@/api/api-error';
import { DetailsList } from '@/components/details-list';
import { config } from '@/config';
import { ruDate, ruDateTime } from '@common/region-time';
import { DAY_END, DAY_SLOTS, isIsoDay, regionInstant, slotRange, slotStartingAt } from '@common/schedule/slots';
import { ServiceRecordStatus } from '@common/schedule/service-record-machine';
import useSWR from 'swr';
import {
  deleteService,
  loadAvailableDays,
  signatureUrl,
  storeService,
  type ScheduleService,
  type ServiceRecord,
} from './api';
import { failureText } from './calendar-texts';
import { SignDialog } from './sign-dialog';

/** What the card edits: a new record's defaults or an existing record's values. */
export interface RecordDraft {
  id?: number;
  version?: number;
  institutionSourceType: number;
  institutionId: number;
  personId: number;
  personFio: string;
  institutionServiceId: number | null;
  day: string;
  startTime: string;
  endTime: string;
  payed: boolean;
  comment: string;
}

export const draftOf = (r: ServiceRecord): RecordDraft => ({
  id: r.id,
  version: r.version,
  institutionSourceType: r.institutionSourceType,
  institutionId: r.institutionId,
  personId: r.personId,
  personFio: r.personFio,
  institutionServiceId: r.institutionServiceId,
  day: r.day,
  startTime: r.startTime,
  endTime: r.endTime,
  payed: r.payed,
  comment: r.comment ?? '',
});

const endLabel = (end: string) => (end === DAY_END ? '23:59' : end);

/**
 * The employee's card of a service in the calendar: the service, the day, start and end on the
 * slot grid, paid, a comment. Saving keeps everything typed if the server refuses (the refusal is
 * shown above the buttons) and frees the buttons again. A record the person has signed is shown
 * with the signature and nothing to change; an unsigned one may be deleted or signed on this device.
 */
export function RecordDialog({
  draft,
  record,
  services,
  onClose,
  onSaved,
}: {
  draft: RecordDraft;
  record?: ServiceRecord;
  services: readonly ScheduleService[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [value, setValue] = useState(draft);
  const [storing, setStoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const allowed = record?.allowedActions ?? ['edit'];
  const editable = allowed.includes('edit');
  const set = <K extends keyof RecordDraft>(key: K, v: RecordDraft[K]) => setValue((d) => ({ ...d, [key]: v }));
  const startSlot = slotStartingAt(value.startTime) ?? DAY_SLOTS[0];
  // The person's free slots that day (get-available-days): taken ones are marked, this record's own are free.
  const { data: days } = useSWR(editable && isIsoDay(value.day) ? ['available', value.personId, value.day] : null, () =>
    loadAvailableDays(value.day, value.day, value.personId),
  );
  const free = days?.[0];
  const taken = (index: number) =>
    free !== undefined &&
    free.available &&
    !free.freeSlots.includes(index) &&
    !(record?.day === value.day && record.slotIndexes.includes(index));
  const ends = DAY_SLOTS.filter((s) => s.index >= startSlot.index);

  const save = async () => {
    if (value.institutionServiceId === null) return setError('Выберите услугу');
    setStoring(true);
    setError(null);
    try {
      const end = DAY_SLOTS.find((s) => s.end === value.endTime) ?? startSlot;
      await storeService({
        ...(value.id ? { id: value.id, version: value.version } : {}),
        institutionSourceType: value.institutionSourceType as 1 | 2 | 3,
        institutionId: value.institutionId,
        institutionServiceId: value.institutionServiceId,
        personId: value.personId,
        startDate: regionInstant(value.day, value.startTime),
        endDate: slotRange(value.day, end).end,
        payed: value.payed,
        comment: value.comment.trim() || null,
      });
      onSaved();
    } catch (failure) {
      // The storing state is released and everything typed stays in the card.
      setError(
        failureText(refusalTexts(failure), 'Не удалось сохранить услугу. Проверьте соединение и попробуйте ещё раз.'),
      );
    } finally {
      setStoring(false);
    }
  };

  const remove = async () => {
    if (!record) return;
    setStoring(true);
    setError(null);
    try {
      await deleteService(record);
      onSaved();
    } catch (failure) {
      setError(failureText(refusalTexts(failure), 'Не удалось удалить услугу.'));
    } finally {
      setStoring(false);
    }
  };

  const signed = record?.status === ServiceRecordStatus.Signed;
  return (
    <Dialog open onClose={storing ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{value.id ? 'Услуга в календаре' : 'Новая услуга'}</DialogTitle>
      <DialogContent tabIndex={0}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            Получатель: <strong>{value.personFio}</strong>
          </Typography>
          {record && (
            <Typography variant="body2" color="text.secondary">
              {record.statusCaption}
              {record.employeeFio ? ` · записал(а) ${record.employeeFio}` : ''}
              {record.registeredByQr ? ' · по QR-коду' : ''}
            </Typography>
          )}
          {!editable && record ? (
            <DetailsList
              rows={[
                ['Услуга', record.serviceCaption],
                ['Дата', ruDate(record.day)],
                ['Время', `${record.startTime}–${endLabel(record.endTime)}`],
                ['Оплачена', record.payed ? 'да' : 'нет'],
                ['Комментарий', record.comment],
              ]}
            />
          ) : (
            <>
              <TextField
                select
                label="Услуга"
                value={value.institutionServiceId ?? ''}
                onChange={(e) => set('institutionServiceId', Number(e.target.value))}
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
                label="Дата"
                value={value.day}
                onChange={(e) => set('day', e.target.value)}
                required
                slotProps={{ inputLabel: { shrink: true } }}
                helperText={free?.holiday ? 'Это выходной день: выберите будний' : 'Суббота и воскресенье — выходные'}
                error={Boolean(free?.holiday)}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  fullWidth
                  label="Начало"
                  value={value.startTime}
                  onChange={(e) => {
                    const start = slotStartingAt(e.target.value) ?? DAY_SLOTS[0];
                    setValue((d) => ({
                      ...d,
                      startTime: start.start,
                      endTime:
                        (DAY_SLOTS.find((s) => s.end === d.endTime)?.index ?? 0) >= start.index ? d.endTime : start.end,
                    }));
                  }}
                >
                  {DAY_SLOTS.map((s) => (
                    <MenuItem key={s.start} value={s.start} disabled={taken(s.index)}>
                      {s.start}
                      {taken(s.index) ? ' — занято' : ''}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  fullWidth
                  label="Окончание"
                  value={value.endTime}
                  onChange={(e) => set('endTime', e.target.value)}
                >
                  {ends.map((s) => (
                    <MenuItem key={s.end} value={s.end}>
                      {endLabel(s.end)}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <FormControlLabel
                control={<Checkbox checked={value.payed} onChange={(e) => set('payed', e.target.checked)} />}
                label="Услуга оплачена"
              />
              <TextField
                label="Комментарий"
                value={value.comment}
                onChange={(e) => set('comment', e.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            </>
          )}
          {signed && record && (
            <Box>
              <Typography variant="subtitle2">Подпись получателя · {ruDateTime(record.signedAt)}</Typography>
              <Box
                component="img"
                src={signatureUrl(config.apiRoot, record)}
                alt={`Подпись получателя: ${record.personFio}`}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  width: 300,
                  border: 1,
                  borderColor: 'grey.300',
                  borderRadius: 1,
                }}
              />
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {record && allowed.includes('remove') && (
          <Button color="error" variant="outlined" onClick={remove} disabled={storing}>
            Удалить
          </Button>
        )}
        {record && allowed.includes('sign') && (
          <Button variant="outlined" onClick={() => setSigning(true)} disabled={storing}>
            Подписать на этом устройстве
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={storing}>
          {editable ? 'Отмена' : 'Закрыть'}
        </Button>
        {editable && (
          <Button variant="contained" onClick={save} disabled={storing}>
            {storing ? 'Сохранение…' : 'Сохранить'}
          </Button>
        )}
      </DialogActions>
      {signing && record && (
        <SignDialog
          record={record}
          onClose={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            onSaved();
          }}
        />
      )}
    </Dialog>
  );
}
