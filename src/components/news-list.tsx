import type { NewsCard } from '@/api/news';
import { NewsSummary } from './news-summary';
import { LinkCardList } from './paged-list/link-card-list';

/** The portal's news as link cards: date, title and the first lines of the text. */
export function NewsList({ items }: { items: NewsCard[] }) {
  return (
    <LinkCardList
      items={items}
      itemKey={(item) => item.id}
      itemPath={(item) => `/news/${item.id}`}
      emptyText="Новостей пока нет."
      renderItem={(item) => <NewsSummary title={item.title} content={item.content} publishedAt={item.publishedAt} />}
    />
  );
}
