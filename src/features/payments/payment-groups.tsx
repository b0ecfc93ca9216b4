import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/components/format-money';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { ruDate, type PaymentGroup } from './api';
import { MONTH_NAMES } from './months';

type Payment = PaymentGroup['payments'][number];

const COLUMNS: ListColumn<Payment>[] = [
  { key: 'released', header: 'Дата выплаты', nowrap: true, render: (p) => ruDate(p.dateReleased) },
  {
    key: 'period',
    header: 'За период',
    render: (p) => `${MONTH_NAMES[Number(p.period.slice(5, 7)) - 1]} ${p.period.slice(0, 4)}`,
  },
  { key: 'amount', header: 'Сумма', nowrap: true, render: (p) => formatMoney(p.amount) },
];

/** One measure of social support: its name, the year's sum and each payment with its date and amount. */
export function PaymentGroupCard({ group }: { group: PaymentGroup }) {
  const headingId = `msp-${group.mspTypeId}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {group.mspName}
        </Typography>
        <Typography sx={{ whiteSpace: 'nowrap' }}>
          Итого: <b>{formatMoney(group.total)}</b>
        </Typography>
      </Stack>
      <ResponsiveList
        label={`Выплаты: ${group.mspName}`}
        rows={group.payments}
        rowKey={(p) => p.id}
        columns={COLUMNS}
        empty="Выплат не было."
      />
    </Paper>
  );
}

/** The year's payments grouped by measure, or the text that there were none. */
export function PaymentGroups({ groups }: { groups: readonly PaymentGroup[] }) {
  if (groups.length === 0) return <Typography>В этом году выплат не было.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {groups.map((group) => (
        <PaymentGroupCard key={group.mspTypeId} group={group} />
      ))}
    </Box>
  );
}
