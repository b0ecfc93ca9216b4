import { ErrorPage } from '@/components/error-page';

/** /denied: the user lacks a role for the route. */
export default function DeniedPage() {
  return <ErrorPage code="403" title="Доступ запрещён" text="У вас нет прав для просмотра этой страницы." />;
}
