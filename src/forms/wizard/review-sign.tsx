import { useContext, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentWords, type ActBlock, type ActDefinition } from '@common/acts/act-definition';
import type { ActSchema, UiSchemaObject } from '@common/acts/act-schema';
import {
  drawingRequired,
  drawnSignature,
  signatureKindText,
  signingBlock,
  signingStamp,
  type SigningRecord,
} from '@common/acts/signing';
import { getPointer } from '@common/acts/computed';
import { ActDefinitionContext } from './act-context';
import { ActDisplay } from '@/forms/display/act-display';
import { UNFILLED_BLOCKS_LEAD } from '@common/acts/required-blocks';

export interface ReviewSignProps {
  schema: ActSchema;
  /** Widgets and field order: how values read (money, scales) and in what order. */
  uiSchema?: UiSchemaObject;
  /** Captions of server-held lookups by JSON pointer (places, a ward), sent with the act. */
  captions?: Readonly<Record<string, string>>;
  blocks: ActBlock[];
  data: Record<string, unknown>;
  /** When the act was signed; 'locked' for a document closed to changes without a signature of its own. */
  signedAt: string | null;
  /** Who signed and how, once signed: the stamp under the title. */
  record?: SigningRecord | null;
  /** Blocks with changes not yet saved: signing waits for them. */
  unsaved: number[];
  /** Required blocks not filled yet: signing is refused, listing them as links. */
  unfilled?: ActBlock[];
  busy: boolean;
  onEdit: (block: number) => void;
  /** Signs: with the drawing on the signer's line, or (`confirm`) a simple electronic signature. */
  onSign: (signature: { confirm?: boolean }) => void;
}

/**
 * 'Проверьте данные': every block read-only with 'Изменить', then signing, once. The signer drew
 * their signature where the document has it (act.json `signing.line`): 'Подписать' signs with that
 * drawing, shown here; where the act lets the line stay undrawn, a ticked simple electronic
 * signature stands for it. A signed document opens here, with the stamp naming who signed and when.
 */
export function ReviewSign({
  schema,
  uiSchema,
  captions,
  blocks,
  data,
  signedAt,
  record,
  unsaved,
  unfilled = [],
  busy,
  onEdit,
  onSign,
}: ReviewSignProps) {
  const definition = useContext(ActDefinitionContext) ?? undefined;
  const words = documentWords(definition ?? {});
  const signed = useMemo(
    () => (signedAt && signedAt !== 'locked' ? (record ?? { signedAt, signatureKind: null, signer: null }) : null),
    [signedAt, record],
  );
  const signing = useMemo(() => ({ declared: definition?.signing, record: signed }), [definition, signed]);
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {signedAt ? words.signedDocument : 'Проверьте данные'}
      </Typography>
      {signed && <SigningStamp record={signed} />}
      <ActDisplay
        schema={schema}
        uiSchema={uiSchema}
        blocks={blocks}
        data={data}
        captions={captions}
        signing={signing}
        blockAction={(block) =>
          !signedAt && (
            <Button size="small" onClick={() => onEdit(block.number)} aria-label={`Изменить блок ${block.number}`}>
              Изменить
            </Button>
          )
        }
      />
      {!signedAt && (
        <SigningPanel
          definition={definition}
          schema={schema}
          data={data}
          unsaved={unsaved}
          unfilled={unfilled}
          busy={busy}
          onEdit={onEdit}
          onSign={onSign}
        />
      )}
    </>
  );
}

/** «Документ подписан: Петрова Анна Сергеевна, специалист …, 28.11.2026 14:05 (МСК+2)», as the PDF ends. */
function SigningStamp({ record }: { record: SigningRecord }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 500 }}>{signingStamp(record)}</Typography>
      {record.signatureKind && (
        <Typography variant="body2" color="text.secondary">
          Подпись: {signatureKindText(record.signatureKind)}
        </Typography>
      )}
    </Box>
  );
}

interface SigningPanelProps {
  definition: ActDefinition | undefined;
  schema: ActSchema;
  data: Record<string, unknown>;
  unsaved: number[];
  unfilled: ActBlock[];
  busy: boolean;
  onEdit: (block: number) => void;
  onSign: (signature: { confirm?: boolean }) => void;
}

/** 'Подписание': the drawing the signer made in their block, or the tick of a simple electronic signature. */
function SigningPanel({ definition, schema, data, unsaved, unfilled, busy, onEdit, onSign }: SigningPanelProps) {
  const [confirm, setConfirm] = useState(false);
  const drawing = definition ? drawnSignature(definition, data) : undefined;
  const line = definition?.signing && getPointer(data, definition.signing.line);
  const signer = line && typeof line === 'object' && 'signer' in line ? String(line.signer ?? '') : '';
  const block = definition ? signingBlock(definition) : undefined;
  const mustDraw = !!definition && drawingRequired(definition, schema);
  const waiting = busy || unsaved.length > 0 || unfilled.length > 0;
  // An anchor, not a button: in a sentence it wraps as text does (to the block's part of the review without script).
  const toBlock = block && (
    <Link
      href={`#shown-block-${block.number}`}
      onClick={(event) => {
        event.preventDefault();
        onEdit(block.number);
      }}
    >
      в блоке {block.number} «{block.title}»
    </Link>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="signing-title">
      <Typography variant="h6" component="h3" id="signing-title" gutterBottom>
        Подписание
      </Typography>
      {unfilled.length > 0 && <UnfilledBlocks blocks={unfilled} onEdit={onEdit} />}
      {unsaved.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Сначала сохраните блоки: {unsaved.join(', ')}.
        </Alert>
      )}
      <Stack spacing={2}>
        {drawing ? (
          <>
            <Typography>Документ будет подписан подписью, нарисованной {toBlock}:</Typography>
            <Box
              component="img"
              src={drawing}
              alt={signer ? `Подпись: ${signer}` : 'Нарисованная подпись'}
              sx={{
                display: 'block',
                maxWidth: 320,
                width: '100%',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          </>
        ) : mustDraw ? (
          <Alert severity="info">Чтобы подписать, нарисуйте свою подпись {toBlock} и сохраните блок.</Alert>
        ) : (
          <>
            {block && <Typography>Нарисуйте подпись {toBlock} или подпишите простой электронной подписью:</Typography>}
            <FormControlLabel
              control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
              label="Подтверждаю достоверность сведений простой электронной подписью"
            />
          </>
        )}
        <Box>
          <Button
            variant="contained"
            disabled={waiting || (!drawing && (mustDraw || !confirm))}
            onClick={() => onSign(drawing ? {} : { confirm: true })}
          >
            Подписать
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Why signing is refused: the required blocks still to fill, each a link to its block. */
function UnfilledBlocks({ blocks, onEdit }: { blocks: ActBlock[]; onEdit: (block: number) => void }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      {UNFILLED_BLOCKS_LEAD}:
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {blocks.map((block) => (
          <li key={block.number}>
            <Link
              component="button"
              type="button"
              onClick={() => onEdit(block.number)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {block.number}. {block.title}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
