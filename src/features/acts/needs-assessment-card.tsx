import { useState } from 'react';
import Button from '@mui/material/Button';
import type { ActDefinition } from '@common/acts/act-definition';
import { card as act } from '@common/acts/generated/schemas/individual-needs-assessment-act.card';
import type { ActView } from '@/forms/wizard/act-api';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import { actCardPage } from './act-card-page';

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

/** /user/individual-needs-assessment-act-card/{id}: the act's blocks; the card offers the IPPSU project. */
export default actCardPage(act, { actions: (view) => <IppsuButton definition={act.definition} view={view} /> });
