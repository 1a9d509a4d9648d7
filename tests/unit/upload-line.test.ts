import { describe, expect, it } from 'vitest';
import { storeUploadedImage } from '../../server/images/pipeline.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import { makeJpeg } from '../support/factories.ts';

/** A storage that keeps nothing and records the order of writes, by image folder. */
function recordingStorage(writes: string[]): FileStorage {
  return {
    put: async (key) => {
      writes.push(key.split('/')[1]!);
      // A slow disk: gives another photo's processing every chance to start meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
    read: async () => null,
    open: async () => null,
    delete: async () => {},
    publicUrl: (key) => `/media/${key}`,
  };
}

describe('the upload line', () => {
  it('processes uploaded photos one at a time across submissions, whole photo after whole photo', async () => {
    const writes: string[] = [];
    const storage = recordingStorage(writes);
    const photos = await Promise.all([1, 2, 3].map((i) => makeJpeg(900, 600, i * 50)));
    const stored = await Promise.all(
      photos.map((bytes) => storeUploadedImage(storage, new Blob([new Uint8Array(bytes)]))),
    );
    // Each photo's files (original and six variants) were all written before the next photo began.
    const runs = writes.filter((folder, i) => folder !== writes[i - 1]);
    expect(runs).toEqual(stored.map((image) => image.id));
    expect(writes).toHaveLength(3 * 7);
  });
});
