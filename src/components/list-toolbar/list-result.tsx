import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { PagedListFooter } from '../paged-list/paged-list-footer';
import { LIST_PAGE_SIZE } from './use-list-query';

/** What a list's SWR hook answers: the page once loaded, a failure, and whether the first load is under way. */
export interface ListLoad<P extends { total: number }> {
  data?: P;
  error?: unknown;
  isLoading: boolean;
}

export interface ListResultProps<P extends { total: number }> {
  load: ListLoad<P>;
  /** The page the address asks for (1-based). */
  page: number;
  /** «Не удалось загрузить договоры.» */
  errorText: string;
  onPage(page: number): void;
  /** The rows of a loaded page. */
  children(page: P): ReactNode;
}

/**
 * The body under a list's toolbar: a progress bar while the first page loads, the failure in
 * Russian, the rows and the footer with the range and the page numbers. While another page or
 * filter loads, the previous rows stay in place (the hooks keep the previous data).
 */
export function ListResult<P extends { total: number }>({
  load: { data, error, isLoading },
  page,
  errorText,
  onPage,
  children,
}: ListResultProps<P>) {
  return (
    <>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error ? <Alert severity="error">{errorText}</Alert> : null}
      {data && (
        <>
          {children(data)}
          <PagedListFooter page={page} pageSize={LIST_PAGE_SIZE} total={data.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
