import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { ReportJobButton } from '@/components/report-job-button';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { useSession } from '@/stores/session';
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS } from '@common/documents/document-kinds';
import { fileUrl, ruDate, useDocuments, type DocumentItem, type DocumentPage, type DocumentQuery } from './api';

/** The list's address: `?kind=decision&search=...&page=2`. */
const DOCUMENT_LIST = listParams<DocumentQuery>()({ search: text(), kind: oneOf(DOCUMENT_KIND_NAMES) });

/** «Мои документы»: one list of every document, a kind and a search kept in the address, paged. */
export function DocumentList() {
  const { query, update } = useListParams(DOCUMENT_LIST);
  const load = useDocuments({
    search: query.search || undefined,
    kind: query.kind,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <ListToolbar
        search={query.search}
        placeholder="Номер, учреждение, услуга"
        onSearch={(search) => update({ search })}
      >
        <TextField
          select
          size="small"
          label="Вид документа"
          value={query.kind ?? ''}
          onChange={(e) => update({ kind: DOCUMENT_KIND_NAMES.find((kind) => kind === e.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: { sm: 320 } }}
        >
          <MenuItem value="">Все документы</MenuItem>
          {DOCUMENT_KIND_NAMES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {DOCUMENT_KINDS[kind]}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить документы."
        onPage={(page) => update({ page })}
      >
        {(page) => <DocumentTable page={page} />}
      </ListResult>
    </>
  );
}

/** Where the document opens and how it downloads: the report job's PDF, a file, or only its card. */
export function DocumentDownload({ row, userId }: { row: DocumentItem; userId: number | null | undefined }) {
  if (row.reportJob)
    return (
      <ReportJobButton
        key={`${userId}-${row.key}`}
        label={row.kind === 'decision' ? 'Уведомление (PDF)' : 'Договор (PDF)'}
        request={row.reportJob}
        userId={userId}
      />
    );
  if (row.file)
    return (
      <Button
        component="a"
        href={fileUrl(row.file.path)}
        download
        size="small"
        variant="outlined"
        startIcon={<DownloadOutlined />}
      >
        {row.file.caption}
      </Button>
    );
  return <Box>—</Box>;
}

const columns = (userId: number | null | undefined): ListColumn<DocumentItem>[] => [
  {
    key: 'title',
    header: 'Документ',
    render: (row) => (
      <>
        {row.cardPath ? (
          <Link component={RouterLink} to={row.cardPath} sx={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Link>
        ) : (
          <Box sx={{ overflowWrap: 'anywhere' }}>{row.title}</Box>
        )}
        <Typography variant="body2" color="text.secondary">
          {[
            row.title.startsWith(row.kindCaption) ? null : row.kindCaption,
            row.recipientFio && `для: ${row.recipientFio}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </>
    ),
  },
  {
    key: 'number',
    header: 'Номер и дата',
    nowrap: true,
    render: (row) => (
      <>
        <Box>№ {row.number}</Box>
        <Typography variant="body2" color="text.secondary">
          от {ruDate(row.date)}
        </Typography>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Статус',
    render: (row) =>
      row.statusCaption ? <Chip size="small" label={row.statusCaption} color={row.tone} /> : <Box>—</Box>,
  },
  {
    key: 'download',
    header: 'Скачать',
    nowrap: true,
    render: (row) => (
      <Stack sx={{ alignItems: 'flex-start' }}>
        <DocumentDownload row={row} userId={userId} />
      </Stack>
    ),
  },
];

/** The rows of one page: a table, or cards on a phone. */
export function DocumentTable({ page }: { page: DocumentPage }) {
  const userId = useSession((s) => s.user?.userId);
  return (
    <ResponsiveList
      label="Документы"
      rows={page.items}
      rowKey={(row) => row.key}
      columns={columns(userId)}
      empty="Документов не найдено."
    />
  );
}
