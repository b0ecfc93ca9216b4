import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ruDateTime, type ContractCard } from './api';

/** Every action on the contract: when, who (which side), what, and the status it led to. */
export function ContractHistory({ history }: { history: ContractCard['history'] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="История договора, прокручиваемая таблица">
      <Table size="small" aria-label="История договора">
        <TableHead>
          <TableRow>
            <TableCell>Когда</TableCell>
            <TableCell>Кто</TableCell>
            <TableCell>Действие</TableCell>
            <TableCell>Статус</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((h, i) => (
            <TableRow key={i}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{ruDateTime(h.at)}</TableCell>
              <TableCell>
                {h.who ?? '—'} ({h.side === 'person' ? 'получатель услуг' : 'поставщик'})
              </TableCell>
              <TableCell>
                {h.actionCaption}
                {h.note ? `: ${h.note}` : ''}
              </TableCell>
              <TableCell>{h.toStatusCaption}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
