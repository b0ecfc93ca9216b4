import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePhone } from '../use-phone';

/** One column of a list: its header and what a row shows in it. */
export interface ListColumn<Row> {
  /** Unique within the list. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Keeps the cell on one line on a wide screen (dates, numbers). */
  nowrap?: boolean;
}

export interface ResponsiveListProps<Row> {
  /** The accessible name of the table or of the list of cards («Договоры»). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column heads each card on a phone; the others are label–value pairs under it. */
  columns: readonly ListColumn<Row>[];
  /** Shown when there are no rows. */
  empty: string;
}

/**
 * A list of records that is a table on a wide screen and a column of cards on a phone (below
 * `sm`, where a table of several columns would scroll sideways): the same columns, the first one
 * as the card's title, the others as label and value.
 */
export function ResponsiveList<Row>({ label, rows, rowKey, columns, empty }: ResponsiveListProps<Row>) {
  const phone = usePhone();
  if (phone) return <CardList label={label} rows={rows} rowKey={rowKey} columns={columns} empty={empty} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The phone's form: one card per row. */
function CardList<Row>({ label, rows, rowKey, columns, empty }: ResponsiveListProps<Row>) {
  const [title, ...rest] = columns;
  if (rows.length === 0) return <Typography sx={{ py: 1 }}>{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5, minWidth: 0 }}>
          <Box sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }}>{title.render(row)}</Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 7.5em) minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.75,
            }}
          >
            {rest.map((column) => (
              <Box key={column.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
