import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SWRConfig } from 'swr';
import { ACTS, type GeneratedAct } from '../../../common/acts/generated/acts';
import { BlockWizard } from '@/forms/wizard/block-wizard';

/** The wizard of an act (the test act by default) with id 1, on an SWR cache of its own. */
export function renderWizard(shown: GeneratedAct = ACTS['test-act']) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BlockWizard act={shown} id={1} />
    </SWRConfig>,
  );
}

/** A block's heading shows at once; its form once the block's code (validator, widgets) is loaded. */
export async function shownBlock(name: string) {
  await screen.findByRole('heading', { name });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Загрузка формы блока' })).toBeNull());
}
