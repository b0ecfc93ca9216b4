import { memo, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { DAY_SLOTS, type WindowDay } from '@common/schedule/slots';
import type { ScheduleClient, ScheduleService, ServiceRecord } from './api';
import { dayHeading, shortName } from './calendar-texts';
import { RecordChip } from './record-chip';

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
      <Box
        component="button"
        type="button"
        onClick={() => onAdd(cell)}
        aria-label={label}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 22,
          border: '1px dashed transparent',
          background: 'none',
          cursor: 'pointer',
          color: 'text.secondary',
          font: 'inherit',
          '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
        }}
      >
        +
      </Box>
    );
  const holidayOf = (date: string) => days.find((d) => d.date === date)?.holiday ?? false;
  return (
    <tr>
      <Box
        component="th"
        scope="row"
        sx={{
          ...cellSx,
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          textAlign: 'left',
          minWidth: 150,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 500, fontSize: 14 }}>
            {name}
          </Box>
          <Tooltip title="QR-код для записи">
            <IconButton size="small" onClick={() => onQr(client)} aria-label={`QR-код для записи: ${name}`}>
              <Box component="span" sx={{ fontSize: 11, fontWeight: 700 }}>
                QR
              </Box>
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      {view === 'days'
        ? days.map((d) => (
            <Box
              component="td"
              key={d.date}
              sx={{ ...cellSx, bgcolor: d.holiday ? 'grey.100' : d.today ? 'rgba(25,118,210,0.06)' : undefined }}
            >
              {byKey.get(d.date)?.map((r) => (
                <RecordChip key={r.id} record={r} onOpen={onOpen} />
              ))}
              {add(
                { personId: client.id, day: d.date, slot: 1 },
                `Записать услугу: ${name}, ${dayHeading(d)}`,
                d.holiday,
              )}
            </Box>
          ))
        : DAY_SLOTS.map((s) => (
            <Box
              component="td"
              key={s.index}
              sx={{ ...cellSx, minWidth: 64, bgcolor: holidayOf(day) ? 'grey.100' : undefined }}
            >
              {byKey.get(String(s.index))?.map((r) => (
                <RecordChip key={r.id} record={r} compact onOpen={onOpen} />
              ))}
              {!byKey.has(String(s.index)) &&
                add(
                  { personId: client.id, day, slot: s.index },
                  `Записать услугу: ${name}, ${s.caption}`,
                  holidayOf(day),
                )}
            </Box>
          ))}
    </tr>
  );
});

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
  const byPerson = useMemo(() => {
    const map = new Map<number, ServiceRecord[]>();
    for (const r of records) map.set(r.personId, [...(map.get(r.personId) ?? []), r]);
    return map;
  }, [records]);
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
          <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 13, minWidth: '100%' }}>
            <thead>
              <tr>
                <Box
                  component="th"
                  scope="col"
                  sx={{
                    ...cellSx,
                    position: 'sticky',
                    left: 0,
                    zIndex: 2,
                    bgcolor: 'background.paper',
                    textAlign: 'left',
                  }}
                >
                  Клиент
                </Box>
                {view === 'days'
                  ? days.map((d) => (
                      <Box
                        component="th"
                        scope="col"
                        key={d.date}
                        sx={{
                          ...cellSx,
                          fontWeight: d.today ? 700 : 500,
                          color: d.holiday ? 'error.main' : undefined,
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {dayHeading(d)}
                        {d.holiday && (
                          <Box component="span" sx={{ display: 'block', fontSize: 11, fontWeight: 400 }}>
                            выходной
                          </Box>
                        )}
                      </Box>
                    ))
                  : DAY_SLOTS.map((s) => (
                      <Box
                        component="th"
                        scope="col"
                        key={s.index}
                        sx={{ ...cellSx, minWidth: 64, fontWeight: 500, whiteSpace: 'nowrap' }}
                      >
                        {s.caption}
                      </Box>
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
