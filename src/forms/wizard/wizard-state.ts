import type { ActBlock } from '@common/acts/act-definition';
import type { StepId } from './block-steps';
import type { FieldError } from './schema-validator';

export type BlockData = Record<string, unknown>;

/**
 * Where the screen goes after a move: the block's heading (a move between blocks) or a field (a
 * draft put back after a reload, where the person was). `seq` tells one arrival from the next.
 */
export interface Arrival {
  seq: number;
  pointer?: string;
}

/** Drafts put back by themselves when the act was opened: the notice offers to discard them. */
export interface RestoredDrafts {
  blocks: number[];
  savedAt: number;
  /** The drafts were typed under an older version of the form and moved to the current one. */
  migrated?: boolean;
}

/** Everything the act screen remembers between renders, apart from the server's copy of the act. */
export interface WizardState {
  /** The step on screen. */
  current: StepId;
  /** Changes not yet saved to the server, by block (also kept as local drafts). */
  local: Record<number, BlockData>;
  /**
   * Blocks whose `local` holds only what the form announced by itself (its declared defaults)
   * before the person did anything there: saved with the block, but not unsaved work, so they
   * neither show 'заполняется' nor make leaving ask.
   */
  announced: Record<number, boolean>;
  errors: Record<number, FieldError[]>;
  /** Fields the person has left, by block: their errors show before the first save. */
  touched: Record<number, string[]>;
  /** The error summary is shown (after a refused save): every error of the block then shows. */
  summary: boolean;
  busy: boolean;
  /** The last save failed on the way (no answer, 5xx): the data is kept on this device. */
  failed: boolean;
  /** The text of a 409 answer while its dialog is open. */
  conflict: string | null;
  /** Blocks whose older local draft was restored or discarded through the offer: not offered again. */
  dismissed: Record<number, boolean>;
  restored: RestoredDrafts | null;
  /** Why drafts typed under an older version of the form could not be moved to it (they are kept). */
  unmigrated: string | null;
  /** Required blocks the server (or the review) says are not filled: signing waits for them. */
  unfilled: number[];
  arrival: Arrival | null;
  /** Counts refused saves: each one moves focus to the error summary. */
  refusals: number;
  /** 'Далее' was pressed on this block with errors: the screen asks whether to go on with it unsaved. */
  asking: number | null;
}

export const initialWizardState: WizardState = {
  current: 1,
  local: {},
  announced: {},
  errors: {},
  touched: {},
  summary: false,
  busy: false,
  failed: false,
  conflict: null,
  dismissed: {},
  restored: null,
  unmigrated: null,
  unfilled: [],
  arrival: null,
  refusals: 0,
  asking: null,
};

export type WizardAction =
  /** A step chosen in the step list, an 'Изменить' link or a block link of the sign refusal. */
  | { type: 'go'; step: StepId }
  /**
   * 'Далее' (+1) or 'Назад' (-1) pressed on block `from`. A press that arrives for a block no
   * longer on screen (a second click landing after the first one moved on) is ignored, so a
   * move is always by exactly one block.
   */
  | { type: 'move'; from: number; by: 1 | -1; blocks: ActBlock[] }
  | { type: 'edit'; block: number; data: BlockData; byPerson: boolean }
  | { type: 'leave'; block: number; pointer: string; found: FieldError[] }
  /** A save refused by the checks; `ask` when it was 'Далее' (go on unsaved, or stay and correct). */
  | { type: 'refused'; block: number; errors: FieldError[]; ask?: boolean }
  /** The answer 'Исправить ошибки' to the question of 'Далее': the block stays, with its errors. */
  | { type: 'stay' }
  | { type: 'saving' }
  /** The block was saved: its unsaved changes are gone and the next step opens at its top. */
  | { type: 'saved'; block: number; next: StepId }
  | { type: 'failed' }
  | { type: 'conflict'; text: string }
  | { type: 'conflictClosed'; block: number | null }
  | { type: 'offerTaken'; block: number; data?: BlockData }
  /** Drafts found when the act was opened are put back; the screen opens at the saved place. */
  | {
      type: 'restore';
      drafts: Record<number, BlockData>;
      savedAt: number;
      /** The drafts were moved from an older version of the form. */
      migrated?: boolean;
      at?: { step: StepId; pointer?: string };
    }
  /** Drafts of an older version of the form could not be moved to the current one: the reason is shown. */
  | { type: 'draftsUnmigrated'; message: string }
  | { type: 'discardRestored' }
  | { type: 'signed' }
  | { type: 'signRefused'; byBlock: Record<number, FieldError[]>; unfilled: number[] };

const arrive = (state: WizardState, step: StepId, pointer?: string): WizardState => ({
  ...state,
  asking: null,
  current: step,
  arrival: { seq: (state.arrival?.seq ?? 0) + 1, pointer },
});

/** The step after (or before) a block: the neighbouring block, or the review after the last one. */
export function neighbour(blocks: ActBlock[], from: number, by: 1 | -1): StepId | undefined {
  const index = blocks.findIndex((b) => b.number === from);
  if (index < 0) return undefined;
  const target = index + by;
  if (target < 0) return undefined;
  return target >= blocks.length ? 'review' : blocks[target].number;
}

/** The act screen's state machine: moves, edits, saves, conflicts, drafts and signing. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return arrive({ ...state, failed: false }, action.step);
    case 'move': {
      if (state.current !== action.from) return state;
      const step = neighbour(action.blocks, action.from, action.by);
      return step === undefined ? state : arrive({ ...state, failed: false }, step);
    }
    case 'edit': {
      const { [action.block]: _was, ...announced } = state.announced;
      // Once the person has changed a block, later announcements of the form are part of that work.
      const byForm = !action.byPerson && (state.local[action.block] === undefined || state.announced[action.block]);
      return {
        ...state,
        local: { ...state.local, [action.block]: action.data },
        announced: byForm ? { ...announced, [action.block]: true } : announced,
        failed: false,
      };
    }
    case 'leave': {
      const seen = state.touched[action.block]?.includes(action.pointer)
        ? state.touched[action.block]
        : [...(state.touched[action.block] ?? []), action.pointer];
      const shown = action.found.filter((f) => state.summary || seen.some((p) => f.pointer.startsWith(p)));
      return {
        ...state,
        touched: { ...state.touched, [action.block]: seen },
        errors: { ...state.errors, [action.block]: shown },
      };
    }
    case 'refused':
      return {
        ...state,
        busy: false,
        summary: true,
        refusals: state.refusals + 1,
        errors: { ...state.errors, [action.block]: action.errors },
        asking: action.ask ? action.block : null,
      };
    case 'stay':
      return { ...state, asking: null, refusals: state.refusals + 1 };
    case 'saving':
      return { ...state, busy: true };
    case 'saved': {
      const { [action.block]: _saved, ...local } = state.local;
      const { [action.block]: _errors, ...errors } = state.errors;
      const { [action.block]: _announced, ...announced } = state.announced;
      const restored = state.restored && shrink(state.restored, action.block);
      return arrive(
        {
          ...state,
          local,
          announced,
          errors,
          busy: false,
          summary: false,
          failed: false,
          restored,
          unfilled: state.unfilled.filter((n) => n !== action.block),
        },
        action.next,
      );
    }
    case 'failed':
      return { ...state, busy: false, failed: true };
    case 'conflict':
      return { ...state, busy: false, conflict: action.text };
    case 'conflictClosed': {
      if (action.block === null) return { ...state, conflict: null };
      const { [action.block]: _stale, ...local } = state.local;
      const { [action.block]: _old, ...dismissed } = state.dismissed;
      return { ...state, conflict: null, local, dismissed };
    }
    case 'offerTaken':
      return {
        ...state,
        local: action.data ? { ...state.local, [action.block]: action.data } : state.local,
        dismissed: { ...state.dismissed, [action.block]: true },
      };
    case 'restore': {
      const blocks = Object.keys(action.drafts).map(Number);
      if (!blocks.length) return state;
      const next = {
        ...state,
        local: { ...state.local, ...action.drafts },
        restored: { blocks, savedAt: action.savedAt, ...(action.migrated ? { migrated: true } : {}) },
      };
      return action.at ? arrive(next, action.at.step, action.at.pointer) : next;
    }
    case 'draftsUnmigrated':
      return { ...state, unmigrated: action.message };
    case 'discardRestored': {
      if (!state.restored) return state;
      const local = { ...state.local };
      for (const n of state.restored.blocks) delete local[n];
      return { ...state, local, restored: null };
    }
    case 'signed':
      return { ...state, busy: false, unfilled: [], summary: false };
    case 'signRefused': {
      const first =
        action.unfilled[0] ??
        Object.keys(action.byBlock)
          .map(Number)
          .sort((a, b) => a - b)[0];
      const withErrors = Object.keys(action.byBlock).length > 0;
      const next = {
        ...state,
        busy: false,
        errors: action.byBlock,
        unfilled: action.unfilled,
        summary: withErrors,
        refusals: state.refusals + (withErrors ? 1 : 0),
      };
      // Field errors take the person to the first block with them; a list of unfilled blocks stays on the review as links.
      return action.unfilled.length === 0 && first !== undefined ? arrive(next, first) : next;
    }
  }
}

/** The notice of restored drafts without a block that has just been saved (gone with the last one). */
function shrink(restored: RestoredDrafts, block: number): RestoredDrafts | null {
  const blocks = restored.blocks.filter((n) => n !== block);
  return blocks.length ? { ...restored, blocks } : null;
}
