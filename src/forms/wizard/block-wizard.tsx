import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActCard } from '@common/acts/generated/acts';
import { fieldLabel } from '@common/acts/field-labels';
import { ruDateTime } from '@common/acts/display/format';
import { documentWords } from '@common/acts/act-definition';
import type { SigningRecord } from '@common/acts/signing';
import type { ActView } from './act-api';
import { ActDefinitionContext } from './act-context';
import { BlockForm, pointerToId } from './block-form';
import { BlockSteps } from './block-steps';
import { DraftBanner, RestoredNotice, UnmigratedDraftsNotice } from './draft-banner';
import { ErrorSummary } from './error-summary';
import { LeaveGuard } from './leave-guard';
import { UnsavedBlockDialog } from './unsaved-block-dialog';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import { OwnErrorsContext } from '@/forms/widgets/field-error';
import { ReviewSign } from './review-part';
import { SignedContentNote } from './signed-content-note';
import type { FieldError } from './schema-validator';
import { useBlockWizard } from './use-block-wizard';
import { neighbour } from './wizard-state';
import { useBottomBarInset } from '@/components/bottom-bar-inset';

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

const NO_ERRORS: FieldError[] = [];

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
 * schema, the error summary linking to fields, the notice of restored drafts, a sticky bar of
 * 'Назад', 'Сохранить' and 'Далее', the review and signing. What it does lives in useBlockWizard;
 * this renders it, and moves focus where a move or a refusal sends it.
 */
export function BlockWizard({ act, id, locked = false, actions }: BlockWizardProps) {
  const { definition, uiSchema } = act;
  const w = useBlockWizard(act, id, locked, { onSaveStart: ConflictDialog.prefetch });
  const { state, view, block, kit, readOnly } = w;
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  // The notifications rise above the sticky bar instead of covering «Назад» and «Сохранить».
  const barRef = useBottomBarInset<HTMLDivElement>();
  const [reviewTry, setReviewTry] = useState(0);
  const record = useMemo(
    (): SigningRecord | null =>
      view?.signedAt
        ? { signedAt: view.signedAt, signatureKind: view.signatureKind ?? null, signer: view.signer ?? null }
        : null,
    [view],
  );

  // A refused save: focus goes to the error summary first (once it is shown, after a move if any).
  useEffect(() => {
    if (state.refusals) summaryRef.current?.focus();
  }, [state.refusals, kit]);

  // After a move the next step opens at its top with focus on its heading; after drafts come back,
  // focus goes to the field where the person was, once the block's form is there.
  const arrived = useRef(0);
  useEffect(() => {
    const arrival = state.arrival;
    if (!arrival || arrived.current === arrival.seq) return;
    if (arrival.pointer) {
      if (!kit) return;
      arrived.current = arrival.seq;
      focusField(arrival.pointer);
      return;
    }
    arrived.current = arrival.seq;
    const heading = headingRef.current;
    if (heading) {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView?.({ block: 'start' });
    } else topRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state.arrival, kit, block]);

  if (w.loadError) return <Alert severity="error">Не удалось открыть акт. Обновите страницу.</Alert>;
  if (!view) return <LinearProgress aria-label="Загрузка акта" />;
  const blockErrors = block ? (state.errors[block.number] ?? NO_ERRORS) : NO_ERRORS;
  const checkItem = (data: Record<string, unknown>, index: number) => {
    const listField = block?.list?.field;
    return w
      .validateBlock(data)
      .filter((e) => e.pointer.startsWith(`/${listField}/${index}/`))
      .map((e) => ({ ...e, pointer: e.pointer.slice(`/${listField}/${index}`.length) }));
  };
  const back = block ? neighbour(definition.blocks, block.number, -1) : undefined;
  const next = block ? neighbour(definition.blocks, block.number, 1) : undefined;

  return (
    <ActDefinitionContext.Provider value={definition}>
      <LeaveGuard when={!readOnly && w.unsaved.length > 0} />
      <Box
        ref={topRef}
        sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, scrollMarginTop: 80 }}
      >
        <Box sx={{ width: { md: 280 }, flexShrink: 0 }}>
          <BlockSteps
            blocks={definition.blocks}
            states={w.states}
            current={state.current}
            onSelect={w.go}
            onIntent={w.headFor}
          />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {actions?.(view)}
          {/* The signed document's own stamp says who signed and when; the blocks read-only say it here. */}
          {readOnly && !(view.signedAt && !block) && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {view.signedAt
                ? `${documentWords(definition).signed} ${ruDateTime(view.signedAt)}. Изменить его нельзя.`
                : 'Документ недоступен для изменения.'}
            </Alert>
          )}
          {view.signedAt && <SignedContentNote intact={view.contentIntact} />}
          {state.restored && (
            <RestoredNotice
              savedAt={state.restored.savedAt}
              migrated={state.restored.migrated}
              onDiscard={w.discardRestored}
            />
          )}
          {state.unmigrated && <UnmigratedDraftsNotice message={state.unmigrated} />}
          {block ? (
            <section aria-labelledby="block-title">
              <Typography
                id="block-title"
                ref={headingRef}
                tabIndex={-1}
                variant="h5"
                component="h2"
                gutterBottom
                sx={{
                  scrollMarginTop: 80,
                  '&:focus': { outline: 'none' },
                  '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
                }}
              >
                Блок {block.number}. {block.title}
              </Typography>
              {state.summary && kit && blockErrors.length > 0 && (
                <ErrorSummary
                  ref={summaryRef}
                  errors={blockErrors.map((e) => ({ ...e, label: fieldLabel(kit.schema, e.pointer) }))}
                  onSelect={focusField}
                />
              )}
              {state.failed && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  Не удалось сохранить блок. Введённые данные сохранены на этом устройстве — повторите сохранение позже.
                </Alert>
              )}
              {w.draftOffer && (
                <DraftBanner
                  savedAt={w.draftOffer.savedAt}
                  onRestore={() => w.takeOffer(true)}
                  onDiscard={() => w.takeOffer(false)}
                />
              )}
              {kit ? (
                // Tells the person's own changes from the form's announced defaults (React events come here from the list's dialogs too).
                <OwnErrorsContext.Provider value={w.reportOwn}>
                  <div
                    onInputCapture={w.personActs}
                    onKeyDownCapture={w.personActs}
                    onPointerDownCapture={w.personActs}
                    onPasteCapture={w.personActs}
                    onDropCapture={w.personActs}
                  >
                    <BlockForm
                      schema={kit.schema}
                      uiSchema={uiSchema}
                      block={block}
                      kit={kit}
                      data={w.blockData}
                      errors={blockErrors}
                      readOnly={readOnly}
                      onChange={w.change}
                      onLeave={w.leave}
                      onEnter={w.enter}
                      checkItem={checkItem}
                    />
                  </div>
                </OwnErrorsContext.Provider>
              ) : w.kitFailed ? (
                <DownloadFailed what="форму блока" onRetry={w.retryKit} />
              ) : (
                <LinearProgress aria-label="Загрузка формы блока" />
              )}
              {/* Stays at the bottom of the screen while the block is longer than it: saving never needs a long scroll. */}
              <Stack
                ref={barRef}
                direction="row"
                spacing={1}
                useFlexGap
                role="group"
                aria-label="Действия с блоком"
                sx={{
                  mt: 2,
                  py: 1,
                  flexWrap: 'wrap',
                  position: 'sticky',
                  bottom: 0,
                  zIndex: 2,
                  bgcolor: 'background.paper',
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Button
                  disabled={back === undefined}
                  onClick={() => w.move(block.number, -1)}
                  onPointerEnter={() => w.headFor(back)}
                  onFocus={() => w.headFor(back)}
                >
                  Назад
                </Button>
                {!readOnly && (
                  <Button variant="contained" disabled={state.busy || !kit} onClick={() => void w.save()}>
                    Сохранить
                  </Button>
                )}
                <Button
                  disabled={state.busy}
                  onClick={() => void w.forward()}
                  onPointerEnter={() => w.headFor(next)}
                  onFocus={() => w.headFor(next)}
                >
                  Далее
                </Button>
              </Stack>
            </section>
          ) : !w.whole.schema ? (
            w.whole.failed ? (
              <DownloadFailed what="просмотр акта" onRetry={w.whole.retry} />
            ) : (
              <LinearProgress aria-label="Загрузка просмотра акта" />
            )
          ) : (
            <OnDemandPart
              retryKey={reviewTry}
              fallback={<LinearProgress aria-label="Загрузка просмотра акта" />}
              failed={<DownloadFailed what="просмотр акта" onRetry={() => setReviewTry((n) => n + 1)} />}
            >
              <ReviewSign
                schema={w.whole.schema}
                uiSchema={uiSchema}
                captions={view.captions}
                blocks={definition.blocks}
                data={view.data}
                signedAt={readOnly ? (view.signedAt ?? 'locked') : null}
                record={record}
                unsaved={w.unsaved}
                unfilled={w.unfilled}
                busy={state.busy}
                onEdit={w.go}
                onSign={(s) => void w.sign(s)}
              />
            </OnDemandPart>
          )}
        </Box>
      </Box>
      {state.asking !== null && (
        <UnsavedBlockDialog
          block={state.asking}
          toReview={neighbour(definition.blocks, state.asking, 1) === 'review'}
          onStay={() => w.answerForward(false)}
          onGoOn={() => w.answerForward(true)}
        />
      )}
      {state.conflict !== null && (
        <OnDemandPart
          failed={
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void w.closeConflict()}>
                  OK
                </Button>
              }
            >
              {state.conflict} Ваши несохранённые изменения не потеряны: их можно восстановить кнопкой «Восстановить»
              над формой.
            </Alert>
          }
        >
          <ConflictDialog text={state.conflict} onClose={() => void w.closeConflict()} />
        </OnDemandPart>
      )}
    </ActDefinitionContext.Provider>
  );
}

/** Moves focus to a field by its JSON pointer (a link of the error summary, the place a draft was left). */
function focusField(pointer: string) {
  const target =
    document.getElementById(pointerToId(pointer)) ??
    document.querySelector<HTMLElement>(`[id^="${pointerToId(pointer)}"]`);
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}
