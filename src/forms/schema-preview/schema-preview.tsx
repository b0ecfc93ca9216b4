import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/forms/use-debounced-value';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { blockUiSchema } from '@common/acts/act-schema';
import { applyComputed } from '@common/acts/computed';
import { ACTS, type ActId } from '@common/acts/generated/acts';
import { extendAjv, localizeErrors } from '@common/ajv';
import { primeDemoLookups } from '@/forms/act-block-story';
import { loadFormKit, type FormKit } from '@/forms/widgets/registry';
import { BlockForm } from '@/forms/wizard/block-form';
import type { BlockKit } from '@/forms/wizard/block-kit';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';
import { blockDraftOf, liveBlock, lintLine, sampleOf, type BlockDraft, type LiveBlock } from './live-block';

/**
 * The analysts' live preview (Storybook, «Аналитику/Предпросмотр блока»): the block's part of
 * schema.json and ui.json as text on the left; on the right, as soon as the text changes, the
 * block rendered by the portal's own BlockForm with the codegen's sample data (or empty), the
 * validation messages the person would see, and the lint messages `npm run codegen` would print.
 * Only Storybook shows it: it compiles the typed schema in the browser, which the portal's CSP
 * forbids (the portal runs the codegen's precompiled validators).
 */

export interface SchemaPreviewProps {
  actId: ActId;
  /** Block number (act.json `blocks[].number`). */
  block: number;
}

/** rjsf's validator that compiles as it goes, with the portal's formats, keywords and Russian messages. */
const compilingValidator = customizeValidator({ extenderFn: extendAjv }, (errors) => void localizeErrors(errors));
const noop = () => undefined;
/** The pause in typing after which the typed schema is compiled and shown. */
const RECOMPILE_AFTER_MS = 300;

const ACCEPT_ALL = Object.assign((_data: unknown): _data is unknown => true, { errors: null });

export function SchemaPreview(props: SchemaPreviewProps) {
  // New args from Storybook's controls start afresh from the act's files.
  return <Preview key={`${props.actId}/${props.block}`} {...props} />;
}

function Preview({ actId, block: number }: SchemaPreviewProps) {
  const act = ACTS[actId];
  const initial = useMemo(() => blockDraftOf(act, number), [act, number]);
  const [draft, setDraft] = useState<BlockDraft>(initial);
  // Typing stays quick in a long schema: the block is compiled again once the typing pauses, and
  // then when React has time, not on every keystroke.
  const typed = useDeferredValue(useDebouncedValue(draft, RECOMPILE_AFTER_MS));
  const result = useMemo(() => liveBlock(act, number, typed), [act, number, typed]);
  // The last schema that parsed stays on screen while the text is broken half-way.
  const [live, setLive] = useState<LiveBlock | null>(null);
  if (!('mistakes' in result) && live !== result) setLive(result);
  useEffect(() => primeDemoLookups(actId), [actId]);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Box component="section" aria-labelledby="preview-files">
        <Typography id="preview-files" variant="h5" component="h2" gutterBottom>
          {act.definition.title}: блок {number}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Поля блока из schema.json и их вид из ui.json. Новый ключ в «properties» — новое поле блока, удалённый — поле
          убрано из блока. Перенесите готовый текст в файлы акта и выполните npm run codegen.
        </Typography>
        <JsonEditor
          label="schema.json — поля блока"
          value={draft.schemaText}
          onChange={(schemaText) => setDraft((d) => ({ ...d, schemaText }))}
        />
        <JsonEditor
          label="ui.json — вид полей блока"
          value={draft.uiText}
          onChange={(uiText) => setDraft((d) => ({ ...d, uiText }))}
        />
        <Button onClick={() => setDraft(initial)} disabled={draft === initial}>
          Вернуть как в файлах акта
        </Button>
      </Box>
      <Box component="section" aria-label="Предпросмотр" sx={{ minWidth: 0 }}>
        {'mistakes' in result && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" aria-label="Ошибки в JSON">
            {result.mistakes.map((m) => (
              <div key={m.file}>
                {m.file}: {m.message}
              </div>
            ))}
            {live && <div>Ниже — последний вариант без ошибок в JSON.</div>}
          </Alert>
        )}
        {live && <LivePart live={live} actId={actId} />}
      </Box>
    </Box>
  );
}

function JsonEditor({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={8}
      maxRows={24}
      fullWidth
      spellCheck={false}
      sx={{ mb: 2, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}

type DataKind = 'sample' | 'empty';

function LivePart({ live, actId }: { live: LiveBlock; actId: ActId }) {
  const kit = useLiveKit(live);
  const [kind, setKind] = useState<DataKind>('sample');
  const sample = useMemo(() => sampleOf(live), [live]);
  const [typed, setTyped] = useState<Record<string, unknown> | null>(null);
  const data = useMemo(() => typed ?? (kind === 'sample' ? sample : {}), [typed, kind, sample]);
  const errors: FieldError[] = useMemo(
    () => ('compileError' in live.validate ? [] : validateWith(live.validate, data)),
    [live, data],
  );
  const onChange = useCallback(
    (next: Record<string, unknown>) => setTyped(applyComputed(next, live.definition.computed)),
    [live],
  );
  const checkItem = useCallback(
    (next: Record<string, unknown>, index: number) => {
      const prefix = `/${live.block.list?.field}/${index}`;
      if ('compileError' in live.validate) return [];
      return validateWith(live.validate, next)
        .filter((e) => e.pointer.startsWith(`${prefix}/`))
        .map((e) => ({ ...e, pointer: e.pointer.slice(prefix.length) }));
    },
    [live],
  );

  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>
        Замечания проверки схем
      </Typography>
      {live.lint.length === 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Замечаний нет: npm run codegen примет эти файлы.
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }} role="status" aria-label="Замечания проверки схем">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {live.lint.map((error) => (
              <li key={`${error.file}${error.pointer}${error.message}`}>{lintLine(error)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {'compileError' in live.validate && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Схема блока не собирается: {live.validate.compileError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
          Блок {live.block.number}. {live.block.title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label="Данные блока"
          onChange={(_, next: DataKind | null) => {
            if (!next) return;
            setKind(next);
            setTyped(null);
          }}
        >
          <ToggleButton value="sample">Образец данных</ToggleButton>
          <ToggleButton value="empty">Пустой блок</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Alert severity={errors.length ? 'info' : 'success'} sx={{ mb: 2 }} aria-label="Сообщения проверки">
        {errors.length ? (
          <>
            Сообщения, которые увидит человек ({errors.length}):
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {errors.map((e) => (
                <li key={`${e.pointer}${e.message}`}>
                  {e.pointer || 'блок'}: {e.message}
                </li>
              ))}
            </Box>
          </>
        ) : (
          'Данные блока проходят проверку.'
        )}
      </Alert>
      {kit ? (
        <BlockForm
          key={actId}
          schema={live.part}
          uiSchema={live.uiSchema}
          block={live.block}
          kit={kit}
          data={data}
          errors={errors}
          readOnly={false}
          onChange={onChange}
          onLeave={noop}
          checkItem={checkItem}
        />
      ) : (
        <LinearProgress aria-label="Загрузка виджетов блока" />
      )}
    </>
  );
}

/** The widgets the edited ui.json names (loaded once per set of names) with the live validators. */
function useLiveKit(live: LiveBlock): BlockKit | null {
  const ui = useMemo(() => blockUiSchema(live.uiSchema, live.block), [live]);
  const [loaded, setLoaded] = useState<{ form: FormKit; list?: BlockKit['ListBlock'] } | null>(null);
  const hasList = live.block.list !== undefined;
  useEffect(() => {
    let current = true;
    void Promise.all([
      loadFormKit(ui),
      hasList ? import('@/forms/wizard/list-block').then((m) => m.ListBlock) : undefined,
    ]).then(([form, list]) => current && setLoaded({ form, list }));
    return () => {
      current = false;
    };
  }, [ui, hasList]);
  return useMemo(() => {
    if (!loaded) return null;
    // A schema that does not compile (shown above the form) checks nothing until it is mended.
    const validate = 'compileError' in live.validate ? ACCEPT_ALL : live.validate;
    return {
      ...loaded.form,
      schema: live.part,
      validate,
      formValidators: { compiling: compilingValidator },
      ListBlock: loaded.list,
    };
  }, [loaded, live]);
}
