import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrateOutdatedActs } from './acts/migrate-acts.ts';
import { FORM_RECORD_KINDS, migrateOutdatedFormRecords } from './acts/form-records.ts';
import { ACTS, type ActId } from '../common/acts/generated/acts.ts';

/**
 * `npm run acts:migrate`: takes every unsigned act stored under an older schema version to the
 * current one (server/acts/migrate-acts.ts), and then the form records kept as JSON (contest
 * applications, tour operators' requests: server/acts/form-records.ts), in the database `npm start`
 * uses, and says what it did, with a count per form.
 */
async function main(): Promise<void> {
  const db = await openDatabase({ ...loadConfig(), seedDemoData: false });
  try {
    const done = await migrateOutdatedActs(db);
    for (const act of done)
      console.log(`№ ${act.number} (${ACTS[act.actType as ActId].definition.title}): версия ${act.from} → ${act.to}`);
    console.log(
      done.length ? `Переведено актов: ${done.length}.` : 'Все неподписанные акты уже в текущей версии формы.',
    );
    const forms = await migrateOutdatedFormRecords(db);
    for (const kind of FORM_RECORD_KINDS) {
      const ofKind = forms.filter((record) => record.formId === kind.formId);
      for (const record of ofKind)
        console.log(`№ ${record.number} (${kind.caption}): версия ${record.from} → ${record.to}`);
      console.log(`Переведено ${kind.counted}: ${ofKind.length}.`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
