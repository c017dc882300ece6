// Where customers' report photos are kept: one interface, a folder by default
// (PHOTO_DIR). Another backend (an object store) implements the same three
// calls. Keys are generated here, never taken from the upload's file name.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_TYPES, type PhotoType } from '../../domain/photo';

export interface PhotoStorage {
  /** Stores the bytes; returns the key to keep in the database. */
  save(bytes: Buffer, type: PhotoType, at: Date): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** yyyy/mm/<uuid>.<ext>: nothing a client can steer outside the folder (webp: photos kept before issue 9). */
const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

export class FolderStorage implements PhotoStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a photo key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async save(bytes: Buffer, type: PhotoType, at: Date): Promise<string> {
    const month = at.toISOString().slice(0, 7).replace('-', '/');
    const key = `${month}/${randomUUID()}.${PHOTO_TYPES[type].ext}`;
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // wx: never overwrite; mode 0640: not world-readable.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
    return key;
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.file(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
