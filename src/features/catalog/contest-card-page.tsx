import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { NewsCardWithDocuments, type NewsCardTexts } from '@/components/news-card-with-documents';
import { useSession } from '@/stores/session';
import { contestFilesUrl, contestWrites, idFrom, useContestAccess, useContestCard } from './api';
import { CatalogLayout } from './catalog-layout';

/** How an announcement names itself and its documents. */
export const CONTEST_CARD_TEXTS: NewsCardTexts = {
  editHeading: 'Редактирование объявления',
  deleteTitle: 'Удалить объявление?',
  deleteText: (title) => `Объявление «${title}» и его документы будут удалены без возможности восстановления.`,
  filesHeading: 'Документы',
  zipCaption: 'Скачать документы (ZIP)',
  emptyText: 'К объявлению не приложены документы.',
};

const LIST = '/services/catalog/subsidy-contests';

/** /services/catalog/subsidy-contests/{id}: one announcement with its documents; an editor changes, deletes and attaches. */
export default function ContestCardPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.user !== null);
  const { data, error, isLoading } = useContestCard(id);
  const canEdit = useContestAccess(id, signedIn).data?.canEdit === true;
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <CatalogLayout current="subsidy-contests">
      <BackButton to={LIST} caption="К конкурсам субсидий" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить объявление. Обновите страницу.</Alert>}
      {data && (
        <NewsCardWithDocuments
          card={data}
          files={data.documents}
          texts={CONTEST_CARD_TEXTS}
          zipUrl={contestFilesUrl(data.id)}
          headingLevel={2}
          canEdit={canEdit}
          writes={contestWrites}
          onDeleted={() => navigate(LIST, { replace: true })}
        />
      )}
    </CatalogLayout>
  );
}
