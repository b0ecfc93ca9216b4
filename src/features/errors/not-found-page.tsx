import { ErrorPage } from '@/components/error-page';

/** /404: unknown paths lead here. */
export default function NotFoundPage() {
  return (
    <ErrorPage code="404" title="Страница не найдена" text="Запрошенная страница не существует или была перемещена." />
  );
}
