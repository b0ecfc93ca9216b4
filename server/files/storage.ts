import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
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
}

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,127}$/;
/** Folder of files being received, one sub-folder per process id. */
const INCOMING = '.incoming';
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
}
