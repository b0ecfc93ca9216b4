import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSession } from '@/stores/session';
import { ruDate, STATUS_COLORS, useReportList } from './api';

/** /user/guardianReport: the reports with their status; a guardian starts a new one here. */
export default function ReportListPage() {
  const user = useSession((s) => s.user);
  const { data, error, isLoading } = useReportList();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Отчёты опекуна
      </Typography>
      {user?.publicPerson && (
        <Button variant="contained" component={RouterLink} to="/user/guardian-report-first-block" sx={{ mb: 2 }}>
          Новый отчёт
        </Button>
      )}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить отчёты.</Alert>}
      {data && (
        // On a phone the table scrolls inside its own box; the page keeps its width.
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Отчёты опекуна">
            <TableHead>
              <TableRow>
                <TableCell>№</TableCell>
                <TableCell>Подопечный</TableCell>
                <TableCell>Период</TableCell>
                <TableCell>Статус</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.number}</TableCell>
                  <TableCell>{r.wardCaption}</TableCell>
                  <TableCell>
                    {ruDate(r.periodFrom)} — {ruDate(r.periodTo)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={r.statusCaption} color={r.status ? STATUS_COLORS[r.status] : 'default'} />
                    {r.statusNote && (
                      <Typography variant="body2" color="text.secondary">
                        {r.statusNote}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" component={RouterLink} to={`/user/guardian-report-card/${r.id}`}>
                      Открыть
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Отчётов пока нет.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
