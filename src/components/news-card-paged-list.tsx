import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { NewsCardText } from '@common/rich-text';
import { useSession } from '@/stores/session';
import { NewsCardAddButton } from './news-card-add-button';
import { NewsSummary } from './news-summary';
import { PagedList } from './paged-list/paged-list';

/** One publication in a list: its title, the first lines of its text and the day it was published. */
export interface NewsCardListItem {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

export interface NewsCardPagedListProps {
  /** The list's heading (h1 or h2, as the page has it). */
  heading: ReactNode;
  /** A line under the heading saying what the list is about. */
  intro?: ReactNode;
  /** What the list's SWR hook answers for the page in the address. */
  load: { data?: { items: NewsCardListItem[]; total: number }; error?: unknown; isLoading: boolean };
  pageSize: number;
  /** '3 объявления', with the right Russian plural. */
  countText(total: number): string;
  emptyText: string;
  /** «Не удалось загрузить объявления. Обновите страницу.» */
  errorText: string;
  /** The heading level of each item: h3 under a section's h2. */
  itemHeading?: 'h2' | 'h3';
  cardPath(id: number): string;
  /** An administrator's «Добавить»: the form's heading and the call that saves the new card. */
  add: { heading: string; create(text: NewsCardText): Promise<number> };
}

/**
 * A paged list of news cards (the subsidy contests, «Каждой маме»): the heading with «Добавить» for
 * an administrator (the server checks again), then the cards with the count and the page switcher.
 */
export function NewsCardPagedList({
  heading,
  intro,
  load: { data, error, isLoading },
  pageSize,
  countText,
  emptyText,
  errorText,
  itemHeading = 'h2',
  cardPath,
  add,
}: NewsCardPagedListProps) {
  const administrator = useSession((s) => s.user?.administrator === true);
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        {heading}
        {administrator && <NewsCardAddButton heading={add.heading} create={add.create} cardPath={cardPath} />}
      </Box>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error ? <Alert severity="error">{errorText}</Alert> : null}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={pageSize}
          countText={countText}
          emptyText={emptyText}
          itemKey={(item) => item.id}
          itemPath={(item) => cardPath(item.id)}
          renderItem={(item) => (
            <NewsSummary
              title={item.title}
              content={item.content}
              publishedAt={item.publishedAt}
              headingComponent={itemHeading}
            />
          )}
        />
      )}
    </>
  );
}
