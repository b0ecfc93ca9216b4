import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { LinkCardList, type LinkCardListProps } from './link-card-list';
import { usePage } from '@/components/list-params/use-list-params';
import { PageSwitcher } from './page-switcher';

export interface PagedListProps<T> extends LinkCardListProps<T> {
  /** How many items the whole filter finds. */
  total: number;
  pageSize: number;
  /** The count with its noun: '12 поставщиков'. */
  countText(total: number): string;
}

/**
 * One page of a list as link cards, with «Найдено: N» above and the page switcher below; the page
 * lives in the URL (`?page=`). Choosing a page scrolls to the top and moves the focus to the count,
 * so a keyboard or screen-reader user starts reading the new page from its beginning.
 */
export function PagedList<T>({ total, pageSize, countText, ...list }: PagedListProps<T>) {
  const [page, setPage] = usePage();
  const count = useRef<HTMLParagraphElement>(null);
  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <Typography ref={count} tabIndex={-1} role="status" color="text.secondary" sx={{ mb: 1, outline: 'none' }}>
        Найдено: {countText(total)}
      </Typography>
      <LinkCardList {...list} />
      <PageSwitcher
        total={total}
        pageSize={pageSize}
        page={page}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
          count.current?.focus({ preventScroll: true });
        }}
      />
      {total > 0 && list.items.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Такой страницы нет: всего страниц {pages}.
        </Alert>
      )}
    </>
  );
}
