import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import useSWR from 'swr';
import type { ActCard } from '@common/acts/generated/acts';
import { loadReleased } from '@common/acts/generated/released';
import { ruDateTime } from '@common/acts/display/format';
import { documentWords } from '@common/acts/act-definition';
import type { SigningRecord } from '@common/acts/signing';
import { OnDemandPart } from '@/components/on-demand';
import type { ActView } from './act-api';
import { ActDefinitionContext } from './act-context';
import { DOWNLOADED_ONCE } from './block-kit';
import { ReviewSign } from './review-part';
import { SignedContentNote } from './signed-content-note';

export interface SignedVersionViewProps {
  act: ActCard;
  view: ActView;
}

const noop = () => undefined;

/**
 * A signed act of an earlier version of its form: shown as it was signed, with the blocks, fields
 * and look of that version (schemas/acts/<act>/versions/<n>), not with today's form, which may have
 * moved, renamed or dropped its fields since. Read-only: a new act based on it starts in today's form.
 */
export function SignedVersionView({ act, view }: SignedVersionViewProps) {
  const {
    data: released,
    error,
    isLoading,
    mutate,
  } = useSWR(
    ['released-act', act.id, view.schemaVersion],
    () => loadReleased(act.id, view.schemaVersion) ?? Promise.reject(new Error('not released')),
    DOWNLOADED_ONCE,
  );
  const record = useMemo(
    (): SigningRecord => ({
      signedAt: view.signedAt ?? '',
      signatureKind: view.signatureKind ?? null,
      signer: view.signer ?? null,
    }),
    [view],
  );
  const words = documentWords(act.definition);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {words.signed} {view.signedAt ? ruDateTime(view.signedAt) : ''} по версии {view.schemaVersion} формы и показан
        так, как был подписан. С тех пор форма изменилась (сейчас действует версия {act.definition.schemaVersion});
        изменить подписанный документ нельзя.
      </Alert>
      <SignedContentNote intact={view.contentIntact} />
      {error && !isLoading && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              Повторить
            </Button>
          }
        >
          Не удалось загрузить форму версии {view.schemaVersion}.
        </Alert>
      )}
      {released ? (
        <ActDefinitionContext.Provider value={released.definition}>
          <OnDemandPart fallback={<LinearProgress aria-label="Загрузка просмотра акта" />}>
            <ReviewSign
              schema={released.schema}
              uiSchema={released.uiSchema}
              captions={view.captions}
              blocks={released.definition.blocks}
              data={view.data}
              signedAt={view.signedAt}
              record={record}
              unsaved={[]}
              busy={false}
              onEdit={noop}
              onSign={noop}
            />
          </OnDemandPart>
        </ActDefinitionContext.Provider>
      ) : (
        !error && <LinearProgress aria-label="Загрузка формы версии" />
      )}
    </>
  );
}
