import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ruDate, ruDateTime, type SocContractEvent, type SocContractPaths, type SocContractReport } from './api';
import { EventTimingChip, SocReportStatusChip } from './status-chips';

/** One report in a list: its number (a link), when it was made, its status. */
export function ReportLine({ report, href }: { report: SocContractReport; href: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="soc-report-line"
    >
      <Link component={RouterLink} to={href}>
        Отчёт № {report.number}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {ruDateTime(report.reportCreateTime)}
      </Typography>
      <SocReportStatusChip status={report.status} caption={report.statusCaption} />
    </Stack>
  );
}

/**
 * The adaptation programme: the events in the server's order (by due date, then executor kind), each
 * with its due date, executor and timing (overdue ones in red), and its reports newest first.
 */
export function AdaptationProgramme({
  contractId,
  events,
  paths,
}: {
  contractId: number;
  events: readonly SocContractEvent[];
  paths: SocContractPaths;
}) {
  if (events.length === 0) return <Typography color="text.secondary">В программе нет мероприятий.</Typography>;
  return (
    <Stack
      component="ol"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Программа социальной адаптации"
    >
      {events.map((event) => (
        <Paper
          component="li"
          key={event.id}
          variant="outlined"
          data-testid="soc-event"
          data-timing={event.timing}
          sx={{
            p: 2,
            borderLeftWidth: 4,
            borderLeftColor:
              event.timing === 'overdue' ? 'error.main' : event.timing === 'done' ? 'success.main' : 'divider',
          }}
        >
          <Link component={RouterLink} to={paths.event(contractId, event.id)} sx={{ fontWeight: 500 }}>
            {event.name}
          </Link>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
            <Typography variant="body2">Срок: {ruDate(event.dueDate)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Исполнитель: {event.executorCaption}
            </Typography>
            <EventTimingChip timing={event.timing} caption={event.timingCaption} />
          </Stack>
          {event.socContractReports.length > 0 && (
            <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
              {event.socContractReports.map((report) => (
                <ReportLine key={report.id} report={report} href={paths.report(contractId, report.id)} />
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
