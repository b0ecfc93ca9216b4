import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckInContract } from './api';
import { ArrivedChip, MembersList, tourDays } from './check-in-parts';

/** The contracts of a day by tour, in the order the server gave them. */
function byTour(rows: readonly CheckInContract[]) {
  const groups = new Map<number, CheckInContract[]>();
  for (const row of rows) groups.set(row.tour.id, [...(groups.get(row.tour.id) ?? []), row]);
  return [...groups.values()];
}

const people = (rows: readonly CheckInContract[]) => rows.reduce((n, r) => n + r.members.length, 0);

/** One contract of the day: the tourists and their arrival, or the button that records it. */
export function CheckInRow({
  contract,
  busy,
  onCheckIn,
}: {
  contract: CheckInContract;
  busy: boolean;
  onCheckIn: (contract: CheckInContract) => void;
}) {
  return (
    <Card variant="outlined" data-testid={`check-in-${contract.contractId}`}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {contract.holder}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Договор № {contract.number}, участников: {contract.members.length}
          </Typography>
          <MembersList members={contract.members} />
        </Box>
        <Box sx={{ flex: '0 0 auto' }}>
          {contract.checkedInAt ? (
            <ArrivedChip at={contract.checkedInAt} />
          ) : contract.canCheckIn ? (
            <Button variant="contained" disabled={busy} onClick={() => onCheckIn(contract)}>
              Отметить прибытие
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 280 }}>
              {contract.refusal}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The operator's tourists of a day, by tour: who has arrived and who has not. */
export function CheckInList({
  rows,
  dayCaption,
  busyId,
  onCheckIn,
}: {
  rows: readonly CheckInContract[];
  dayCaption: string;
  busyId: number | null;
  onCheckIn: (contract: CheckInContract) => void;
}) {
  if (rows.length === 0) return <Alert severity="info">На {dayCaption} туристов по действующим договорам нет</Alert>;
  return (
    <Stack spacing={3}>
      {byTour(rows).map((group) => {
        const tour = group[0].tour;
        const arrived = people(group.filter((r) => r.checkedInAt));
        return (
          <Stack spacing={1} component="section" key={tour.id} aria-label={tour.name}>
            <Typography variant="h6" component="h2">
              {tour.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {tourDays(tour.dateFrom, tour.dateTo)} · туристов: {people(group)}, прибыли: {arrived}
            </Typography>
            {group.map((contract) => (
              <CheckInRow
                key={contract.contractId}
                contract={contract}
                busy={busyId === contract.contractId}
                onCheckIn={onCheckIn}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
