import { useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { ActCard } from '@common/acts/generated/acts';
import { BlockWizard } from '@/forms/wizard/block-wizard';
import { SignedVersionView } from '@/forms/wizard/signed-version-view';
import { useActCard, type ActView } from '@/forms/wizard/act-api';
import { documentWords } from '@common/acts/act-definition';
import { copyAct } from './api';

export interface ActCardOptions {
  /** The address of a record's card (act.json `screens.card.path` with the id put in). */
  card: (id: number) => string;
  /** More toolbar actions of this act (the needs assessment: the IPPSU project). */
  actions?: (view: ActView) => ReactNode;
}

/**
 * The card screen of an act: the block wizard, print and 'new act based on this one'. The codegen
 * makes each act's card with it (src/features/acts/generated/<act>-card.ts).
 */
export function actCardPage(act: ActCard, options: ActCardOptions): ComponentType {
  const { card } = options;
  return function ActCardPage() {
    const { id } = useParams();
    const navigate = useNavigate();
    const [copying, setCopying] = useState(false);
    const numeric = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
    // The wizard reads the same act (one request): the title names the act by its own number.
    const { data } = useActCard(act.definition, numeric ?? 0);
    if (numeric === null) return <Navigate to="/404" replace />;
    const copy = async () => {
      setCopying(true);
      try {
        navigate(card((await copyAct(act.definition, numeric)).id));
      } finally {
        setCopying(false);
      }
    };
    const actions = (view: ActView) => (
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Typography sx={{ flexGrow: 1 }}>
          {view.person ? `${view.person.lastName} ${view.person.firstName} ${view.person.middleName ?? ''}` : ''}
        </Typography>
        <Button
          startIcon={<PrintIcon />}
          href={`/api${act.definition.apiPrefix}/print/${numeric}`}
          target="_blank"
          rel="noopener"
        >
          Печать (PDF)
        </Button>
        {options.actions?.(view)}
        {view.signedAt && (
          <Button variant="outlined" disabled={copying} onClick={() => void copy()}>
            {documentWords(act.definition).copy}
          </Button>
        )}
      </Stack>
    );
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {act.definition.title}
          {data && (
            <Typography component="span" variant="h6" sx={{ display: 'block' }}>
              № {data.number}
            </Typography>
          )}
        </Typography>
        {/* A document signed under an earlier version of the form is shown as that version. */}
        {data?.signedAt && data.schemaVersion !== act.definition.schemaVersion ? (
          <>
            {actions(data)}
            <SignedVersionView act={act} view={data} />
          </>
        ) : (
          <BlockWizard key={numeric} act={act} id={numeric} actions={actions} />
        )}
      </>
    );
  };
}
