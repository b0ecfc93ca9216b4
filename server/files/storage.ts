import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live; local disk now, S3-compatible storage later behind the same calls.
 * An upload is received under a temporary name and appears under its key only when committed,
 * so a crash mid-upload never leaves a partial file where a complete one is expected.
 */
export interface FileStorage {
  /** Streams content to a temporary file for key; removes it when the stream fails. Returns the size. */
  put(key: string, content: Readable): Promise<number>;
  /** The content of a received, not yet committed file (to check what it holds). */
  getReceived(key: string): Readable;
  /** Moves a received file into place under its key. */
  commit(key: string): Promise<void>;
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes a file, received or committed. */
  remove(key: string): Promise<void>;
  /**
   * Start-up clean-up: removes what uploads cut short by a crash left behind, and committed files
   * no database row names (`known` returns the keys among those given that have one).
   */
  sweep(known: (keys: string[]) => Promise<Set<string>>): Promise<{ removed: number }>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,127}$/;
/** Folder of files being received, one sub-folder per process id. */
const INCOMING = '.incoming';
/**
 * A committed file without a row is removed only when older than this: another process sharing
 * the folder may be between its rename and its insert.
 */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/** True when a process with this id runs on this machine. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Files under one folder, named by opaque keys we generate (never the person's file name). */
export class LocalDiskStorage implements FileStorage {
  private readonly incoming: string;

  constructor(private readonly root: string) {
    this.incoming = path.join(root, INCOMING, String(process.pid));
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('Bad storage key');
    return path.join(this.root, key);
  }

  private receivedPathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('Bad storage key');
    return path.join(this.incoming, key);
  }

  async put(key: string, content: Readable): Promise<number> {
    const target = this.receivedPathOf(key);
    await mkdir(this.incoming, { recursive: true });
    let size = 0;
    content.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(content, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return size;
  }

  getReceived(key: string): Readable {
    return createReadStream(this.receivedPathOf(key));
  }

  async commit(key: string): Promise<void> {
    await rename(this.receivedPathOf(key), this.pathOf(key));
  }

  get(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.receivedPathOf(key), { force: true });
    await rm(this.pathOf(key), { force: true });
  }

  async sweep(known: (keys: string[]) => Promise<Set<string>>): Promise<{ removed: number }> {
    let removed = 0;
    // Uploads in progress of processes that are gone, and of an earlier life of this process id.
    const incomingRoot = path.join(this.root, INCOMING);
    for (const folder of await readdir(incomingRoot).catch(() => [] as string[])) {
      const pid = Number(folder);
      if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) continue;
      const full = path.join(incomingRoot, folder);
      removed += (await readdir(full).catch(() => [] as string[])).length;
      await rm(full, { recursive: true, force: true });
    }
    // Committed files whose database row never came (a crash between rename and insert).
    const cutoff = Date.now() - ORPHAN_GRACE_MS;
    const candidates: string[] = [];
    for (const name of await readdir(this.root).catch(() => [] as string[])) {
      if (!SAFE_KEY.test(name)) continue;
      const info = await stat(path.join(this.root, name)).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs < cutoff) candidates.push(name);
    }
    for (let at = 0; at < candidates.length; at += 500) {
      const batch = candidates.slice(at, at + 500);
      const kept = await known(batch);
      for (const key of batch.filter((k) => !kept.has(k))) {
        await rm(this.pathOf(key), { force: true });
        removed += 1;
      }
    }
    return { removed };
  }
}
