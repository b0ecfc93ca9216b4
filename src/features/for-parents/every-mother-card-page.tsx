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
import { NewsCardFiles } from '@/components/news-card-files';
import { NewsCardFormDialog } from '@/components/news-card-form-dialog';
import { RichTextView } from '@/components/rich-text-view';
import { useSession } from '@/stores/session';
import { everyMotherFilesUrl, everyMotherWrites, formatDay, idFrom, useEveryMotherCard } from './api';

/** /for-parents/every-mother/{id}: one «Каждой маме» card with its files; an administrator edits, deletes and manages files. */
export default function EveryMotherCardPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const { data, error, isLoading } = useEveryMotherCard(id);
  const administrator = useSession((s) => s.user?.administrator === true);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) return <Navigate to="/404" replace />;

  const remove = async () => {
    setBusy(true);
    try {
      await everyMotherWrites.remove(id);
      navigate('/for-parents/every-mother', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <>
      <BackButton to="/for-parents/every-mother" caption="Каждой маме" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить публикацию. Обновите страницу.</Alert>}
      {data && (
        <Box component="article" sx={{ maxWidth: 860 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDay(data.publishedAt)}
          </Typography>
          <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          {administrator && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Редактировать
              </Button>
              <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setDeleting(true)}>
                Удалить
              </Button>
            </Box>
          )}
          <RichTextView content={data.content} sx={{ mb: 3 }} />
          {(data.files.length > 0 || administrator) && (
            <NewsCardFiles
              heading="Файлы"
              files={data.files}
              zipUrl={everyMotherFilesUrl(id)}
              editable={administrator}
              onUpload={(file) => everyMotherWrites.upload(id, file)}
              onDelete={(ids) => everyMotherWrites.deleteFiles(id, ids)}
            />
          )}
          {administrator && (
            <>
              <NewsCardFormDialog
                open={editing}
                heading="Редактирование публикации"
                initial={{ title: data.title, content: data.content }}
                onClose={() => setEditing(false)}
                onSubmit={async (text) => {
                  await everyMotherWrites.update(id, text);
                  setEditing(false);
                }}
              />
              <ConfirmDialog
                open={deleting}
                title="Удалить публикацию?"
                text={`Публикация «${data.title}» и её файлы будут удалены без возможности восстановления.`}
                confirmCaption="Удалить"
                busy={busy}
                onConfirm={() => void remove()}
                onClose={() => setDeleting(false)}
              />
            </>
          )}
        </Box>
      )}
    </>
  );
}
