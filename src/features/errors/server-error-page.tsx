import { ErrorPage } from '@/components/error-page';

/** /500: request-processing error, try again later. */
export default function ServerErrorPage() {
  return (
    <ErrorPage
      code="500"
      title="Ошибка обработки запроса"
      text="При обработке запроса произошла ошибка. Попробуйте повторить позже."
    />
  );
}
