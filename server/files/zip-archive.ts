import type { FastifyReply } from 'fastify';
import archiver from 'archiver';
import type { FileStorage } from './storage.ts';
import type { ArchiveFile } from '../repositories/archives.ts';
import { HttpError } from '../http/envelope.ts';
import { MSG } from '../messages.ts';

/** Names inside an archive are unique: a repeated one gets « (2)», « (3)» before its extension. */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** RFC 6266 header that keeps a Cyrillic archive name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends stored files as one zip, streamed while it is packed (nothing is held in memory or on disk).
 * Entry names are the files' original Cyrillic names, flagged as UTF-8 in the zip headers (archiver
 * sets the language-encoding flag for names outside ASCII), so every unpacker shows them as written.
 */
export async function sendZip(reply: FastifyReply, storage: FileStorage, listed: ArchiveFile[], archiveName: string) {
  // A row whose content is gone (removed by hand) is left out rather than breaking the stream midway.
  const present = await Promise.all(listed.map((file) => storage.exists(file.storageKey)));
  const files = listed.filter((_file, index) => present[index]);
  if (!files.length) throw new HttpError(404, MSG.fileNotFound);
  const archive = archiver('zip', { zlib: { level: 6 } });
  const names = uniqueNames(files.map((f) => f.originalName));
  files.forEach((file, index) => archive.append(storage.get(file.storageKey), { name: names[index] }));
  void archive.finalize();
  return reply
    .type('application/zip')
    .header('Content-Disposition', attachment(archiveName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(archive);
}
