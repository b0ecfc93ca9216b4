import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ApiError } from '@/api/client';
import { checkNewsCard, isRichText, NEWS_CARD_LIMITS, plainTextToHtml, type NewsCardText } from '@common/rich-text';
import { RichTextEditor } from './rich-text-editor';

type Errors = Partial<Record<keyof NewsCardText, string>>;

const HINT = 'Заголовки, списки, цитаты и ссылки — кнопками над текстом';

export interface NewsCardFormDialogProps {
  open: boolean;
  /** «Новая публикация», «Редактирование объявления»... */
  heading: string;
  /** The card being edited; empty fields for a new one. */
  initial: NewsCardText;
  /** Saves the card; a refusal of the server (ApiError) shows its field errors, the form stays open. */
  onSubmit: (text: NewsCardText) => Promise<void>;
  onClose: () => void;
}

/** The field errors the server sent with a refusal (400 with `errors`), if any. */
function serverErrors(error: unknown): Errors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const errors = error.refusal?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const texts = new Map<string, unknown>(Object.entries(errors));
  const fields: Errors = {};
  for (const field of ['title', 'content'] as const) {
    const text = texts.get(field);
    if (typeof text === 'string') fields[field] = text;
  }
  return fields;
}

/**
 * The administrator's form of a news card: a title and rich-text content. Checked as the server
 * checks (common/rich-text.ts) before sending; errors sit under their fields.
 */
export function NewsCardFormDialog({ open, heading, initial, onSubmit, onClose }: NewsCardFormDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="news-card-form-title"
    >
      <DialogTitle id="news-card-form-title">{heading}</DialogTitle>
      {/* Mounted while open only: each opening starts from the card as it is. */}
      <NewsCardForm initial={initial} onSubmit={onSubmit} onClose={onClose} saving={saving} setSaving={setSaving} />
    </Dialog>
  );
}

function NewsCardForm({
  initial,
  onSubmit,
  onClose,
  saving,
  setSaving,
}: Pick<NewsCardFormDialogProps, 'initial' | 'onSubmit' | 'onClose'> & {
  saving: boolean;
  setSaving: (value: boolean) => void;
}) {
  const [title, setTitle] = useState(initial.title);
  // Older cards hold plain text: the editor gets it as paragraphs.
  const [content, setContent] = useState(
    initial.content && !isRichText(initial.content) ? plainTextToHtml(initial.content) : initial.content,
  );
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const found = checkNewsCard({ title, content });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSubmit({ title: title.trim(), content });
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent>
        <TextField
          id="news-card-title"
          label="Заголовок"
          required
          fullWidth
          margin="dense"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors(({ title: _fixed, ...rest }) => rest);
          }}
          error={!!errors.title}
          helperText={errors.title ?? `Не более ${NEWS_CARD_LIMITS.title} символов`}
          slotProps={{ htmlInput: { maxLength: NEWS_CARD_LIMITS.title + 50 } }}
        />
        <FormLabel
          htmlFor="news-card-content"
          required
          error={!!errors.content}
          sx={{ display: 'block', mt: 2, mb: 0.5 }}
        >
          Текст
        </FormLabel>
        <RichTextEditor
          id="news-card-content"
          label="Текст"
          value={content}
          onChange={(html) => {
            setContent(html);
            setErrors(({ content: _fixed, ...rest }) => rest);
          }}
          error={!!errors.content}
          helperText={errors.content ?? HINT}
        />
        <FormHelperText id="news-card-content-helper" error={!!errors.content}>
          {errors.content ?? HINT}
        </FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Отмена
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          Сохранить
        </Button>
      </DialogActions>
    </>
  );
}
