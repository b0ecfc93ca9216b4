import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { SocialContractStatus } from '@common/soc-contracts/social-contract-machine';
import { ruDate, useSocContract, type SocContractCard, type SocContractEvent, type SocContractPaths } from './api';
import { ReportLine } from './programme';
import { EventTimingChip } from './status-chips';

/** Whether the citizen may add a report on the event now: their contract in force, the event not done. */
export const mayAddReport = (card: SocContractCard, event: SocContractEvent) =>
  card.side === 'person' && card.status === SocialContractStatus.Approved && event.timing !== 'done';

/** An event of the programme: what, when, who carries it out, its timing, its reports newest first, «Добавить отчёт». */
export function EventDetails({
  card,
  event,
  paths,
}: {
  card: SocContractCard;
  event: SocContractEvent;
  paths: SocContractPaths;
}) {
  return (
    <>
      <Typography variant="overline" component="p" color="text.secondary">
        Мероприятие социального контракта № {card.number}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {event.name}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack spacing={1}>
          <Typography>Срок: {ruDate(event.dueDate)}</Typography>
          <Typography>Исполнитель: {event.executorCaption}</Typography>
          {event.doneOn && <Typography>Выполнено: {ruDate(event.doneOn)}</Typography>}
          <Box>
            <EventTimingChip timing={event.timing} caption={event.timingCaption} />
          </Box>
        </Stack>
      </Paper>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          Отчёты
        </Typography>
        {mayAddReport(card, event) && (
          <Button
            component={RouterLink}
            to={paths.newReport(card.id, event.id)}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            Добавить отчёт
          </Button>
        )}
      </Stack>
      {event.socContractReports.length === 0 ? (
        <Typography color="text.secondary">Отчётов по мероприятию ещё нет.</Typography>
      ) : (
        <Stack spacing={1.5} aria-label="Отчёты по мероприятию" data-testid="soc-event-reports">
          {event.socContractReports.map((report) => (
            <Paper key={report.id} variant="outlined" sx={{ p: 2 }}>
              <ReportLine report={report} href={paths.report(card.id, report.id)} />
              {report.text && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {report.text}
                </Typography>
              )}
              {report.reviewComment && (
                <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
                  Комментарий учреждения: {report.reviewComment}
                </Typography>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}

/** The event's screen: the card loaded, the event found in it. */
export function EventView({
  contractId,
  eventId,
  paths,
}: {
  contractId: number;
  eventId: number;
  paths: SocContractPaths;
}) {
  const { data: card, error, isLoading } = useSocContract(contractId);
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  const event = card?.events.find((e) => e.id === eventId);
  if (error || !card || !event) return <Alert severity="error">Мероприятие не найдено или недоступно.</Alert>;
  return <EventDetails card={card} event={event} paths={paths} />;
}
