import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { FileStorage } from '../storage/storage.ts';
import type { propertyImages, StoredVariant } from '../db/schema.ts';
import { createRenderGate } from '../http/render-gate.ts';

// libvips keeps recent operations and their pixels (up to 50 MB by default) for reuse; each upload is
// processed once, so that memory would only be held, never reused.
sharp.cache(false);

/** Widths of the responsive variants; never upscaled past the original. */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;
const FORMATS = ['webp', 'jpeg'] as const;
/** Larger originals are scaled down to this longest side before storing. */
const ORIGINAL_MAX_SIDE = 2400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** An image written to storage, before (or without) its row: the row's stored columns. */
export type StoredImage = Pick<
  typeof propertyImages.$inferSelect,
  'id' | 'originalKey' | 'width' | 'height' | 'variants'
>;

export class UnsupportedImageError extends Error {
  /** 'hevc': an HEIC photo in the HEVC format, which the prebuilt sharp cannot decode (ADR 008). */
  readonly reason: 'type' | 'hevc';
  constructor(reason: 'type' | 'hevc' = 'type') {
    super(
      reason === 'hevc'
        ? 'HEIC photos in the HEVC format cannot be decoded here.'
        : 'This file is not a JPEG, PNG, WebP or HEIC image.',
    );
    this.name = 'UnsupportedImageError';
    this.reason = reason;
  }
}

/** The ISO-BMFF brands of HEVC-coded HEIF files (iPhone photos), read from the 'ftyp' box. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

function hasHevcBrand(input: Buffer): boolean {
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(input.readUInt32BE(0), input.length, 256);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    if (HEVC_BRANDS.has(input.toString('latin1', offset, offset + 4))) return true;
  }
  return false;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', webp: 'image/webp' } as const;

export type StoreImageOptions = {
  /**
   * Called once with every key the image will occupy, before the first file is written: callers
   * record them as pending uploads (server/storage/pending-uploads.ts), so a crash before their
   * rows commit leaves files the orphan sweep can find. A throw stores nothing.
   */
  beforeWrite?: (keys: string[]) => Promise<void>;
};

/**
 * Checks the real type from the bytes, auto-rotates, strips every metadata block (EXIF, GPS, XMP),
 * and stores the original plus responsive variants. The same path serves uploads and the demo seed.
 */
export async function storeImage(
  storage: FileStorage,
  input: Buffer,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new UnsupportedImageError(hasHevcBrand(input) ? 'hevc' : 'type');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UnsupportedImageError();
  // The prebuilt libheif decodes AVIF-coded HEIF only; an HEVC one would fail later, less clearly.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw new UnsupportedImageError('hevc');

  const id = randomUUID();
  const prefix = `properties/${id}`;
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
  let original: { data: Buffer; info: OutputInfo };
  try {
    original = await sharp(input, { failOn: 'error' })
      .rotate()
      .resize({
        width: ORIGINAL_MAX_SIDE,
        height: ORIGINAL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that reads as an image but pixels that do not decode (truncated or corrupt file).
    throw new UnsupportedImageError();
  }
  const { width, height } = original.info;
  const originalKey = `${prefix}/original.jpg`;
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  const variantKey = (variantWidth: number, format: (typeof FORMATS)[number]) =>
    `${prefix}/w${variantWidth}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
  await options.beforeWrite?.([
    originalKey,
    ...widths.flatMap((w) => FORMATS.map((format) => variantKey(w, format))),
  ]);

  const written: string[] = [];
  try {
    await storage.put(originalKey, original.data, CONTENT_TYPES.jpeg);
    written.push(originalKey);
    // Decode once; every variant is resized from the same pixels.
    const pixels = await sharp(original.data).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
    const variants: StoredVariant[] = [];
    for (const variantWidth of widths) {
      const resized = sharp(pixels.data, { raw }).resize({ width: variantWidth });
      for (const format of FORMATS) {
        const encoded =
          format === 'webp'
            ? await resized.clone().webp({ quality: 78, effort: 2 }).toBuffer({ resolveWithObject: true })
            : await resized
                .clone()
                .jpeg({ quality: 80, progressive: true })
                .toBuffer({ resolveWithObject: true });
        const key = variantKey(variantWidth, format);
        await storage.put(key, encoded.data, CONTENT_TYPES[format]);
        written.push(key);
        variants.push({ format, width: encoded.info.width, height: encoded.info.height, key });
      }
    }
    return { id, originalKey, width, height, variants };
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Uploaded photos are processed one at a time in this process, whatever the number of submissions
 * arriving at once (docs/memory.md): a photo's bytes are read into memory only when its turn comes
 * and let go once its files are written, so the memory of image processing is that of one photo
 * (its bytes, the decoded 2,400 px original and one variant), not eight per submission.
 */
// No limit on the line: a photo waiting in it is on disk, not in memory (submit-request.ts).
const uploadLine = createRenderGate({ concurrency: 1, queueLength: Number.POSITIVE_INFINITY });

/** storeImage for an uploaded file (kept on disk by the request's reader), in the upload line. */
export async function storeUploadedImage(
  storage: FileStorage,
  file: Blob,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const leave = await uploadLine.enter();
  try {
    return await storeImage(storage, Buffer.from(await file.arrayBuffer()), options);
  } finally {
    leave();
  }
}

/** Every storage key an image occupies, for deletion. */
export function keysOf(image: { originalKey: string; variants: { key: string }[] }): string[] {
  return [image.originalKey, ...image.variants.map((v) => v.key)];
}
