import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFileSize } from '@/components/format-file-size';
import { NewsCardFiles } from '@/components/news-card-files';
import { NewsCardFormDialog } from '@/components/news-card-form-dialog';
import { RichTextView } from '@/components/rich-text-view';
import { useSession } from '@/stores/session';
import { contestFilesUrl, contestWrites, idFrom, useContestAccess, useContestCard, type ContestCard } from './api';
import { CatalogLayout } from './catalog-layout';
import { formatDay } from './format-day';

/** '1 536 Б', '24 КБ', '1,2 МБ' */
export const formatSize = formatFileSize;

export interface ContestCardViewProps {
  card: ContestCard;
  /** The access call let the caller edit: «Редактировать», «Удалить» and the documents' controls. */
  canEdit?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** An announcement: date, title, text and its documents with one zip download; an editor's actions when allowed. */
export function ContestCardView({ card, canEdit = false, onEdit, onDelete }: ContestCardViewProps) {
  return (
    <Box component="article">
      <Typography variant="body2" color="text.secondary">
        {formatDay(card.publishedAt)}
      </Typography>
      <Typography component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {card.title}
      </Typography>
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
            Редактировать
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
            Удалить
          </Button>
        </Box>
      )}
      <RichTextView content={card.content} sx={{ mb: 2 }} />
      <NewsCardFiles
        heading="Документы"
        headingComponent="h3"
        zipCaption="Скачать документы (ZIP)"
        emptyText="К объявлению не приложены документы."
        files={card.documents}
        zipUrl={contestFilesUrl(card.id)}
        editable={canEdit}
        onUpload={(file) => contestWrites.upload(card.id, file)}
        onDelete={(ids) => contestWrites.deleteFiles(card.id, ids)}
      />
    </Box>
  );
}

/** /services/catalog/subsidy-contests/{id}: one announcement with its documents; an editor changes, deletes and attaches. */
export default function ContestCardPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.user !== null);
  const { data, error, isLoading } = useContestCard(id);
  const canEdit = useContestAccess(id, signedIn).data?.canEdit === true;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) return <Navigate to="/404" replace />;

  const remove = async () => {
    setBusy(true);
    try {
      await contestWrites.remove(id);
      navigate('/services/catalog/subsidy-contests', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <CatalogLayout current="subsidy-contests">
      <BackButton to="/services/catalog/subsidy-contests" caption="К конкурсам субсидий" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить объявление. Обновите страницу.</Alert>}
      {data && <ContestCardView card={data} canEdit={canEdit} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />}
      {data && canEdit && (
        <>
          <NewsCardFormDialog
            open={editing}
            heading="Редактирование объявления"
            initial={{ title: data.title, content: data.content }}
            onClose={() => setEditing(false)}
            onSubmit={async (text) => {
              await contestWrites.update(id, text);
              setEditing(false);
            }}
          />
          <ConfirmDialog
            open={deleting}
            title="Удалить объявление?"
            text={`Объявление «${data.title}» и его документы будут удалены без возможности восстановления.`}
            confirmCaption="Удалить"
            busy={busy}
            onConfirm={() => void remove()}
            onClose={() => setDeleting(false)}
          />
        </>
      )}
    </CatalogLayout>
  );
}
