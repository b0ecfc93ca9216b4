import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '@/components/error-page';

/** Shown when a screen fails to load or throws: the request-processing error page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <ErrorPage
      code="500"
      title="Ошибка обработки запроса"
      text="При обработке запроса произошла ошибка. Попробуйте повторить позже."
    />
  );
}
