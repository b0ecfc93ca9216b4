import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
import { ruDate, type ReceivedService, type RenderedService } from './api';

/** The services a citizen receives: service, provider, rate and unit, period and the contract. */
export function ReceivedServiceList({
  rows,
  personId,
}: {
  rows: readonly ReceivedService[];
  personId?: number | null;
}) {
  return (
    <ResponsiveList
      label="Мои услуги"
      rows={rows}
      rowKey={(row) => `${row.contractId}-${row.serviceId}`}
      empty="Услуг по действующим договорам нет."
      columns={[
        {
          key: 'service',
          header: 'Услуга',
          render: (row) => (
            <>
              {row.serviceName}
              {/* A child's or a ward's service names who receives it. */}
              {row.recipientPersonId !== personId && (
                <Typography variant="body2" color="text.secondary">
                  получатель: {row.recipientFio}
                </Typography>
              )}
            </>
          ),
        },
        { key: 'provider', header: 'Поставщик', render: (row) => row.provider },
        {
          key: 'rate',
          header: 'Тариф',
          render: (row) => (
            <>
              {row.rateCaption}
              <Typography variant="body2" color="text.secondary">
                оказано {row.rendered} из {row.quantity}
              </Typography>
            </>
          ),
        },
        {
          key: 'period',
          header: 'Период',
          nowrap: true,
          render: (row) => `${ruDate(row.dateFrom)} — ${ruDate(row.dateTo)}`,
        },
        {
          key: 'contract',
          header: 'Договор',
          render: (row) => (
            <>
              <Link
                component={RouterLink}
                to={`/user/service-contracts/${row.contractId}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                № {row.contractNumber}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {row.contractStatusCaption}
              </Typography>
            </>
          ),
        },
      ]}
    />
  );
}

/** The services an institution renders, with how many recipients receive each under contracts in force. */
export function RenderedServiceList({ rows }: { rows: readonly RenderedService[] }) {
  return (
    <ResponsiveList
      label="Услуги учреждения"
      rows={rows}
      rowKey={(row) => row.serviceId}
      empty="Услуг не найдено."
      columns={[
        { key: 'service', header: 'Услуга', render: (row) => row.serviceName },
        { key: 'rate', header: 'Тариф', render: (row) => row.rateCaption },
        { key: 'recipients', header: 'Получателей', nowrap: true, render: (row) => row.recipients },
        { key: 'contracts', header: 'Действующих договоров', nowrap: true, render: (row) => row.contracts },
      ]}
    />
  );
}
