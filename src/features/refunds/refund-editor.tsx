import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { FormErrorsSummary } from '@/components/form-parts/form-errors-summary';
import { formatMoney } from '@/components/format-money';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { fileDownloadUrl, storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { rateUnitCaption } from '@common/rate-units';
import { REFUND_DOCUMENT_KINDS, type RefundDocumentKind } from '@common/refunds/refund-machine';
import type { RefundCard, RefundChanges, RefundDocument, RefundService, RefundServiceChoice } from './api';

const COMMENT_MAX = 2000;
const REQUIRED = 'Обязательное поле';

/** One service line as typed: its volume and recipients are texts until sent. */
export interface ServiceLine {
  serviceId: number;
  caption: string;
  rateUnit: string | null;
  price: number;
  recipients: string;
  quantity: string;
}

/** What the provider types: the page keeps it, so a failed store loses nothing. */
export interface RefundValues {
  comment: string;
  services: ServiceLine[];
  documents: Array<{ kind: RefundDocumentKind; number: string; date: string }>;
  files: StoredFile[];
}

/** The form's values from the services and documents of a request (or of a new one's month). */
export function refundValues(source: {
  comment?: string | null;
  socServices: readonly RefundService[];
  documents: readonly RefundDocument[];
  files?: RefundCard['files'];
}): RefundValues {
  return {
    comment: source.comment ?? '',
    services: source.socServices.map((s) => ({
      serviceId: s.serviceId,
      caption: s.caption,
      rateUnit: s.rateUnit,
      price: s.price,
      recipients: String(s.recipients),
      quantity: String(s.quantity).replace('.', ','),
    })),
    documents: source.documents.map((d) => ({ kind: d.kind, number: d.number, date: d.date })),
    files: (source.files ?? []).map((f) => ({ id: f.id, uri: fileDownloadUrl(f.id), originalFileName: f.name })),
  };
}

const parseNumber = (text: string) => Number(text.trim().replace(/\s/g, '').replace(',', '.'));
const amountOf = (line: ServiceLine) => {
  const quantity = parseNumber(line.quantity);
  return Number.isFinite(quantity) && quantity > 0 ? Math.round(quantity * line.price * 100) / 100 : 0;
};
/** The sum of the lines' amounts as typed. */
export const refundTotal = (values: RefundValues) => values.services.reduce((sum, line) => sum + amountOf(line), 0);

type Errors = Record<string, string>;

/** What is wrong with each field, in the server's words, before anything is sent. */
export function refundErrors(v: RefundValues): Errors {
  const errors: Errors = {};
  v.services.forEach((line, i) => {
    const quantity = parseNumber(line.quantity);
    if (!line.quantity.trim()) errors[`quantity-${i}`] = REQUIRED;
    else if (!Number.isFinite(quantity) || quantity <= 0) errors[`quantity-${i}`] = 'Укажите объём больше нуля';
    else if (quantity > 10_000_000) errors[`quantity-${i}`] = 'Слишком большой объём';
    if (!/^\d{1,6}$/.test(line.recipients.trim())) errors[`recipients-${i}`] = 'Укажите целое число получателей';
  });
  v.documents.forEach((d, i) => {
    if (!d.number.trim()) errors[`number-${i}`] = REQUIRED;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) errors[`date-${i}`] = 'Укажите дату документа';
  });
  if (v.comment.length > COMMENT_MAX) errors.comment = `Максимальное кол-во символов: ${COMMENT_MAX}`;
  return errors;
}

/** The request's content as the server takes it. */
export function refundBody(v: RefundValues): Omit<RefundChanges, 'version'> {
  return {
    ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
    socServices: v.services.map((line) => ({
      serviceId: line.serviceId,
      recipients: Number(line.recipients.trim()),
      quantity: parseNumber(line.quantity),
    })),
    documents: v.documents.map((d) => ({ kind: d.kind, number: d.number.trim(), date: d.date })),
    files: v.files.map((f) => f.id),
  };
}

const labelOf = (key: string, v: RefundValues): string => {
  const [field, index] = key.split('-');
  const i = Number(index);
  if (field === 'quantity') return `Объём: ${v.services[i]?.caption ?? ''}`;
  if (field === 'recipients') return `Получателей: ${v.services[i]?.caption ?? ''}`;
  if (field === 'number') return `Номер документа ${i + 1}`;
  if (field === 'date') return `Дата документа ${i + 1}`;
  return 'Комментарий';
};

export interface RefundEditorProps {
  values: RefundValues;
  onChange: (values: RefundValues) => void;
  /** The institution's services the provider may add. */
  choices: readonly RefundServiceChoice[];
  /** The «storing» state: the button waits, the fields stay as typed. */
  busy?: boolean;
  submitCaption: string;
  onSubmit: (body: Omit<RefundChanges, 'version'>) => void;
}

/**
 * The refund request's content: the services rendered in the month with their recipients, volumes
 * and amounts (price × volume, the server's), the documents that back them, files and a comment.
 * The values live in the page (they survive a failed store); errors are listed at the top and under
 * each field after the first attempt to store.
 */
export function RefundEditor({ values, onChange, choices, busy, submitCaption, onSubmit }: RefundEditorProps) {
  const ids = useId();
  const [tried, setTried] = useState(false);
  const [adding, setAdding] = useState('');
  const errors = tried ? refundErrors(values) : {};
  const set = (patch: Partial<RefundValues>) => onChange({ ...values, ...patch });
  const setLine = (i: number, patch: Partial<ServiceLine>) =>
    set({ services: values.services.map((line, j) => (j === i ? { ...line, ...patch } : line)) });
  const setDocument = (i: number, patch: Partial<RefundValues['documents'][number]>) =>
    set({ documents: values.documents.map((d, j) => (j === i ? { ...d, ...patch } : d)) });
  const addable = choices.filter((c) => !values.services.some((line) => line.serviceId === c.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(refundErrors(values)).length > 0) {
      document.getElementById(`${ids}-summary`)?.focus();
      return;
    }
    onSubmit(refundBody(values));
  };

  // A save while a file is still uploading would store the record without it.
  const [uploading, setUploading] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Заявление на компенсацию"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormErrorsSummary
        id={`${ids}-summary`}
        fieldIdPrefix={ids}
        errors={Object.entries(errors).map(([field, text]) => ({ field, label: labelOf(field, values), text }))}
      />
      <Box component="section" aria-labelledby={`${ids}-services-title`}>
        <Typography variant="h6" component="h2" id={`${ids}-services-title`} gutterBottom>
          Оказанные услуги
        </Typography>
        {values.services.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Услуги не указаны. Добавьте услуги, оказанные в отчётном месяце.
          </Typography>
        )}
        <Stack spacing={1.5}>
          {values.services.map((line, i) => (
            <Paper key={line.serviceId} variant="outlined" sx={{ p: 1.5 }} data-testid="refund-service">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{line.caption}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatMoney(line.price)}
                    {line.rateUnit ? ` за ${rateUnitCaption(line.rateUnit).toLowerCase()}` : ''}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={`Убрать услугу «${line.caption}»`}
                  onClick={() => set({ services: values.services.filter((_l, j) => j !== i) })}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  mt: 1,
                  gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 160px 1fr' },
                  alignItems: 'center',
                }}
              >
                <TextField
                  id={`${ids}-recipients-${i}`}
                  label="Получателей"
                  size="small"
                  value={line.recipients}
                  onChange={(e) => setLine(i, { recipients: e.target.value })}
                  error={!!errors[`recipients-${i}`]}
                  helperText={errors[`recipients-${i}`]}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                />
                <TextField
                  id={`${ids}-quantity-${i}`}
                  label={line.rateUnit ? `Объём, ${rateUnitCaption(line.rateUnit).toLowerCase()}` : 'Объём'}
                  size="small"
                  value={line.quantity}
                  onChange={(e) => setLine(i, { quantity: e.target.value })}
                  error={!!errors[`quantity-${i}`]}
                  helperText={errors[`quantity-${i}`]}
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
                />
                <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, textAlign: { sm: 'right' } }}>
                  Сумма: <b>{formatMoney(amountOf(line))}</b>
                </Typography>
              </Box>
            </Paper>
          ))}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 1.5, alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label="Добавить услугу"
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            sx={{ minWidth: { sm: 360 }, width: { xs: '100%', sm: 'auto' } }}
            disabled={addable.length === 0}
            helperText={addable.length === 0 ? 'Все услуги учреждения уже в заявлении' : undefined}
          >
            {addable.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.caption}
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<AddIcon />}
            disabled={!adding}
            onClick={() => {
              const choice = choices.find((c) => String(c.id) === adding);
              if (!choice) return;
              set({
                services: [
                  ...values.services,
                  {
                    serviceId: choice.id,
                    caption: choice.caption,
                    rateUnit: choice.rateUnit,
                    price: choice.price,
                    recipients: '1',
                    quantity: '',
                  },
                ],
              });
              setAdding('');
            }}
          >
            Добавить
          </Button>
        </Stack>
        <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="refund-total">
          Итого к компенсации: {formatMoney(refundTotal(values))}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby={`${ids}-documents-title`}>
        <Typography variant="h6" component="h2" id={`${ids}-documents-title`} gutterBottom>
          Документы-основания
        </Typography>
        <Stack spacing={1.5}>
          {values.documents.map((d, i) => (
            <Paper
              key={i}
              variant="outlined"
              data-testid="refund-document"
              sx={{
                p: 1.5,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '180px 1fr 180px auto' },
                alignItems: 'flex-start',
              }}
            >
              <TextField
                select
                size="small"
                label="Вид"
                value={d.kind}
                onChange={(e) => setDocument(i, { kind: e.target.value as RefundDocumentKind })}
              >
                {Object.entries(REFUND_DOCUMENT_KINDS).map(([kind, caption]) => (
                  <MenuItem key={kind} value={kind}>
                    {caption}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id={`${ids}-number-${i}`}
                size="small"
                label="Номер"
                value={d.number}
                onChange={(e) => setDocument(i, { number: e.target.value })}
                error={!!errors[`number-${i}`]}
                helperText={errors[`number-${i}`]}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                id={`${ids}-date-${i}`}
                size="small"
                type="date"
                label="Дата"
                value={d.date}
                onChange={(e) => setDocument(i, { date: e.target.value })}
                error={!!errors[`date-${i}`]}
                helperText={errors[`date-${i}`]}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <IconButton
                sx={{ justifySelf: 'end' }}
                aria-label={`Убрать документ ${i + 1}`}
                onClick={() => set({ documents: values.documents.filter((_d, j) => j !== i) })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Paper>
          ))}
        </Stack>
        <Button
          sx={{ mt: 1 }}
          startIcon={<AddIcon />}
          onClick={() => set({ documents: [...values.documents, { kind: 'contract', number: '', date: '' }] })}
        >
          Добавить документ
        </Button>
      </Box>

      <FileUploadField
        id={`${ids}-files`}
        label="Файлы (акты оказанных услуг, реестры получателей)"
        value={values.files}
        onChange={(files) => set({ files: storedFiles(files) })}
        onUploadingChange={setUploading}
      />
      <TextField
        id={`${ids}-comment`}
        label="Комментарий"
        multiline
        minRows={2}
        value={values.comment}
        onChange={(e) => set({ comment: e.target.value })}
        error={!!errors.comment}
        helperText={errors.comment}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy || uploading}>
          {busy ? 'Сохранение…' : uploading ? WIDGET_TEXTS.waitForUploads : submitCaption}
        </Button>
      </Box>
    </Box>
  );
}
