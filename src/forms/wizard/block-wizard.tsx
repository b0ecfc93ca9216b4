import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActCard } from '@common/acts/generated/acts';
import { actCalls, callPath } from '@common/acts/act-definition';
import { applyComputed } from '@common/acts/computed';
import { applyDeclaredDefaults } from '@common/acts/declared-defaults';
import { fieldLabel } from '@common/acts/field-labels';
import { ruDate } from '@common/acts/display/format';
import { useSession } from '@/stores/session';
import { actCall, useActCard, type ActView } from './act-api';
import { ActDefinitionContext } from './act-context';
import { prefetchActSchema, prefetchBlockKit, useActSchema, useBlockKit } from './block-kit';
import { BlockForm, pointerToId } from './block-form';
import { BlockSteps, type BlockState, type StepId } from './block-steps';
import { DraftBanner } from './draft-banner';
import { draftKey, readDraft, removeDraft, writeDraft, type Draft } from './drafts';
import { ErrorSummary } from './error-summary';
import { prefetchReview, ReviewSign } from './review-sign';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import { validateWith, type FieldError } from './schema-validator';

/** Wanted only when a save meets a newer version: fetched when the person presses 'Сохранить'. */
const ConflictDialog = onDemand(() => import('./conflict-dialog').then((module) => module.ConflictDialog));

export interface BlockWizardProps {
  act: ActCard;
  /** The act record's id. */
  id: number;
  /** Extra lock beside signing (e.g. a report already checked by the office). */
  locked?: boolean;
  /** Toolbar actions of the card (print, copy...). */
  actions?: (view: ActView) => React.ReactNode;
}

type BlockData = Record<string, unknown>;
const NO_ERRORS: FieldError[] = [];
const pick = (data: BlockData, fields: string[]) => Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
/** Drops undefined values and empty objects, which a form adds without the person typing anything. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(([, v]) => v !== undefined && !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
const same = (a: unknown, b: unknown) => JSON.stringify(prune(a)) === JSON.stringify(prune(b));

/** A part of the card that could not be downloaded (the connection dropped): says so, with 'Повторить'. */
function DownloadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      Не удалось загрузить {what}. Проверьте подключение к интернету и нажмите «Повторить».
    </Alert>
  );
}

/**
 * The generic act screen: numbered blocks with their state, one block at a time rendered from the
 * schema, local drafts of every change, validation on save and on leaving a field, an error
 * summary linking to fields, block saves through the act's API calls, 409 handling, review and signing.
 */
export function BlockWizard({ act, id, locked = false, actions }: BlockWizardProps) {
  const { definition, uiSchema } = act;
  const prefix = definition.apiPrefix;
  const { data: view, error: loadError, mutate } = useActCard(definition, id);
  const calls = actCalls(definition);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const [current, setCurrent] = useState<StepId>(1);
  const [local, setLocal] = useState<Record<number, BlockData>>({});
  const [errors, setErrors] = useState<Record<number, FieldError[]>>({});
  const [touched, setTouched] = useState<Record<number, Set<string>>>({});
  const [summary, setSummary] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  /** Blocks whose local draft was restored or discarded: not offered again. */
  const [dismissed, setDismissed] = useState<Record<number, boolean>>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const readOnly = !!view?.signedAt || locked;
  const block = typeof current === 'number' ? definition.blocks.find((b) => b.number === current) : undefined;
  const { kit, failed: kitFailed, retry: retryKit } = useBlockKit(act, block);
  const whole = useActSchema(act, current === 'review');
  /** The step after the block on screen: the next block, or the review after the last one. */
  const nextStep: StepId = (block && definition.blocks.find((b) => b.number > block.number)?.number) ?? 'review';
  const headFor = (n: StepId) => {
    if (n !== 'review') return prefetchBlockKit(act, definition.blocks.find((b) => b.number === n));
    prefetchReview();
    prefetchActSchema(act);
  };
  // What the server holds for a block, with the act's declared defaults put into fields still empty.
  const serverBlock = useCallback(
    (n: number) => {
      const fields = definition.blocks.find((b) => b.number === n)!.fields;
      return view ? pick(applyDeclaredDefaults(view.data, definition.defaults, fields), fields) : {};
    },
    [view, definition],
  );
  const key = (n: number) => draftKey(userId, act.id, id, n);

  const blockData = block ? (local[block.number] ?? serverBlock(block.number)) : {};
  // Coming back to a block with a local draft that differs from the server's data: offer it.
  const untouched = block !== undefined && local[block.number] === undefined && !dismissed[block.number];
  const draftOffer = useMemo((): Draft<BlockData> | null => {
    if (!view || !block || readOnly || !untouched) return null;
    const draft = readDraft<BlockData>(draftKey(userId, act.id, id, block.number));
    return draft && !same(draft.data, pick(view.data, block.fields)) ? draft : null;
  }, [view, block, readOnly, untouched, userId, act.id, id]);

  // Only the block on screen is ever checked here (the checks before signing run on the server).
  const validateBlock = useCallback((data: BlockData) => (kit ? validateWith(kit.validate, data) : []), [kit]);

  const onChange = useCallback(
    (data: BlockData) => {
      if (!block || !view) return;
      const computed = pick(applyComputed({ ...view.data, ...data }, definition.computed), block.fields);
      // A form re-announcing what it shows (on mount, after a reload) is not a change by the person.
      // Checked only before the first edit: while typing, comparing every key would cost a full serialisation.
      if (local[block.number] === undefined && same(computed, serverBlock(block.number))) return;
      setLocal((l) => ({ ...l, [block.number]: computed }));
      setFailed(false);
      clearTimeout(draftTimer.current);
      const draft = { savedAt: Date.now(), baseVersion: view.version, data: computed };
      draftTimer.current = setTimeout(() => writeDraft(draftKey(userId, act.id, id, block.number), draft), 200);
    },
    [block, view, definition, userId, act.id, id, local, serverBlock],
  );

  const onLeave = useCallback(
    (pointer: string) => {
      if (!block) return;
      const seen = new Set(touched[block.number]).add(pointer);
      setTouched((t) => ({ ...t, [block.number]: seen }));
      const found = validateBlock(local[block.number] ?? serverBlock(block.number));
      setErrors((e) => ({ ...e, [block.number]: found.filter((f) => summary || [...seen].some((p) => f.pointer.startsWith(p))) }));
    },
    [block, touched, validateBlock, local, serverBlock, summary],
  );

  const focusField = (pointer: string) => {
    const target = document.getElementById(pointerToId(pointer)) ?? document.querySelector<HTMLElement>(`[id^="${pointerToId(pointer)}"]`);
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  };

  const save = async () => {
    if (!block || !view) return;
    const found = validateBlock(blockData);
    setErrors((e) => ({ ...e, [block.number]: found }));
    if (found.length) {
      setSummary(true);
      setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    setBusy(true);
    ConflictDialog.prefetch();
    headFor(nextStep);
    const outcome = await actCall(callPath(prefix, block.save, id), { id, version: view.version, block: block.number, data: blockData });
    setBusy(false);
    if (outcome.kind === 'saved') {
      clearTimeout(draftTimer.current);
      removeDraft(key(block.number));
      setLocal(({ [block.number]: _saved, ...rest }) => rest);
      setSummary(false);
      await mutate(outcome.act, { revalidate: false });
      setCurrent(nextStep);
    } else if (outcome.kind === 'invalid') {
      setErrors((e) => ({ ...e, [block.number]: outcome.errors }));
      setSummary(true);
      setTimeout(() => summaryRef.current?.focus(), 0);
    } else if (outcome.kind === 'conflict') {
      writeDraft(key(block.number), { savedAt: Date.now(), baseVersion: view.version, data: blockData });
      setConflict(outcome.text);
    } else {
      writeDraft(key(block.number), { savedAt: Date.now(), baseVersion: view.version, data: blockData });
      setFailed(true);
    }
  };

  const afterConflict = async () => {
    setConflict(null);
    setLocal(({ [block!.number]: _stale, ...rest }) => rest);
    setDismissed(({ [block!.number]: _old, ...rest }) => rest);
    await mutate();
  };

  const sign = async (signature: { image?: string; confirm?: boolean }) => {
    if (!view) return;
    setBusy(true);
    ConflictDialog.prefetch();
    const outcome = await actCall(callPath(prefix, calls.sign, id), { version: view.version, ...signature });
    setBusy(false);
    if (outcome.kind === 'saved') await mutate(outcome.act, { revalidate: false });
    else if (outcome.kind === 'conflict') setConflict(outcome.text);
    else if (outcome.kind === 'invalid') {
      const byBlock: Record<number, FieldError[]> = {};
      for (const e of outcome.errors) {
        const owner = definition.blocks.find((b) => b.fields.includes(e.pointer.split('/')[1]));
        if (owner) (byBlock[owner.number] ??= []).push(e);
      }
      setErrors(byBlock);
      setSummary(true);
      const first = Object.keys(byBlock).map(Number).sort((a, b) => a - b)[0];
      if (first) setCurrent(first);
    }
  };

  const states = useMemo(() => {
    const out: Record<number, BlockState> = {};
    for (const b of definition.blocks) {
      out[b.number] = errors[b.number]?.length ? 'error' : local[b.number] !== undefined ? 'progress' : view?.blocks[b.number] === 'saved' ? 'saved' : 'empty';
    }
    return out;
  }, [definition, errors, local, view]);

  if (loadError) return <Alert severity="error">Не удалось открыть акт. Обновите страницу.</Alert>;
  if (!view) return <LinearProgress aria-label="Загрузка акта" />;
  const blockErrors = block ? (errors[block.number] ?? NO_ERRORS) : NO_ERRORS;
  const checkItem = (data: BlockData, index: number) => {
    const listField = block?.list?.field;
    return validateBlock(data)
      .filter((e) => e.pointer.startsWith(`/${listField}/${index}/`))
      .map((e) => ({ ...e, pointer: e.pointer.slice(`/${listField}/${index}`.length) }));
  };

  return (
    <ActDefinitionContext.Provider value={definition}>
        <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box sx={{ width: { md: 280 }, flexShrink: 0 }}>
            <BlockSteps blocks={definition.blocks} states={states} current={current} onSelect={setCurrent} onIntent={headFor} />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {actions?.(view)}
            {readOnly && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {view.signedAt ? `Акт подписан ${ruDate(view.signedAt)}. Изменить его нельзя.` : 'Документ недоступен для изменения.'}
              </Alert>
            )}
            {block ? (
              <section aria-labelledby="block-title">
                <Typography id="block-title" variant="h5" component="h2" gutterBottom>
                  Блок {block.number}. {block.title}
                </Typography>
                {summary && kit && blockErrors.length > 0 && (
                  <ErrorSummary ref={summaryRef} errors={blockErrors.map((e) => ({ ...e, label: fieldLabel(kit.schema, e.pointer) }))} onSelect={focusField} />
                )}
                {failed && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    Не удалось сохранить блок. Введённые данные сохранены на этом устройстве — повторите сохранение позже.
                  </Alert>
                )}
                {draftOffer && (
                  <DraftBanner
                    savedAt={draftOffer.savedAt}
                    onRestore={() => {
                      setLocal((l) => ({ ...l, [block.number]: draftOffer.data }));
                      setDismissed((d) => ({ ...d, [block.number]: true }));
                    }}
                    onDiscard={() => {
                      removeDraft(key(block.number));
                      setDismissed((d) => ({ ...d, [block.number]: true }));
                    }}
                  />
                )}
                {kit ? (
                  <BlockForm
                    schema={kit.schema}
                    uiSchema={uiSchema}
                    block={block}
                    kit={kit}
                    data={blockData}
                    errors={blockErrors}
                    readOnly={readOnly}
                    onChange={onChange}
                    onLeave={onLeave}
                    checkItem={checkItem}
                  />
                ) : kitFailed ? (
                  <DownloadFailed what="форму блока" onRetry={retryKit} />
                ) : (
                  <LinearProgress aria-label="Загрузка формы блока" />
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
                  <Button disabled={block.number === 1} onClick={() => setCurrent(block.number - 1)} onPointerEnter={() => headFor(block.number - 1)} onFocus={() => headFor(block.number - 1)}>
                    Назад
                  </Button>
                  {!readOnly && (
                    <Button variant="contained" disabled={busy || !kit} onClick={() => void save()}>
                      Сохранить
                    </Button>
                  )}
                  <Button onClick={() => setCurrent(nextStep)} onPointerEnter={() => headFor(nextStep)} onFocus={() => headFor(nextStep)}>
                    Далее
                  </Button>
                </Stack>
              </section>
            ) : !whole.schema ? (
              whole.failed ? <DownloadFailed what="просмотр акта" onRetry={whole.retry} /> : <LinearProgress aria-label="Загрузка просмотра акта" />
            ) : (
              <ReviewSign
                schema={whole.schema}
                uiSchema={uiSchema}
                captions={view.captions}
                blocks={definition.blocks}
                data={view.data}
                signedAt={readOnly ? (view.signedAt ?? 'locked') : null}
                unsaved={Object.keys(local).map(Number)}
                busy={busy}
                onEdit={setCurrent}
                onSign={(s) => void sign(s)}
              />
            )}
          </Box>
        </Box>
        {conflict !== null && (
          <OnDemandPart
            failed={
              <Alert
                severity="warning"
                sx={{ mt: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void afterConflict()}>
                    OK
                  </Button>
                }
              >
                {conflict} Ваши несохранённые изменения не потеряны: их можно восстановить кнопкой «Восстановить» над формой.
              </Alert>
            }
          >
            <ConflictDialog text={conflict} onClose={() => void afterConflict()} />
          </OnDemandPart>
        )}
    </ActDefinitionContext.Provider>
  );
}
