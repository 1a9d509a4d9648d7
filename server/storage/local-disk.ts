import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './storage.ts';

/** URL prefix under which the HTTP server exposes the local storage folder. */
export const MEDIA_URL_PREFIX = '/media/';

export function createLocalDiskStorage(root: string): FileStorage & { root: string } {
  const absoluteRoot = path.resolve(root);
  mkdirSync(absoluteRoot, { recursive: true });
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(absoluteRoot, key);
  };
  return {
    root: absoluteRoot,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
  };
}
