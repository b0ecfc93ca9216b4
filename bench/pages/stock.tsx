import { useState } from 'react';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { ACTS } from '../../common/acts/generated/acts';
import { benchBlockData } from '../lib/data';
import { startBench } from './harness';

/**
 * Stock @rjsf/mui: the same block schema as ours (the block's part of the bundled schema,
 * schemas/<act>.block-N.ts; the long list inline as an rjsf array), the
 * same data, no uiSchema (ours names our own widgets), the ajv8 validator as rjsf documents it,
 * and the usual controlled use: onChange stores formData in state.
 */

const validator = customizeValidator();

function StockBlock({ schema, initial }: { schema: RJSFSchema; initial: Record<string, unknown> }) {
  const [formData, setFormData] = useState(initial);
  return (
    <Form
      schema={schema}
      formData={formData}
      validator={validator}
      onChange={(e) => setFormData(e.formData as Record<string, unknown>)}
    />
  );
}

startBench('stock', async (scenario, rows) => {
  const act = ACTS[scenario.actId];
  const schema = (await act.loadBlockSchema(scenario.block)) as RJSFSchema;
  return <StockBlock schema={schema} initial={benchBlockData(scenario.actId, scenario.block, scenario.list, rows)} />;
});
