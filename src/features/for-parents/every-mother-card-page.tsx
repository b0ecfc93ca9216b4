import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { NewsCardWithDocuments, type NewsCardTexts } from '@/components/news-card-with-documents';
import { useSession } from '@/stores/session';
import { everyMotherFilesUrl, everyMotherWrites, idFrom, useEveryMotherCard } from './api';

/** How a «Каждой маме» publication names itself and its files; a reader sees no files section when none are attached. */
export const EVERY_MOTHER_CARD_TEXTS: NewsCardTexts = {
  editHeading: 'Редактирование публикации',
  deleteTitle: 'Удалить публикацию?',
  deleteText: (title) => `Публикация «${title}» и её файлы будут удалены без возможности восстановления.`,
  filesHeading: 'Файлы',
};

const LIST = '/for-parents/every-mother';

/** /for-parents/every-mother/{id}: one «Каждой маме» card with its files; an administrator edits, deletes and manages files. */
export default function EveryMotherCardPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const { data, error, isLoading } = useEveryMotherCard(id);
  const administrator = useSession((s) => s.user?.administrator === true);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <>
      <BackButton to={LIST} caption="Каждой маме" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить публикацию. Обновите страницу.</Alert>}
      {data && (
        <NewsCardWithDocuments
          card={data}
          files={data.files}
          texts={EVERY_MOTHER_CARD_TEXTS}
          zipUrl={everyMotherFilesUrl(data.id)}
          canEdit={administrator}
          writes={everyMotherWrites}
          onDeleted={() => navigate(LIST, { replace: true })}
          sx={{ maxWidth: 860 }}
        />
      )}
    </>
  );
}
