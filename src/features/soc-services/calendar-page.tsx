import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { QrScannerDialog } from '@/components/qr-scanner/qr-scanner';
import { useSession } from '@/stores/session';
import { SystemRole } from '@common/roles';
import { regionToday } from '@common/time-zone';
import {
  defaultWindowStart,
  isIsoDay,
  regionInstant,
  DAY_SLOTS,
  scheduleWindow,
  shiftWindow,
} from '@common/schedule/slots';
import {
  loadDefaults,
  useInstitutionRecords,
  useOwnRecords,
  useScheduleClients,
  type ScheduleClient,
  type ServiceRecord,
} from './api';
import { windowCaption } from './calendar-texts';
import { CitizenCalendar } from './citizen-calendar';
import { EmployeeGrid, type CellRef, type GridView } from './employee-calendar';
import { QrTicketDialog } from './qr-ticket-dialog';
import { RegistrationRequests } from './registration-requests';
import { draftOf, RecordDialog, type RecordDraft } from './record-dialog';
import { NOT_A_REGISTRATION_CODE, registrationPath } from './scanned-link';

const STAFF: readonly number[] = [SystemRole.ServiceProvider, SystemRole.SocialWorker, SystemRole.TourismProvider];

/** The window's first day and the view from the address (a wrong value reads as the default). */
function useWindowParams() {
  const [params, setParams] = useSearchParams();
  const today = regionToday();
  const fromParam = params.get('from') ?? '';
  const from = isIsoDay(fromParam) ? fromParam : defaultWindowStart(today);
  const view: GridView = params.get('view') === 'slots' ? 'slots' : 'days';
  const window = scheduleWindow(today, from);
  const dayParam = params.get('day') ?? '';
  const day = window.days.some((d) => d.date === dayParam)
    ? dayParam
    : (window.days.find((d) => d.today)?.date ?? from);
  const update = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(change))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: false },
    );
  return { today, window, view, day, update };
}

function WindowBar({ caption, onMove }: { caption: string; onMove: (weeks: number | null) => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" size="small" onClick={() => onMove(-1)} aria-label="Неделя назад">
        ← Неделя
      </Button>
      <Button size="small" onClick={() => onMove(null)}>
        Сегодня
      </Button>
      <Button variant="outlined" size="small" onClick={() => onMove(1)} aria-label="Неделя вперёд">
        Неделя →
      </Button>
      <Typography sx={{ ml: 1 }} data-testid="window-caption">
        {caption}
      </Typography>
    </Stack>
  );
}

function EmployeeCalendarScreen() {
  const { window, view, day, update } = useWindowParams();
  const clients = useScheduleClients();
  const records = useInstitutionRecords(window.from, window.to);
  const [card, setCard] = useState<{ draft: RecordDraft; record?: ServiceRecord } | null>(null);
  const [qrFor, setQrFor] = useState<ScheduleClient | null>(null);
  const [cellError, setCellError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const navigate = useNavigate();
  const institution = clients.data?.institution;
  // A registration code of this portal opens its page; anything else is named and scanning goes on.
  const scanned = useCallback(
    (text: string) => {
      const path = registrationPath(text, globalThis.location.origin);
      if (!path) return NOT_A_REGISTRATION_CODE;
      setScanning(false);
      void navigate(path);
      return undefined;
    },
    [navigate],
  );

  const open = useCallback((record: ServiceRecord) => setCard({ draft: draftOf(record), record }), []);
  const add = useCallback(
    async (cell: CellRef) => {
      if (!institution) return;
      setCellError(null);
      try {
        const d = await loadDefaults(
          institution.sourceType,
          institution.id,
          cell.personId,
          regionInstant(cell.day, DAY_SLOTS[cell.slot].start),
        );
        setCard({
          draft: {
            institutionSourceType: d.institutionSourceType,
            institutionId: d.institutionId,
            personId: d.personId,
            personFio: [d.person.lastName, d.person.firstName, d.person.middleName].filter(Boolean).join(' '),
            institutionServiceId: d.institutionServiceId,
            day: d.day,
            startTime: d.startTime,
            endTime: d.endTime,
            payed: d.payed,
            comment: d.comment,
          },
        });
      } catch {
        setCellError('Не удалось открыть карточку услуги. Проверьте соединение и попробуйте ещё раз.');
      }
    },
    [institution],
  );
  const move = (weeks: number | null) =>
    update({ from: weeks === null ? null : shiftWindow(window.from, weeks), day: null });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{institution?.caption}</Typography>
      <WindowBar caption={windowCaption(window.from, window.to)} onMove={move} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          onClick={() => setScanning(true)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Сканировать QR-код
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: GridView | null) => v && update({ view: v === 'days' ? null : v })}
          aria-label="Вид календаря"
        >
          <ToggleButton value="days">По дням</ToggleButton>
          <ToggleButton value="slots">По времени</ToggleButton>
        </ToggleButtonGroup>
        {view === 'slots' && (
          <TextField
            select
            size="small"
            label="День"
            value={day}
            onChange={(e) => update({ day: e.target.value })}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 200 }}
          >
            {window.days.map((d) => (
              <option key={d.date} value={d.date}>
                {d.date.split('-').reverse().join('.')}
                {d.holiday ? ' (выходной)' : ''}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
      {cellError && <Alert severity="error">{cellError}</Alert>}
      {(clients.error || records.error) && (
        <Alert severity="error">Не удалось загрузить календарь. Обновите страницу.</Alert>
      )}
      {!clients.data && !clients.error && <LinearProgress aria-label="Загрузка" />}
      {clients.data && (
        <EmployeeGrid
          clients={clients.data.clients}
          days={window.days}
          records={records.data ?? []}
          view={view}
          day={day}
          loading={records.isLoading}
          onOpen={open}
          onAdd={add}
          onQr={setQrFor}
        />
      )}
      {card && clients.data && (
        <RecordDialog
          draft={card.draft}
          record={card.record}
          services={clients.data.services}
          onClose={() => setCard(null)}
          onSaved={() => {
            setCard(null);
            void records.mutate();
          }}
        />
      )}
      <QrScannerDialog
        open={scanning}
        title="Запись по QR-коду"
        onClose={() => setScanning(false)}
        onDecode={scanned}
      />
      {qrFor && clients.data && (
        <QrTicketDialog client={qrFor} services={clients.data.services} onClose={() => setQrFor(null)} />
      )}
    </Stack>
  );
}

function CitizenCalendarScreen() {
  const { window, update } = useWindowParams();
  const records = useOwnRecords(window.from, window.to);
  const move = (weeks: number | null) => update({ from: weeks === null ? null : shiftWindow(window.from, weeks) });
  return (
    <Stack spacing={2}>
      <WindowBar caption={windowCaption(window.from, window.to)} onMove={move} />
      {records.error && <Alert severity="error">Не удалось загрузить ваши услуги. Обновите страницу.</Alert>}
      {records.isLoading && <LinearProgress aria-label="Загрузка" />}
      {records.data && (
        <CitizenCalendar days={window.days} records={records.data} onChanged={() => void records.mutate()} />
      )}
    </Stack>
  );
}

/**
 * The calendar of provisions (/soc-services, workflows.md sections 2 and 9): for an institution's
 * employee their clients by the window's days or slots, for a citizen their own services to sign.
 */
export default function CalendarPage() {
  const user = useSession((s) => s.user);
  const [params, setParams] = useSearchParams();
  const employee = Boolean(user?.selectedInstitution && STAFF.includes(user.selectedInstitution.institutionRole));
  const citizen = !user?.selectedInstitution && (user?.personId !== null || user?.tourismPersonId !== null);
  const tab = params.get('tab') === 'requests' ? 'requests' : 'calendar';
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Календарь предоставления услуг
      </Typography>
      {employee || citizen ? (
        <>
          <Tabs
            value={tab}
            onChange={(_e, v: string) => setParams(v === 'requests' ? { tab: v } : {})}
            aria-label="Разделы календаря"
            variant="scrollable"
          >
            <Tab value="calendar" label={employee ? 'Календарь' : 'Мои услуги'} />
            <Tab value="requests" label="Заявки на запись" />
          </Tabs>
          {tab === 'requests' ? (
            <RegistrationRequests employee={employee} />
          ) : employee ? (
            <EmployeeCalendarScreen />
          ) : (
            <CitizenCalendarScreen />
          )}
        </>
      ) : (
        <Alert severity="info">Календарь доступен сотрудникам учреждений и гражданам — получателям услуг.</Alert>
      )}
    </Stack>
  );
}
