import { describe, expect, it } from 'vitest';
import { ACT_IDS, ACTS } from '../../common/acts/generated/acts';
import { RELEASED, loadReleased } from '../../common/acts/generated/released';
import { lintAct } from '../../codegen/lint';

/**
 * The released versions of every act (schemas/acts/<act>/versions/<n>.json and <n>.form.json) are
 * what a signed act of that version is shown and printed with: each must still be a whole act the
 * schema lint accepts, and the current version's must equal the act's files.
 */
describe.each([...ACT_IDS])('the released versions of %s', (actId) => {
  const versions = Object.keys(RELEASED[actId]).map(Number);

  it('has every version from 1 to the current one', () => {
    const current = ACTS[actId].definition.schemaVersion;
    expect(versions).toEqual(Array.from({ length: current }, (_, i) => i + 1));
  });

  it.each(versions)('version %i is a whole act the schema lint accepts', async (version) => {
    const released = await loadReleased(actId, version)!;
    expect(released.definition.schemaVersion).toBe(version);
    const errors = lintAct({
      id: actId,
      dir: `schemas/acts/${actId}/versions/${version}`,
      schema: released.schema,
      ui: released.uiSchema,
      act: released.definition,
    });
    expect(errors).toEqual([]);
  });

  it('the current version is the act as it is now', async () => {
    const act = ACTS[actId];
    const released = await loadReleased(actId, act.definition.schemaVersion)!;
    expect(released.schema).toEqual(JSON.parse(JSON.stringify(act.schema)));
    expect(released.uiSchema).toEqual(JSON.parse(JSON.stringify(act.uiSchema)));
    expect(released.definition).toEqual(JSON.parse(JSON.stringify(act.definition)));
  });
});
