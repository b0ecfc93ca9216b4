import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import type { NewsCardText } from '@common/rich-text';
import { ConfirmDialog } from './confirm-dialog';
import { ruDayInWords } from '@common/region-time';
import { NewsCardFiles, type NewsCardFile } from './news-card-files';
import { NewsCardFormOnDemand, prefetchNewsCardForm } from './news-card-form-on-demand';
import { RichTextView } from './rich-text-view';

/** A published card as the server sends it, without its files. */
export interface NewsCardContent {
  id: number;
  title: string;
  /** Rich text from the editor, or older plain text. */
  content: string;
  publishedAt: string;
}

/** An administrator's writes of one kind of card (every-mother news, contest announcements); each throws when refused. */
export interface NewsCardWrites {
  update(id: number, text: NewsCardText): Promise<void>;
  remove(id: number): Promise<void>;
  upload(id: number, file: File): Promise<void>;
  deleteFiles(id: number, fileIds: string[]): Promise<void>;
}

/** How one kind of card names itself and its files. */
export interface NewsCardTexts {
  /** The edit form's heading: «Редактирование публикации». */
  editHeading: string;
  /** The delete confirmation's title: «Удалить публикацию?». */
  deleteTitle: string;
  /** The delete confirmation's text for the card's title. */
  deleteText(title: string): string;
  /** The files section's heading: «Файлы», «Документы». */
  filesHeading: string;
  zipCaption?: string;
  /** Said when nothing is attached. Absent: an editor reads «Файлы не приложены.», a reader sees no files section. */
  emptyText?: string;
}

export interface NewsCardWithDocumentsProps {
  card: NewsCardContent;
  files: NewsCardFile[];
  texts: NewsCardTexts;
  /** Where the zip of all files downloads from. */
  zipUrl: string;
  /** 1: the card is the page's main heading; 2: it sits under the heading of a section layout. */
  headingLevel?: 1 | 2;
  /** The server lets the caller edit: «Редактировать», «Удалить» and the files' controls. */
  canEdit?: boolean;
  writes: NewsCardWrites;
  /** After the card is deleted (the page leaves for its list). */
  onDeleted(): void;
  sx?: SxProps<Theme>;
}

/**
 * A news card with its documents: date, title, rich-text content and the files with one zip
 * download; for an editor «Редактировать» (the card's form) and «Удалить» (after a confirmation),
 * and attaching and deleting files.
 */
export function NewsCardWithDocuments({
  card,
  files,
  texts,
  zipUrl,
  headingLevel = 1,
  canEdit = false,
  writes,
  onDeleted,
  sx,
}: NewsCardWithDocumentsProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const main = headingLevel === 1;

  const remove = async () => {
    setBusy(true);
    try {
      await writes.remove(card.id);
      onDeleted();
    } catch {
      // The client showed the server's message; the card stays.
      setBusy(false);
    }
  };

  return (
    <Box component="article" sx={sx}>
      <Typography variant="body2" color="text.secondary">
        {ruDayInWords(card.publishedAt)}
      </Typography>
      <Typography
        component={main ? 'h1' : 'h2'}
        variant={main ? 'h4' : 'h5'}
        gutterBottom
        sx={{ overflowWrap: 'anywhere', ...(main && { fontSize: { xs: '1.5rem', sm: '2rem' } }) }}
      >
        {card.title}
      </Typography>
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            onPointerEnter={prefetchNewsCardForm}
            onFocus={prefetchNewsCardForm}
            onClick={() => setEditing(true)}
          >
            Редактировать
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setDeleting(true)}>
            Удалить
          </Button>
        </Box>
      )}
      <RichTextView content={card.content} sx={{ mb: 3 }} />
      {(files.length > 0 || canEdit || texts.emptyText !== undefined) && (
        <NewsCardFiles
          heading={texts.filesHeading}
          headingComponent={main ? 'h2' : 'h3'}
          zipCaption={texts.zipCaption}
          emptyText={texts.emptyText}
          files={files}
          zipUrl={zipUrl}
          editable={canEdit}
          onUpload={(file) => writes.upload(card.id, file)}
          onDelete={(ids) => writes.deleteFiles(card.id, ids)}
        />
      )}
      {canEdit && (
        <>
          <NewsCardFormOnDemand
            open={editing}
            heading={texts.editHeading}
            initial={{ title: card.title, content: card.content }}
            onClose={() => setEditing(false)}
            onSubmit={async (text) => {
              await writes.update(card.id, text);
              setEditing(false);
            }}
          />
          <ConfirmDialog
            open={deleting}
            title={texts.deleteTitle}
            text={texts.deleteText(card.title)}
            confirmCaption="Удалить"
            busy={busy}
            onConfirm={() => void remove()}
            onClose={() => setDeleting(false)}
          />
        </>
      )}
    </Box>
  );
}
