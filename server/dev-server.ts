import { loadConfig } from './config.ts';
import { serve } from './start.ts';

/** The API alone for `npm run dev` (Vite serves the client). */
serve(loadConfig()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
