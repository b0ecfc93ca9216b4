import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ActBlock } from '@common/acts/act-definition';

/** The state shown beside each block (FORMS-UX.md). */
export type BlockState = 'empty' | 'progress' | 'saved' | 'error';

export const BLOCK_STATE_TEXT: Record<BlockState, string> = {
  empty: 'не заполнен',
  progress: 'заполняется',
  saved: 'сохранён',
  error: 'есть ошибки',
};

/** 'review' is the last step: check all blocks, then sign. */
export type StepId = number | 'review';

export interface BlockStepsProps {
  blocks: ActBlock[];
  states: Record<number, BlockState>;
  current: StepId;
  onSelect: (step: StepId) => void;
  /** The pointer or the keyboard is on a step: its code may be fetched ahead. */
  onIntent?: (step: StepId) => void;
}

/** Numbered steps with each block's state; on a phone 'Блок 3 из 10' with a menu of the blocks. */
export function BlockSteps({ blocks, states, current, onSelect, onIntent }: BlockStepsProps) {
  const mobile = useMediaQuery('(max-width:959.95px)');
  if (mobile) {
    return (
      <Box sx={{ mb: 2 }}>
        <Typography variant="subtitle1" component="p">
          {current === 'review' ? 'Проверка и подписание' : `Блок ${current} из ${blocks.length}`}
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label="Перейти к блоку"
          value={String(current)}
          onChange={(e) => onSelect(e.target.value === 'review' ? 'review' : Number(e.target.value))}
        >
          {blocks.map((b) => (
            <MenuItem key={b.number} value={String(b.number)}>
              {b.number}. {b.title} — {BLOCK_STATE_TEXT[states[b.number]]}
            </MenuItem>
          ))}
          <MenuItem value="review">Проверка и подписание</MenuItem>
        </TextField>
      </Box>
    );
  }
  return (
    <nav aria-label="Блоки акта">
      <Stepper nonLinear orientation="vertical" activeStep={current === 'review' ? blocks.length : current - 1}>
        {blocks.map((b) => (
          <Step key={b.number} completed={states[b.number] === 'saved'}>
            <StepButton
              onClick={() => onSelect(b.number)}
              onPointerEnter={() => onIntent?.(b.number)}
              onFocus={() => onIntent?.(b.number)}
              aria-current={current === b.number ? 'step' : undefined}
              optional={<Typography variant="caption">{BLOCK_STATE_TEXT[states[b.number]]}</Typography>}
            >
              <StepLabel error={states[b.number] === 'error'}>{b.title}</StepLabel>
            </StepButton>
          </Step>
        ))}
        <Step>
          <StepButton
            onClick={() => onSelect('review')}
            onPointerEnter={() => onIntent?.('review')}
            onFocus={() => onIntent?.('review')}
            aria-current={current === 'review' ? 'step' : undefined}
          >
            Проверка и подписание
          </StepButton>
        </Step>
      </Stepper>
    </nav>
  );
}
