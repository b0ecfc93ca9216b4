import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
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
        <ResponsiveList
          label="Отчёты опекуна"
          rows={data}
          rowKey={(r) => r.id}
          empty="Отчётов пока нет."
          columns={[
            {
              key: 'number',
              header: '№',
              nowrap: true,
              render: (r) => (
                <Link component={RouterLink} to={`/user/guardian-report-card/${r.id}`}>
                  {r.number}
                </Link>
              ),
            },
            { key: 'ward', header: 'Подопечный', render: (r) => r.wardCaption },
            {
              key: 'period',
              header: 'Период',
              nowrap: true,
              render: (r) => `${ruDate(r.periodFrom)} — ${ruDate(r.periodTo)}`,
            },
            {
              key: 'status',
              header: 'Статус',
              render: (r) => (
                <>
                  <Chip size="small" label={r.statusCaption} color={r.status ? STATUS_COLORS[r.status] : 'default'} />
                  {r.statusNote && (
                    <Typography variant="body2" color="text.secondary">
                      {r.statusNote}
                    </Typography>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
