import Pagination from '@mui/material/Pagination';

/** Page numbers under a list, named in Russian for screen readers. */
export function Paging({ total, pageSize, page, onPage }: { total: number; pageSize: number; page: number; onPage(page: number): void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
      count={pages}
      page={Math.min(page, pages)}
      siblingCount={0}
      onChange={(_, next) => {
        onPage(next);
        window.scrollTo({ top: 0 });
      }}
      getItemAriaLabel={(type, n) => (type === 'page' ? `Страница ${n}` : type === 'next' ? 'Следующая страница' : type === 'previous' ? 'Предыдущая страница' : type === 'first' ? 'Первая страница' : 'Последняя страница')}
    />
  );
}
