import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ruDateTime } from '@common/region-time';
import { ROLE_CAPTIONS } from '@common/roles';
import { useImpersonationLog, type LogPage } from './api';

const KIND: Record<string, string> = {
  person: 'как гражданин',
  representative: 'как представитель',
  'institution-role': 'как сотрудник',
};

/** What an entry says the admin did. */
export function logAction(row: LogPage['items'][number]): string {
  if (row.action === 'stop') return 'Завершил вход от имени';
  const role = row.institutionRole ? ` (${ROLE_CAPTIONS[row.institutionRole]?.toLowerCase() ?? ''})` : '';
  return `Вошёл ${KIND[row.kind ?? ''] ?? ''}${role}`.trim();
}

/** The impersonation audit: who acted as whom, when; newest first. */
export function ImpersonationLog() {
  const [page, setPage] = useState(0);
  const pageSize = 10;
  const { data } = useImpersonationLog(page + 1, pageSize);
  return (
    <Paper variant="outlined">
      {/* Focusable, so a keyboard can scroll the table on a narrow screen. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="log-heading">
        <Table size="small" aria-labelledby="log-heading">
          <TableHead>
            <TableRow>
              <TableCell>Когда</TableCell>
              <TableCell>Кто</TableCell>
              <TableCell>Действие</TableCell>
              <TableCell>От чьего имени</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.items ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{ruDateTime(row.at)}</TableCell>
                <TableCell>
                  {row.adminCaption} ({row.adminLogin})
                </TableCell>
                <TableCell>{logAction(row)}</TableCell>
                <TableCell>{row.targetCaption ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.total === 0 && <Typography sx={{ p: 2 }}>Входов от имени других пользователей не было.</Typography>}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        onPageChange={(_e, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
        getItemAriaLabel={(type) =>
          type === 'next'
            ? 'Следующая страница'
            : type === 'previous'
              ? 'Предыдущая страница'
              : type === 'first'
                ? 'Первая страница'
                : 'Последняя страница'
        }
      />
    </Paper>
  );
}
