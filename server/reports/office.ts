import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** A conversion taking longer than this is abandoned (the DOCX is served instead). */
const CONVERSION_TIMEOUT_MS = 60_000;
/** Programs found missing: not tried again in this process. */
const missing = new Set<string>();

/**
 * A DOCX as ODT, converted by LibreOffice headless (`soffice --convert-to odt`) in a scratch folder
 * with its own profile (two conversions at once do not share one). Answers undefined when the
 * program is not installed or the conversion fails: the caller then serves the DOCX.
 */
export async function convertDocxToOdt(
  program: string,
  docx: Buffer,
  onError: (error: unknown) => void,
): Promise<Buffer | undefined> {
  if (missing.has(program)) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-office-'));
  try {
    const source = path.join(dir, 'document.docx');
    await writeFile(source, docx);
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    await run(
      program,
      ['--headless', '--norestore', `-env:UserInstallation=${profile}`, '--convert-to', 'odt', '--outdir', dir, source],
      {
        timeout: CONVERSION_TIMEOUT_MS,
      },
    );
    return await readFile(path.join(dir, 'document.odt'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !(error as { path?: string }).path?.endsWith('.odt'))
      missing.add(program);
    else onError(error);
    return undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
