import type { DemoPropertySeed, PhotoScene } from './types.ts';

/**
 * Which generated picture each demo photo shows. Rendering a picture and making its six variants is
 * most of the first start's time (about 0.3 s of CPU each), so only the cover photos, the ones the
 * listing cards show side by side, are all different; the rooms behind them come from a small set of
 * pictures per scene, which several properties share (each with its own copy of the files). Within a
 * property no picture repeats.
 */
export type DemoPhoto = {
  /** Same key, same picture: rendered and processed once, then copied. */
  key: string;
  scene: PhotoScene;
  /** The drawing's seed (placeholder-photo.ts). */
  seed: number;
};

/** Different pictures of each scene shared by the rooms: a property has at most two of one scene. */
export const SHARED_PICTURES_PER_SCENE = 6;

const SCENES: readonly PhotoScene[] = [
  'exterior',
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'office',
  'garage',
];

/** The photos of each demo property, in order; the first is its own cover. */
export function planDemoPhotos(demo: readonly DemoPropertySeed[]): DemoPhoto[][] {
  return demo.map((property, index) => {
    const seen = new Map<PhotoScene, number>();
    return property.photos.map((scene, position): DemoPhoto => {
      // The same seeds as when every photo was drawn on its own: the covers look as they did.
      if (position === 0) return { key: `cover-${index}`, scene, seed: index * 31 };
      const occurrence = seen.get(scene) ?? 0;
      seen.set(scene, occurrence + 1);
      const variant = (index + occurrence) % SHARED_PICTURES_PER_SCENE;
      return {
        key: `${scene}-${variant}`,
        scene,
        seed: 100_000 + SCENES.indexOf(scene) * 1_000 + variant,
      };
    });
  });
}
