import { withoutUnsignedLines } from '@common/acts/unsigned-lines';
import { errorsAtFields } from '@common/acts/error-fields';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ActCard } from '@common/acts/generated/acts';
import { actCalls, callPath, type ActBlock } from '@common/acts/act-definition';
import { applyComputed } from '@common/acts/computed';
import { migrate } from '@common/acts/migrations';
import { applyDeclaredDefaults } from '@common/acts/declared-defaults';
import { unfilledRequiredBlocks } from '@common/acts/required-blocks';
import { useSession } from '@/stores/session';
import { actCall, useActCard } from './act-api';
import { prefetchActSchema, prefetchBlockKit, useActSchema, useBlockKit } from './block-kit';
import type { BlockState, StepId } from './block-steps';
import {
  draftKey,
  keepDraft,
  positionKey,
  readDraft,
  readPosition,
  removeDraft,
  writePosition,
  type Draft,
} from './drafts';
import { draftVersion, upgradeStoredDrafts } from './draft-versions';
import { prefetchReview } from './review-part';
import { validateWith, withOwnErrors, type FieldError } from './schema-validator';
import { ID_PREFIX, idToPointer } from './field-ids';
import { initialWizardState, wizardReducer, type BlockData } from './wizard-state';

const pick = (data: BlockData, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));

/** Drops undefined values and empty objects, which a form adds without the person typing anything. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(
      ([, v]) => v !== undefined && !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0),
    );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
const same = (a: unknown, b: unknown) => JSON.stringify(prune(a)) === JSON.stringify(prune(b));

/** How long typing may pause before the draft is written to this device. */
const DRAFT_DELAY_MS = 200;

export interface SignatureInput {
  image?: string;
  confirm?: boolean;
}

/** Things the caller may replace in tests (the conflict dialog's code is fetched on a save). */
export interface BlockWizardOptions {
  /** Called when a save or a signature starts: the conflict dialog's code may be fetched ahead. */
  onSaveStart?: () => void;
}

/**
 * The act screen's behaviour without its looks: which block is on screen, the person's unsaved
 * changes and their local drafts (put back by themselves when the act is opened again, at the
 * block and field where the person was), validation on leaving a field and on save, block saves,
 * 409 conflicts, failed saves, moves by one block, and signing (refused while a required block is
 * not filled). block-wizard.tsx renders what this returns.
 */
export function useBlockWizard(act: ActCard, id: number, locked = false, options: BlockWizardOptions = {}) {
  const { definition } = act;
  const prefix = definition.apiPrefix;
  const { data: view, error: loadError, mutate } = useActCard(definition, id);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  // Read by the callbacks the memoised form holds, so they stay the same while the person types.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The block in which the person last pressed a key or a pointer (see `personActs`). */
  const actedIn = useRef<number | null>(null);

  const readOnly = !!view?.signedAt || locked;
  const { current } = state;
  const block = typeof current === 'number' ? definition.blocks.find((b) => b.number === current) : undefined;
  const { kit, failed: kitFailed, retry: retryKit } = useBlockKit(act, block);
  const whole = useActSchema(act, current === 'review');
  const key = useCallback((n: number) => draftKey(userId, act.id, id, n), [userId, act.id, id]);
  const rowDefaults = useMemo(() => definition.defaults?.filter((d) => d.target.includes('/*/')), [definition]);
  // What the server holds for a block, with the act's declared defaults put into fields still empty.
  const serverBlock = useCallback(
    (n: number) => {
      const fields = definition.blocks.find((b) => b.number === n)!.fields;
      return view ? pick(applyDeclaredDefaults(view.data, definition.defaults, fields), fields) : {};
    },
    [view, definition],
  );

  /** Starts downloading what a step needs when the person heads for it. */
  const headFor = useCallback(
    (n: StepId | undefined) => {
      if (n === undefined) return;
      if (n !== 'review')
        return prefetchBlockKit(
          act,
          definition.blocks.find((b) => b.number === n),
        );
      prefetchReview();
      prefetchActSchema(act);
    },
    [act, definition],
  );

  // Opening the act again (a reload, a crash, the next day): drafts that differ from the server's
  // data come back by themselves, and the screen opens where the person was.
  // Drafts typed under an older version of the form are first moved to the current one (once).
  const restoredFor = useRef<number | null>(null);
  useEffect(() => {
    if (!view || readOnly || restoredFor.current === view.id) return;
    restoredFor.current = view.id;
    const upgrade = upgradeStoredDrafts(
      { userId, actType: act.id, actId: id, key },
      {
        blocks: definition.blocks,
        version: definition.schemaVersion,
        serverBlock,
        migrate: (data, from) => migrate(act.id, data, from),
      },
    );
    if (upgrade.error) dispatch({ type: 'draftsUnmigrated', message: upgrade.error });
    const drafts: Record<number, BlockData> = {};
    let savedAt = 0;
    for (const b of definition.blocks) {
      const draft = readDraft<BlockData>(key(b.number));
      if (!draft || draftVersion(draft) !== definition.schemaVersion || same(draft.data, pick(view.data, b.fields)))
        continue;
      drafts[b.number] = draft.data;
      savedAt = Math.max(savedAt, draft.savedAt);
    }
    const numbers = Object.keys(drafts).map(Number);
    if (!numbers.length) return;
    const kept = readPosition(positionKey(userId, act.id, id));
    const known = kept && (kept.step === 'review' || definition.blocks.some((b) => b.number === kept.step));
    dispatch({
      type: 'restore',
      drafts,
      savedAt,
      migrated: upgrade.migrated,
      at: known ? { step: kept.step, pointer: kept.pointer } : { step: numbers[0] },
    });
  }, [view, readOnly, definition, key, serverBlock, userId, act.id, id]);

  // A signed document opens on itself: the review with its signatures and stamp, not block 1 read-only.
  const openedSigned = useRef<number | null>(null);
  useEffect(() => {
    if (!view?.signedAt || openedSigned.current === view.id) return;
    openedSigned.current = view.id;
    if (latest.current.current !== 'review' && latest.current.arrival === null)
      dispatch({ type: 'go', step: 'review' });
  }, [view]);

  // The place is kept on every move, so a reload opens the same step.
  useEffect(() => {
    if (state.arrival) writePosition(positionKey(userId, act.id, id), { step: current });
  }, [state.arrival, current, userId, act.id, id]);

  /** The person entered a field: kept as the place to come back to (on focus, never per key). */
  const enter = useCallback(
    (pointer: string) => writePosition(positionKey(userId, act.id, id), { step: latest.current.current, pointer }),
    [userId, act.id, id],
  );

  const blockData = block ? (state.local[block.number] ?? serverBlock(block.number)) : {};
  // An older draft of the block on screen (kept after a conflict) is offered, not put back.
  const untouched = block !== undefined && state.local[block.number] === undefined && !state.dismissed[block.number];
  const draftOffer = useMemo((): Draft<BlockData> | null => {
    if (!view || !block || readOnly || !untouched) return null;
    const draft = readDraft<BlockData>(key(block.number));
    // A draft of an older form is never put into this one as it is: the restore above moves it
    // to the current form, or keeps it and says why it cannot (state.unmigrated).
    if (!draft || draftVersion(draft) !== definition.schemaVersion) return null;
    return same(draft.data, pick(view.data, block.fields)) ? null : draft;
  }, [view, block, readOnly, untouched, key, definition.schemaVersion]);

  /** The mistakes the block's widgets name themselves (a date later than allowed), by pointer. */
  const ownErrors = useRef(new Map<string, string>());
  const reportOwn = useCallback((id: string, message: string | undefined) => {
    if (!id.startsWith(`${ID_PREFIX}_`)) return;
    if (message === undefined) ownErrors.current.delete(idToPointer(id));
    else ownErrors.current.set(idToPointer(id), message);
  }, []);

  // Only the block on screen is ever checked here (the checks before signing run on the server).
  // A signature line with a prefilled name but no drawing counts as empty (common/acts/unsigned-lines);
  // a missing group's or line's error stands at its fields (common/acts/error-fields); a widget's own
  // mistake is the field's error, word for word.
  const validateBlock = useCallback(
    (data: BlockData) =>
      kit
        ? withOwnErrors(
            errorsAtFields(kit.schema, validateWith(kit.validate, withoutUnsignedLines(kit.schema, kit.schema, data))),
            ownErrors.current,
          )
        : [],
    [kit],
  );

  const change = useCallback(
    (data: BlockData) => {
      if (!block || !view) return;
      // A row's field declared from the same row (a commission member's signature under their name)
      // follows the row as it is added or changed; single fields take their defaults when a block opens.
      const computed = pick(
        applyDeclaredDefaults(applyComputed({ ...view.data, ...data }, definition.computed), rowDefaults, block.fields),
        block.fields,
      );
      // A form re-announcing what it shows (on mount, after a reload) is not a change by the person.
      // Checked only before the first edit: while typing, comparing every key would cost a full serialisation.
      if (latest.current.local[block.number] === undefined && same(computed, serverBlock(block.number))) return;
      // A change before the person pressed a key or a pointer in the block is the form's own (its defaults).
      const byPerson = actedIn.current === block.number;
      dispatch({ type: 'edit', block: block.number, data: computed, byPerson });
      if (!byPerson) return;
      clearTimeout(draftTimer.current);
      const draft = {
        savedAt: Date.now(),
        baseVersion: view.version,
        schemaVersion: definition.schemaVersion,
        data: computed,
      };
      const at = key(block.number);
      draftTimer.current = setTimeout(() => keepDraft(at, draft), DRAFT_DELAY_MS);
    },
    [block, view, definition, rowDefaults, serverBlock, key],
  );

  const leave = useCallback(
    (pointer: string) => {
      if (!block) return;
      const found = validateBlock(latest.current.local[block.number] ?? serverBlock(block.number));
      dispatch({ type: 'leave', block: block.number, pointer, found });
    },
    [block, validateBlock, serverBlock],
  );

  /** The person typed, pressed a key or a pointer inside the block's form (or a dialog of its list). */
  const personActs = useCallback(() => {
    if (typeof latest.current.current === 'number') actedIn.current = latest.current.current;
  }, []);

  const move = useCallback(
    (from: number, by: 1 | -1) => dispatch({ type: 'move', from, by, blocks: definition.blocks }),
    [definition],
  );
  const go = useCallback((step: StepId) => dispatch({ type: 'go', step }), []);

  /** 'Сохранить': checks the block, saves it, and opens the next step at its top. */
  const save = async () => {
    if (!block || !view) return;
    const found = validateBlock(blockData);
    if (found.length) return dispatch({ type: 'refused', block: block.number, errors: found });
    const next = (definition.blocks.find((b) => b.number > block.number)?.number ?? 'review') as StepId;
    dispatch({ type: 'saving' });
    options.onSaveStart?.();
    headFor(next);
    const outcome = await actCall(callPath(prefix, block.save, id), {
      id,
      version: view.version,
      block: block.number,
      data: blockData,
    });
    if (outcome.kind === 'saved') {
      clearTimeout(draftTimer.current);
      removeDraft(key(block.number));
      await mutate(outcome.act, { revalidate: false });
      dispatch({ type: 'saved', block: block.number, next });
    } else if (outcome.kind === 'invalid') {
      dispatch({ type: 'refused', block: block.number, errors: outcome.errors });
    } else {
      // Nothing typed is lost: the block's data stays on this device whatever happened on the way.
      keepDraft(key(block.number), {
        savedAt: Date.now(),
        baseVersion: view.version,
        schemaVersion: definition.schemaVersion,
        data: blockData,
      });
      dispatch(outcome.kind === 'conflict' ? { type: 'conflict', text: outcome.text } : { type: 'failed' });
    }
  };

  /**
   * 'Далее': a block with errors shows them and asks whether to go on with it unsaved (the draft is
   * kept); a valid block with something to save is saved, as 'Сохранить' does, and the next step
   * opens; a block with nothing to save (saved and unchanged, read-only, its form not there yet) is just left.
   */
  const forward = async () => {
    if (!block || !view) return;
    if (readOnly || !kit) return move(block.number, 1);
    const found = validateBlock(blockData);
    if (found.length) return dispatch({ type: 'refused', block: block.number, errors: found, ask: true });
    if (state.local[block.number] !== undefined || view.blocks[block.number] !== 'saved') return save();
    move(block.number, 1);
  };

  /** The answer to the question of 'Далее': go on with the block unsaved, or stay and correct it. */
  const answerForward = (goOn: boolean) => {
    if (state.asking === null) return;
    dispatch(goOn ? { type: 'move', from: state.asking, by: 1, blocks: definition.blocks } : { type: 'stay' });
  };

  const closeConflict = async () => {
    dispatch({ type: 'conflictClosed', block: block?.number ?? null });
    await mutate();
  };

  /** The required blocks not filled yet (known once the review has the whole schema). */
  const unfilled = useMemo((): ActBlock[] => {
    if (!view || !whole.schema || readOnly) return [];
    const missing = new Set([
      ...unfilledRequiredBlocks(definition, whole.schema, view.blocks).map((b) => b.number),
      ...state.unfilled,
    ]);
    return definition.blocks.filter((b) => missing.has(b.number));
  }, [view, whole.schema, readOnly, definition, state.unfilled]);

  const sign = async (signature: SignatureInput) => {
    if (!view) return;
    if (unfilled.length) return dispatch({ type: 'signRefused', byBlock: {}, unfilled: unfilled.map((b) => b.number) });
    dispatch({ type: 'saving' });
    options.onSaveStart?.();
    const outcome = await actCall(callPath(prefix, actCalls(definition).sign, id), {
      version: view.version,
      ...signature,
    });
    if (outcome.kind === 'saved') {
      await mutate(outcome.act, { revalidate: false });
      dispatch({ type: 'signed' });
    } else if (outcome.kind === 'conflict') dispatch({ type: 'conflict', text: outcome.text });
    else if (outcome.kind === 'invalid') {
      const byBlock: Record<number, FieldError[]> = {};
      for (const e of outcome.errors) {
        const owner = definition.blocks.find((b) => b.fields.includes(e.pointer.split('/')[1]));
        if (owner) (byBlock[owner.number] ??= []).push(e);
      }
      dispatch({ type: 'signRefused', byBlock, unfilled: outcome.blocks ?? [] });
      // The server knew better than this screen's copy of the act: bring the copy up to date.
      if (outcome.blocks?.length) void mutate();
    } else dispatch({ type: 'failed' });
  };

  /** The offered older draft of the block on screen: taken into the form, or thrown away. */
  const takeOffer = (restore: boolean) => {
    if (!block || !draftOffer) return;
    if (!restore) removeDraft(key(block.number));
    dispatch({ type: 'offerTaken', block: block.number, data: restore ? draftOffer.data : undefined });
  };

  /** 'Отбросить' on the notice of restored drafts: the server's data comes back, the drafts are deleted. */
  const discardRestored = () => {
    for (const n of state.restored?.blocks ?? []) removeDraft(key(n));
    dispatch({ type: 'discardRestored' });
  };

  const states = useMemo(() => {
    const out: Record<number, BlockState> = {};
    for (const b of definition.blocks) {
      const working = state.local[b.number] !== undefined && !state.announced[b.number];
      out[b.number] = state.errors[b.number]?.length
        ? 'error'
        : working
          ? 'progress'
          : view?.blocks[b.number] === 'saved'
            ? 'saved'
            : 'empty';
    }
    return out;
  }, [definition, state.errors, state.local, state.announced, view]);

  /** Blocks with the person's changes not yet on the server (the form's own defaults are not counted). */
  const unsaved = useMemo(
    () =>
      Object.keys(state.local)
        .map(Number)
        .filter((n) => !state.announced[n]),
    [state.local, state.announced],
  );

  return {
    state,
    view,
    loadError,
    readOnly,
    block,
    kit,
    kitFailed,
    retryKit,
    whole,
    blockData,
    states,
    unsaved,
    unfilled,
    draftOffer,
    headFor,
    reportOwn,
    validateBlock,
    change,
    personActs,
    leave,
    enter,
    move,
    go,
    save,
    forward,
    answerForward,
    sign,
    closeConflict,
    takeOffer,
    discardRestored,
  };
}

export type BlockWizardModel = ReturnType<typeof useBlockWizard>;
