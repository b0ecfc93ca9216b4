import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { ActDefinition } from '@common/acts/act-definition';
import type { ActView } from '@/forms/wizard/act-api';
import { onDemand, OnDemandPart } from '@/components/on-demand';

const IppsuDialog = onDemand(() => import('./ippsu-dialog').then((module) => module.IppsuDialog));

/** 'Проект ИППСУ' on a needs-assessment card; the dialog's code comes on first use (pointing at the button starts it). */
function IppsuButton({ definition, view }: { definition: ActDefinition; view: ActView }) {
  const [open, setOpen] = useState(0);
  const close = () => setOpen(0);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen((n) => n + 1)}
        onPointerEnter={IppsuDialog.prefetch}
        onFocus={IppsuDialog.prefetch}
      >
        Проект ИППСУ
      </Button>
      {open > 0 && (
        <OnDemandPart retryKey={open}>
          <IppsuDialog definition={definition} personId={view.personId} actId={view.id} onClose={close} />
        </OnDemandPart>
      )}
    </>
  );
}

/**
 * The card's `actions` option of an act served with the `ippsu` route set (the needs assessment):
 * the IPPSU project made from the act. The codegen passes it to that act's card alone.
 */
export function ippsuAction(definition: ActDefinition): (view: ActView) => ReactNode {
  return (view) => <IppsuButton definition={definition} view={view} />;
}
