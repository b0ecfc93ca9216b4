import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

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
  const pages = Math.ceil(total / pageSize);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {pageRangeCaption(page, pageSize, total)}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          siblingCount={0}
          onChange={(_event, next) => onPage(next)}
          getItemAriaLabel={(type, n) => (type === 'page' ? `Страница ${n}` : type === 'next' ? 'Следующая страница' : type === 'previous' ? 'Предыдущая страница' : type === 'first' ? 'Первая страница' : 'Последняя страница')}
        />
      )}
    </Box>
  );
}
