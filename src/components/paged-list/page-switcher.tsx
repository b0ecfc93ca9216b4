import Pagination from '@mui/material/Pagination';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PageSwitcherProps {
  /** How many items the whole filter finds. */
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onPage(page: number): void;
  /** Centred under a list of cards (the default), or at the line's end beside a caption. */
  align?: 'center' | 'end';
  sx?: SxProps<Theme>;
}

/** The names a screen reader gives the switcher's buttons. */
export function pageButtonLabel(type: string, page: number | null): string {
  switch (type) {
    case 'page':
      return `Страница ${page}`;
    case 'next':
      return 'Следующая страница';
    case 'previous':
      return 'Предыдущая страница';
    case 'first':
      return 'Первая страница';
    default:
      return 'Последняя страница';
  }
}

/**
 * The page numbers under every paged list of the portal: nothing when everything fits on one page,
 * the current page held within the pages there are, each button named in Russian, one neighbour on
 * each side so that it fits a 360 px phone.
 */
export function PageSwitcher({ total, pageSize, page, onPage, align = 'center', sx }: PageSwitcherProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={[
        { mt: 2, '& ul': { justifyContent: align === 'center' ? 'center' : 'flex-end' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      count={pages}
      page={Math.min(Math.max(page, 1), pages)}
      siblingCount={0}
      onChange={(_event, next: number) => onPage(next)}
      getItemAriaLabel={pageButtonLabel}
      aria-label="Страницы списка"
    />
  );
}
