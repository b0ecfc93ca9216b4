import { useContext, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentWords, type ActBlock } from '@common/acts/act-definition';
import { ActDefinitionContext } from './act-context';
import type { ActSchema } from '@common/acts/act-schema';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import type { WidgetProps } from '@rjsf/utils';
import type { UiSchemaObject } from '@common/acts/act-schema';
import { ruDateTime } from '@common/acts/display/format';
import { ActDisplay } from '@/forms/display/act-display';
import { UNFILLED_BLOCKS_LEAD } from '@common/acts/required-blocks';

/** The drawn signature is wanted only at the end of an act: downloaded with the review, not with the card. */
const SignaturePadWidget = onDemand(() =>
  import('@/forms/widgets/signature-pad/signature-pad-widget').then((module) => module.SignaturePadWidget),
);

/** Starts downloading what the review shows beyond the card (the person is heading for it). */
export const prefetchReview = SignaturePadWidget.prefetch;

export interface ReviewSignProps {
  schema: ActSchema;
  /** Widgets and field order: how values read (money, scales) and in what order. */
  uiSchema?: UiSchemaObject;
  /** Captions of server-held lookups by JSON pointer (places, a ward), sent with the act. */
  captions?: Readonly<Record<string, string>>;
  blocks: ActBlock[];
  data: Record<string, unknown>;
  signedAt: string | null;
  /** Blocks with changes not yet saved: signing waits for them. */
  unsaved: number[];
  /** Required blocks not filled yet: signing is refused, listing them as links. */
  unfilled?: ActBlock[];
  busy: boolean;
  onEdit: (block: number) => void;
  onSign: (signature: { image?: string; confirm?: boolean }) => void;
}

/** 'Проверьте данные': every block read-only with 'Изменить', then signing (drawn or simple electronic). */
export function ReviewSign({
  schema,
  uiSchema,
  captions,
  blocks,
  data,
  signedAt,
  unsaved,
  unfilled = [],
  busy,
  onEdit,
  onSign,
}: ReviewSignProps) {
  const [image, setImage] = useState<string | undefined>();
  const [confirm, setConfirm] = useState(false);
  const definition = useContext(ActDefinitionContext);
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {signedAt ? documentWords(definition ?? {}).signedDocument : 'Проверьте данные'}
      </Typography>
      {signedAt && signedAt !== 'locked' && <Typography sx={{ mb: 2 }}>Подписан {ruDateTime(signedAt)}</Typography>}
      <ActDisplay
        schema={schema}
        uiSchema={uiSchema}
        blocks={blocks}
        data={data}
        captions={captions}
        blockAction={(block) =>
          !signedAt && (
            <Button size="small" onClick={() => onEdit(block.number)} aria-label={`Изменить блок ${block.number}`}>
              Изменить
            </Button>
          )
        }
      />
      {!signedAt && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            Подписание
          </Typography>
          {unfilled.length > 0 && <UnfilledBlocks blocks={unfilled} onEdit={onEdit} />}
          {unsaved.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Сначала сохраните блоки: {unsaved.join(', ')}.
            </Alert>
          )}
          <Stack spacing={2}>
            {/* Should the pad fail to download, signing with the checkbox below still works. */}
            <OnDemandPart>
              <SignaturePadWidget
                {...({
                  id: 'act-signature',
                  name: 'act-signature',
                  label: 'Подпись (нарисуйте)',
                  value: image,
                  onChange: setImage,
                  onBlur: () => {},
                  onFocus: () => {},
                  rawErrors: [],
                  options: {},
                  schema: {},
                } as unknown as WidgetProps)}
              />
            </OnDemandPart>
            <FormControlLabel
              control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
              label="Подтверждаю достоверность сведений простой электронной подписью"
            />
            <Box>
              <Button
                variant="contained"
                disabled={busy || unsaved.length > 0 || unfilled.length > 0 || (!image && !confirm)}
                onClick={() => onSign(image ? { image } : { confirm: true })}
              >
                Подписать
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </>
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
