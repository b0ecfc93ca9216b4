import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/visually-hidden';
import type { ContractCard } from './api';

export interface ContractServicesProps {
  services: ContractCard['services'];
  /** The table allows the provider to remove a service now. */
  canRemove: boolean;
  busy?: boolean;
  onRemove: (serviceId: number) => void;
}

/** The services of a contract: rate, unit, volume, rendered; removed ones struck out. */
export function ContractServices({ services, canRemove, busy, onRemove }: ContractServicesProps) {
  return (
    <TableContainer
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Услуги договора, прокручиваемая таблица"
    >
      <Table size="small" aria-label="Услуги договора">
        <TableHead>
          <TableRow>
            <TableCell>Услуга</TableCell>
            <TableCell>Тариф</TableCell>
            <TableCell>Единица</TableCell>
            <TableCell align="right">Объём</TableCell>
            <TableCell align="right">Оказано</TableCell>
            {canRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {services.map((s) => (
            <TableRow
              key={s.serviceId}
              sx={s.removed ? { '& td': { color: 'text.secondary', textDecoration: 'line-through' } } : undefined}
            >
              <TableCell>
                {s.serviceName}
                {s.removed && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (исключена)
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.priceCaption}</TableCell>
              <TableCell>{s.unitCaption ?? '—'}</TableCell>
              <TableCell align="right">{s.quantity}</TableCell>
              <TableCell align="right">{s.rendered}</TableCell>
              {canRemove && (
                <TableCell align="right">
                  {!s.removed && (
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => onRemove(s.serviceId)}
                      aria-label={`Исключить услугу «${s.serviceName}»`}
                    >
                      Исключить
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
