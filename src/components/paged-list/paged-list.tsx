import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { LinkCardList, type LinkCardListProps } from './link-card-list';
import { usePageParam } from './use-page-param';

export interface PagedListProps<T> extends LinkCardListProps<T> {
  /** How many items the whole filter finds. */
  total: number;
  pageSize: number;
  /** The count with its noun: '12 поставщиков'. */
  countText(total: number): string;
}

const itemLabel = (type: string, page: number | null) =>
  type === 'page' ? `Страница ${page}` : type === 'next' ? 'Следующая страница' : type === 'previous' ? 'Предыдущая страница' : type === 'first' ? 'Первая страница' : 'Последняя страница';

/**
 * One page of a list as link cards, with «Найдено: N» above and the page switcher below; the page
 * lives in the URL (`?page=`). Choosing a page scrolls to the top and moves the focus to the count,
 * so a keyboard or screen-reader user starts reading the new page from its beginning.
 */
export function PagedList<T>({ total, pageSize, countText, ...list }: PagedListProps<T>) {
  const [page, setPage] = usePageParam();
  const count = useRef<HTMLParagraphElement>(null);
  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <Typography ref={count} tabIndex={-1} role="status" color="text.secondary" sx={{ mb: 1, outline: 'none' }}>
        Найдено: {countText(total)}
      </Typography>
      <LinkCardList {...list} />
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
          count={pages}
          page={Math.min(page, pages)}
          siblingCount={0}
          onChange={(_, next: number) => {
            setPage(next);
            window.scrollTo({ top: 0 });
            count.current?.focus({ preventScroll: true });
          }}
          getItemAriaLabel={itemLabel}
          aria-label="Страницы списка"
        />
      )}
      {total > 0 && list.items.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Такой страницы нет: всего страниц {pages}.
        </Alert>
      )}
    </>
  );
}
