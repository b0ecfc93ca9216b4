import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSwitcher } from './page-switcher';

export interface PagedListFooterProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** «Показаны 11–20 из 23»: the range of the page shown and the total. */
export function pageRangeCaption(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Ничего не найдено';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return from > total ? `Всего ${total}` : `Показаны ${from}–${to} из ${total}`;
}

/**
 * The footer of a paged list: which records are shown of how many, and the page numbers (only
 * when there is more than one page), each button named in Russian for a screen reader.
 */
export function PagedListFooter({ page, pageSize, total, onPage }: PagedListFooterProps) {
  return (
    <Box
      sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {pageRangeCaption(page, pageSize, total)}
      </Typography>
      <PageSwitcher total={total} pageSize={pageSize} page={page} onPage={onPage} align="end" sx={{ mt: 0 }} />
    </Box>
  );
}
