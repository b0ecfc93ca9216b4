import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ActBlock } from '@common/acts/act-definition';
import type { ActSchema, UiSchemaObject } from '@common/acts/act-schema';
import { showAct, type DisplayContext, type ShownBlock } from '@common/acts/display/show-value';
import { ShownFields } from './shown-value';

export interface ActDisplayProps {
  schema: ActSchema;
  uiSchema?: UiSchemaObject;
  blocks: readonly ActBlock[];
  data: Record<string, unknown>;
  /** Captions of server-held lookups by JSON pointer, as the act's read call sends them. */
  captions?: Readonly<Record<string, string>>;
  /** Something beside a block's title (the review's 'Изменить'). */
  blockAction?: (block: ShownBlock) => ReactNode;
  /** The act's signing and its record: the electronic mark and the signer's drawing read with who and when. */
  signing?: DisplayContext['signing'];
}

/**
 * An act read-only, block by block, every value as a person reads it: the review before signing
 * and the signed act both show this, and the PDF prints the same model.
 */
export function ActDisplay({ schema, uiSchema, blocks, data, captions, blockAction, signing }: ActDisplayProps) {
  const shown = useMemo(
    () => showAct({ schema, uiSchema, captions, signing }, blocks, data),
    [schema, uiSchema, captions, blocks, data, signing],
  );
  return (
    <>
      {shown.map((block) => (
        <Paper
          key={block.number}
          component="section"
          variant="outlined"
          sx={{ p: 2, mb: 2 }}
          aria-labelledby={`shown-block-${block.number}`}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="h6" component="h3" id={`shown-block-${block.number}`}>
              {block.number}. {block.title}
            </Typography>
            {blockAction?.(block)}
          </Box>
          <ShownFields fields={block.fields} />
        </Paper>
      ))}
    </>
  );
}
