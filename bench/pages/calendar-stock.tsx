import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { dayHeading, shortName } from '@/features/soc-services/calendar-texts';
import { startCalendarBench, WINDOW, type GridProps } from './calendar-harness';

/**
 * Stock: the same grid (a row per client, a cell per day of the window, the day's records as
 * buttons with their time and service, a «+» to add, the QR button by the name) written with MUI's
 * Table, TableRow, TableCell, Chip, Button and IconButton only, the plain way: the records of a
 * cell picked while rendering, no memoisation.
 */
const noop = () => undefined;

function StockGrid({ clients, records }: GridProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Календарь клиентов">
        <TableHead>
          <TableRow>
            <TableCell>Клиент</TableCell>
            {WINDOW.days.map((d) => (
              <TableCell key={d.date} sx={{ color: d.holiday ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
                {dayHeading(d)}
                {d.holiday && (
                  <Box component="span" sx={{ display: 'block', fontSize: 11 }}>
                    выходной
                  </Box>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((c) => {
            const name = shortName(c);
            return (
              <TableRow key={c.id}>
                <TableCell component="th" scope="row">
                  {name}
                  <Tooltip title="QR-код для записи">
                    <IconButton size="small" onClick={noop} aria-label={`QR-код для записи: ${name}`}>
                      QR
                    </IconButton>
                  </Tooltip>
                </TableCell>
                {WINDOW.days.map((d) => (
                  <TableCell key={d.date} sx={{ bgcolor: d.holiday ? 'grey.100' : undefined, verticalAlign: 'top' }}>
                    {records
                      .filter((r) => r.personId === c.id && r.day === d.date)
                      .map((r) => (
                        <Chip
                          key={r.id}
                          size="small"
                          variant={r.status === 2 ? 'filled' : 'outlined'}
                          color={r.status === 2 ? 'success' : 'primary'}
                          onClick={noop}
                          label={`${r.status === 2 ? '✓ ' : ''}${r.startTime}–${r.endTime} ${r.serviceCaption}`}
                          sx={{ maxWidth: 136, mb: 0.25 }}
                        />
                      ))}
                    {!d.holiday && (
                      <Button size="small" onClick={noop} aria-label={`Записать услугу: ${name}, ${dayHeading(d)}`}>
                        +
                      </Button>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

startCalendarBench('stock', (props) => <StockGrid {...props} />);
