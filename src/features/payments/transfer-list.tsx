import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/components/format-money';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { groupedAccount } from './account-text';
import { ruDate, type Transfer } from './api';
import { MONTH_NAMES } from './months';

/** Credited 1, returned by the bank 2. */
export const TRANSFER_STATUS_CAPTIONS: Record<number, string> = { 1: 'Зачислено', 2: 'Возвращено банком' };

const COLUMNS: ListColumn<Transfer>[] = [
  {
    key: 'date',
    header: 'Дата перечисления',
    nowrap: true,
    render: (t) => (
      <>
        {ruDate(t.transferredOn)}
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {formatMoney(t.amount)}
        </Typography>
      </>
    ),
  },
  {
    key: 'msp',
    header: 'Мера поддержки',
    render: (t) => (
      <>
        {t.mspName}
        <Typography variant="body2" color="text.secondary">
          за {MONTH_NAMES[Number(t.period.slice(5, 7)) - 1].toLowerCase()} {t.period.slice(0, 4)}
        </Typography>
      </>
    ),
  },
  {
    key: 'account',
    header: 'Счёт зачисления',
    render: (t) => (
      <>
        {groupedAccount(t.bankAccount)}
        <Typography variant="body2" color="text.secondary">
          {t.bankName}
        </Typography>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Состояние',
    render: (t) => (
      <Chip
        size="small"
        label={TRANSFER_STATUS_CAPTIONS[t.status]}
        color={t.status === 1 ? 'success' : 'warning'}
        variant={t.status === 1 ? 'outlined' : 'filled'}
      />
    ),
  },
];

/** The transfers of one page: a table, or cards on a phone (the shared responsive list). */
export function TransferTable({ items }: { items: readonly Transfer[] }) {
  return (
    <ResponsiveList
      label="Перечисления"
      rows={items}
      rowKey={(t) => t.id}
      columns={COLUMNS}
      empty="Перечислений не найдено."
    />
  );
}
