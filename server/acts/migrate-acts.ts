import type { Db } from '../db/db.ts';
import { ACTS, ACT_IDS } from '../../common/acts/generated/acts.ts';
import { listOutdatedActs, writeMigratedAct } from '../repositories/acts.ts';
import { migratedData } from './engine.ts';

/** One act the batch took to the current version of its schema. */
export interface MigratedAct {
  id: number;
  number: string;
  actType: string;
  from: number;
  to: number;
}

/**
 * `npm run acts:migrate`: every unsigned act (questionnaires, plans, diaries and guardian reports
 * are acts too) written under an older version of its schema, migrated and stored, one act per
 * transaction. The same engine as a read or a save (acts/engine.ts), so the batch only does ahead of
 * time what opening the act would do. Signed acts stay as they were signed. An act whose migration
 * fails stops the batch with its number and reason; the acts before it stay migrated.
 */
export async function migrateOutdatedActs(db: Db): Promise<MigratedAct[]> {
  const done: MigratedAct[] = [];
  for (const actType of ACT_IDS) {
    const current = ACTS[actType].definition.schemaVersion;
    for (const act of await listOutdatedActs(db, actType, current)) {
      const { data, schemaVersion } = migratedData(act);
      const wrote = await db.transaction((tx) => writeMigratedAct(tx, act.id, act.schemaVersion, data, schemaVersion));
      // Signed or migrated by a save in the meantime: nothing left to do for it.
      if (wrote) done.push({ id: act.id, number: act.number, actType, from: act.schemaVersion, to: schemaVersion });
    }
  }
  return done;
}
