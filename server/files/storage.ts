import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where uploaded files live; local disk now, S3-compatible storage later behind the same calls. */
export interface FileStorage {
  /** Streams content under key; removes any partial file when the stream fails. Returns the size. */
  put(key: string, content: Readable): Promise<number>;
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,127}$/;

/** Files under one folder, named by opaque keys we generate (never the person's file name). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('Bad storage key');
    return path.join(this.root, key);
  }

  async put(key: string, content: Readable): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
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
    await rm(this.pathOf(key), { force: true });
  }
}
