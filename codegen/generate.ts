import {
  generateActModule,
  generateActsIndex,
  generateBlockSchemaModule,
  generateCardModule,
  type PreparedAct,
} from './act-modules';
import { actOutputs, blockSchemaOutput, blockValidatorOutputs } from './names';
import { generateActMenu } from './screens';
import { generateTypes } from './types';
import {
  generateActValidatorModule,
  generateActValidatorTypes,
  generateBlockValidatorModule,
  generateBlockValidatorTypes,
  generateValidatorModule,
  generateValidatorTypes,
} from './validators';

/**
 * Every generated file for the given acts, by path relative to common/acts/generated, in a
 * stable order. Pure apart from formatting: the same acts always give the same text (no
 * timestamps, keys in the order the schemas write them).
 */
export async function generateFiles(acts: readonly PreparedAct[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const sorted = [...acts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const act of sorted) {
    const out = actOutputs(act.id);
    files.set(out.types, await generateTypes(act.id, act.schema));
    for (const block of act.definition.blocks) {
      const blockOut = blockValidatorOutputs(act.id, block.number);
      files.set(blockOut.module, generateBlockValidatorModule(act.schema, act.definition, block.number));
      files.set(blockOut.types, generateBlockValidatorTypes(act.definition, block.number));
      files.set(blockSchemaOutput(act.id, block.number), generateBlockSchemaModule(act, block.number));
    }
    files.set(out.validators, generateValidatorModule(act.definition));
    files.set(out.validatorTypes, generateValidatorTypes(act.definition));
    files.set(out.actValidator, generateActValidatorModule(act.schema, act.definition));
    files.set(out.actValidatorTypes, generateActValidatorTypes(act.definition));
    files.set(out.card, generateCardModule(act));
    files.set(out.module, generateActModule(act));
  }
  files.set('acts.ts', generateActsIndex(sorted));
  files.set('act-menu.ts', generateActMenu(sorted));
  return files;
}
