import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@/components/format-money';
import { visuallyHidden } from '@/components/visually-hidden';
import type { PaymentGroup } from './api';
import { MONTH_NAMES, MONTH_SHORT } from './months';

export interface PaymentsChartProps {
  year: number;
  /** The year's payments by measure: each measure is one colour of the month's bar. */
  groups: readonly PaymentGroup[];
}

/** The sum a measure released in each month of the year (index 0: January). */
function byMonth(group: PaymentGroup): number[] {
  const sums = Array.from({ length: 12 }, () => 0);
  for (const p of group.payments) sums[Number(p.dateReleased.slice(5, 7)) - 1] += p.amount;
  return sums.map((sum) => Math.round(sum * 100) / 100);
}

/** '12 тыс.' for the axis: a phone has room for short ticks only. */
const thousands = (value: number) => (value === 0 ? '0' : `${Math.round(value / 1000)} тыс.`);

/**
 * The year's payments by month as stacked bars, one colour per measure (the legend names them), with
 * amounts in the tooltip. The picture is hidden from screen readers; they read the table beside it,
 * with the same sums by month and measure.
 */
export function PaymentsChart({ year, groups }: PaymentsChartProps) {
  const series = groups.map((group) => ({ group, data: byMonth(group) }));
  const totals = MONTH_NAMES.map((_, i) => series.reduce((sum, s) => sum + s.data[i], 0));
  const title = `Выплаты за ${year} год по месяцам`;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby="payments-chart-title">
      <Typography id="payments-chart-title" component="figcaption" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={320}
          xAxis={[{ scaleType: 'band', data: [...MONTH_SHORT], tickLabelMinGap: 2 }]}
          yAxis={[{ valueFormatter: thousands, width: 56 }]}
          series={series.map(({ group, data }) => ({
            id: String(group.mspTypeId),
            label: group.mspName,
            data,
            stack: 'month',
            valueFormatter: (value: number | null) => (value ? formatMoney(value) : null),
          }))}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'start' } } }}
          margin={{ left: 0, right: 8 }}
          // The picture is hidden from assistive technology (the table below reads the same figures), so
          // it takes no keyboard focus either: a focusable element inside aria-hidden is announced as nothing.
          disableKeyboardNavigation
        />
      </Box>
      {/* A table box is not clipped by overflow: the hidden wrapper is a block. */}
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{title}: суммы по мерам поддержки</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Месяц
              </TableCell>
              {groups.map((g) => (
                <TableCell key={g.mspTypeId} component="th" scope="col">
                  {g.mspName}
                </TableCell>
              ))}
              <TableCell component="th" scope="col">
                Всего за месяц
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {MONTH_NAMES.map((month, i) => (
              <TableRow key={month}>
                <TableCell component="th" scope="row">
                  {month}
                </TableCell>
                {series.map(({ group, data }) => (
                  <TableCell key={group.mspTypeId}>{formatMoney(data[i])}</TableCell>
                ))}
                <TableCell>{formatMoney(totals[i])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
