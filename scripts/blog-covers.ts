// Draws the blog's cover illustrations into content/blog/covers/ (ADR 032): the same flat, text-free
// scenes as the demo listing photos (server/seed/placeholder-photo.ts), so nothing is downloaded and
// the covers match the rest of the site. Run once after adding a cover here: `node scripts/blog-covers.ts`.
// Each cover is written at two widths in WebP and JPEG, the renditions ResponsiveImage expects.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { placeholderPhotoSvg } from '../server/seed/placeholder-photo.ts';
import type { PhotoScene } from '../server/seed/types.ts';
import { COVER_ASPECT, COVER_WIDTHS } from '../app/features/blog/cover.ts';

/** A cover's name (what a post's `cover:` names), its scene and the seed that picks its colours. */
const COVERS: readonly { name: string; scene: PhotoScene; seed: number }[] = [
  { name: 'lease-desk', scene: 'office', seed: 202 },
  { name: 'deposit-kitchen', scene: 'kitchen', seed: 101 },
  { name: 'notice-bedroom', scene: 'bedroom', seed: 202 },
  { name: 'showing-living-room', scene: 'living', seed: 303 },
  { name: 'winter-house', scene: 'exterior', seed: 202 },
];

const outDir = path.resolve(import.meta.dirname, '../content/blog/covers');
await mkdir(outDir, { recursive: true });
for (const cover of COVERS) {
  for (const width of COVER_WIDTHS) {
    const height = width * COVER_ASPECT;
    const svg = placeholderPhotoSvg({ scene: cover.scene, seed: cover.seed, width, height });
    // density 72 keeps the SVG at its declared pixel size, as the seed's photos do.
    const drawn = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'cover' });
    const jpeg = await drawn.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const webp = await drawn.clone().webp({ quality: 80 }).toBuffer();
    await writeFile(path.join(outDir, `${cover.name}-${width}.jpg`), jpeg);
    await writeFile(path.join(outDir, `${cover.name}-${width}.webp`), webp);
  }
}
console.log(`Wrote ${COVERS.length} covers to ${path.relative(process.cwd(), outDir)}.`);
