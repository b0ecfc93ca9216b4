import { memo, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { DAY_SLOTS, type WindowDay } from '@common/schedule/slots';
import type { ScheduleClient, ScheduleService, ServiceRecord } from './api';
import { dayHeading, shortName } from './calendar-texts';
import { ServiceRecordStatus } from '@common/schedule/service-record-machine';

export type GridView = 'days' | 'slots';

/** Where a new card was asked for: a client, a day, a slot. */
export interface CellRef {
  personId: number;
  day: string;
  slot: number;
}

interface RowProps {
  client: ScheduleClient;
  days: readonly WindowDay[];
  records: readonly ServiceRecord[] | undefined;
  view: GridView;
  day: string;
  onOpen: (record: ServiceRecord) => void;
  onAdd: (cell: CellRef) => void;
  onQr: (client: ScheduleClient) => void;
}

const cellSx = { border: '1px solid #e0e0e0', verticalAlign: 'top', p: '2px', minWidth: 84 } as const;

/**
 * The cells' styles, once for the whole table: 60 clients by 14 days are 900 cells, and a style
 * object per cell (sx) cost more than everything else the grid renders. The cells are plain
 * elements with these classes.
 */
const tableSx = {
  borderCollapse: 'collapse',
  fontSize: 13,
  minWidth: '100%',
  '& td': { ...cellSx },
  '& td.slot': { minWidth: 64 },
  '& td.holiday': { bgcolor: 'grey.100' },
  '& td.today': { bgcolor: 'rgba(25,118,210,0.06)' },
  '& th.client': {
    ...cellSx,
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    textAlign: 'left',
    minWidth: 150,
  },
  '& th.corner': {
    ...cellSx,
    position: 'sticky',
    left: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    textAlign: 'left',
  },
  '& th.day, & th.slot': { ...cellSx, fontWeight: 500, whiteSpace: 'nowrap' },
  '& th.slot': { minWidth: 64 },
  '& th.today': { fontWeight: 700 },
  '& th.holiday': { color: 'error.main' },
  '& .day-note': { display: 'block', fontSize: 11, fontWeight: 400 },
  '& .client-cell': { display: 'flex', alignItems: 'center', gap: 0.5 },
  '& .client-name': { fontWeight: 500, fontSize: 14 },
  '& button.qr': {
    flex: 'none',
    width: 30,
    height: 30,
    borderRadius: '50%',
    border: 0,
    background: 'none',
    color: 'text.secondary',
    font: 'inherit',
    fontSize: 11,
    fontWeight: 700,
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& button.chip': {
    display: 'block',
    width: '100%',
    maxWidth: 136,
    textAlign: 'left',
    px: 0.5,
    py: 0.25,
    mb: 0.25,
    borderRadius: 1,
    border: 1,
    borderColor: 'primary.main',
    bgcolor: 'background.paper',
    color: 'text.primary',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
  },
  '& button.chip.compact': { maxWidth: 96 },
  '& button.chip.signed': { borderColor: 'success.main', bgcolor: 'rgba(46, 125, 50, 0.08)' },
  '& .chip-time': { display: 'block', typography: 'caption', fontWeight: 600, lineHeight: 1.3 },
  '& .chip-service': {
    display: 'block',
    typography: 'caption',
    lineHeight: 1.2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& button.add': {
    display: 'block',
    width: '100%',
    minHeight: 22,
    border: '1px dashed transparent',
    background: 'none',
    cursor: 'pointer',
    color: 'text.secondary',
    font: 'inherit',
    '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
  },
} as const;

const endOf = (record: ServiceRecord) => (record.endTime === '23:59:59' ? '23:59' : record.endTime);

/**
 * One record in a grid cell: its time and service; signed ones green with a tick, unsigned outlined.
 * The grid's own light chip (a plain button styled by the table, as RecordChip looks): 300 of them
 * in a 60-client window.
 */
const GridChip = memo(function GridChip({
  record,
  compact,
  onOpen,
}: {
  record: ServiceRecord;
  compact?: boolean;
  onOpen: (record: ServiceRecord) => void;
}) {
  const signed = record.status === ServiceRecordStatus.Signed;
  return (
    <button
      type="button"
      className={`chip${signed ? ' signed' : ''}${compact ? ' compact' : ''}`}
      onClick={() => onOpen(record)}
      aria-label={`${record.startTime}–${endOf(record)} ${record.serviceCaption}, ${record.personFio}: ${record.statusCaption}`}
    >
      <span className="chip-time">
        {signed ? '✓ ' : ''}
        {record.startTime}
        {compact ? '' : `–${endOf(record)}`}
      </span>
      {!compact && <span className="chip-service">{record.serviceCaption}</span>}
    </button>
  );
});

/** One client's row: a cell per day (or per slot of the chosen day) with the records in it. */
const ClientRow = memo(function ClientRow({ client, days, records, view, day, onOpen, onAdd, onQr }: RowProps) {
  const name = shortName(client);
  const byKey = new Map<string, ServiceRecord[]>();
  for (const r of records ?? []) {
    if (view === 'days') byKey.set(r.day, [...(byKey.get(r.day) ?? []), r]);
    else if (r.day === day) for (const i of r.slotIndexes) byKey.set(String(i), [...(byKey.get(String(i)) ?? []), r]);
  }
  const add = (cell: CellRef, label: string, holiday: boolean) =>
    holiday ? null : (
      <button type="button" className="add" onClick={() => onAdd(cell)} aria-label={label}>
        +
      </button>
    );
  const dayHoliday = days.find((d) => d.date === day)?.holiday ?? false;
  return (
    <tr>
      <th scope="row" className="client">
        <div className="client-cell">
          <span className="client-name">{name}</span>
          <button
            type="button"
            className="qr"
            title="QR-код для записи"
            onClick={() => onQr(client)}
            aria-label={`QR-код для записи: ${name}`}
          >
            QR
          </button>
        </div>
      </th>
      {view === 'days'
        ? days.map((d) => (
            <td key={d.date} className={d.holiday ? 'holiday' : d.today ? 'today' : undefined}>
              {byKey.get(d.date)?.map((r) => (
                <GridChip key={r.id} record={r} onOpen={onOpen} />
              ))}
              {add(
                { personId: client.id, day: d.date, slot: 1 },
                `Записать услугу: ${name}, ${dayHeading(d)}`,
                d.holiday,
              )}
            </td>
          ))
        : DAY_SLOTS.map((s) => (
            <td key={s.index} className={dayHoliday ? 'slot holiday' : 'slot'}>
              {byKey.get(String(s.index))?.map((r) => (
                <GridChip key={r.id} record={r} compact onOpen={onOpen} />
              ))}
              {!byKey.has(String(s.index)) &&
                add({ personId: client.id, day, slot: s.index }, `Записать услугу: ${name}, ${s.caption}`, dayHoliday)}
            </td>
          ))}
    </tr>
  );
});

/** Whether a record reads the same as the one held (a re-read period gives new objects for every record). */
const sameRecord = (a: ServiceRecord, b: ServiceRecord) =>
  a === b ||
  (a.id === b.id &&
    a.version === b.version &&
    a.status === b.status &&
    a.statusCaption === b.statusCaption &&
    a.startDate === b.startDate &&
    a.endDate === b.endDate &&
    a.serviceCaption === b.serviceCaption &&
    a.personFio === b.personFio &&
    a.payed === b.payed &&
    a.comment === b.comment &&
    a.hasStylusSignature === b.hasStylusSignature &&
    a.allowedActions.join() === b.allowedActions.join());

const sameList = (a: readonly ServiceRecord[], b: readonly ServiceRecord[]) =>
  a.length === b.length && a.every((r, i) => sameRecord(r, b[i]));

/**
 * The records by person, each person's list kept as the same array while its records read the same:
 * a row is redrawn only when its own records change, also after the period is read again.
 */
function useRecordsByPerson(records: readonly ServiceRecord[]): Map<number, readonly ServiceRecord[]> {
  const [held, setHeld] = useState<{
    records: readonly ServiceRecord[];
    byPerson: Map<number, readonly ServiceRecord[]>;
  }>(() => ({ records, byPerson: groupByPerson(records, new Map()) }));
  if (held.records === records) return held.byPerson;
  // Derived while rendering (React's pattern for state from props): no second commit.
  const byPerson = groupByPerson(records, held.byPerson);
  setHeld({ records, byPerson });
  return byPerson;
}

function groupByPerson(
  records: readonly ServiceRecord[],
  previous: Map<number, readonly ServiceRecord[]>,
): Map<number, readonly ServiceRecord[]> {
  const fresh = new Map<number, ServiceRecord[]>();
  for (const r of records) {
    const list = fresh.get(r.personId);
    if (list) list.push(r);
    else fresh.set(r.personId, [r]);
  }
  const out = new Map<number, readonly ServiceRecord[]>();
  for (const [person, list] of fresh) {
    const before = previous.get(person);
    out.set(person, before && sameList(before, list) ? before : list);
  }
  return out;
}

/**
 * The employee's calendar: the institution's clients (rows) by the window's days or by the slots of
 * one day (columns), the services recorded in each cell; holidays greyed, today tinted. A row
 * re-renders only when its own records change, so editing one card redraws one row.
 */
export function EmployeeGrid({
  clients,
  days,
  records,
  view,
  day,
  loading,
  onOpen,
  onAdd,
  onQr,
}: {
  clients: readonly ScheduleClient[];
  services?: readonly ScheduleService[];
  days: readonly WindowDay[];
  records: readonly ServiceRecord[];
  view: GridView;
  day: string;
  loading?: boolean;
  onOpen: (record: ServiceRecord) => void;
  onAdd: (cell: CellRef) => void;
  onQr: (client: ScheduleClient) => void;
}) {
  const [search, setSearch] = useState('');
  const byPerson = useRecordsByPerson(records);
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text
      ? clients.filter((c) => `${c.lastName} ${c.firstName} ${c.middleName ?? ''}`.toLowerCase().includes(text))
      : clients;
  }, [clients, search]);
  return (
    <Box>
      <TextField
        size="small"
        label="Найти клиента"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 1, width: { xs: '100%', sm: 280 } }}
      />
      {loading && <LinearProgress aria-label="Загрузка" />}
      {shown.length === 0 ? (
        <Alert severity="info">{clients.length ? 'Никого не найдено' : 'У учреждения пока нет клиентов'}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} role="region" aria-label="Календарь клиентов" tabIndex={0}>
          <Box component="table" sx={tableSx}>
            <thead>
              <tr>
                <th scope="col" className="corner">
                  Клиент
                </th>
                {view === 'days'
                  ? days.map((d) => (
                      <th
                        scope="col"
                        key={d.date}
                        className={d.holiday ? 'day holiday' : d.today ? 'day today' : 'day'}
                      >
                        {dayHeading(d)}
                        {d.holiday && <span className="day-note">выходной</span>}
                      </th>
                    ))
                  : DAY_SLOTS.map((s) => (
                      <th scope="col" key={s.index} className="slot">
                        {s.caption}
                      </th>
                    ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <ClientRow
                  key={c.id}
                  client={c}
                  days={days}
                  records={byPerson.get(c.id)}
                  view={view}
                  day={day}
                  onOpen={onOpen}
                  onAdd={onAdd}
                  onQr={onQr}
                />
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}
