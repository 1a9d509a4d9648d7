import { preload } from 'react-dom';
import type { PropertyImage } from '../../shared/domain/property.ts';

type Props = {
  image: PropertyImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The first visible image is fetched eagerly and with high priority; the rest lazily. */
  isPriority?: boolean;
  className?: string;
};

function srcSet(image: PropertyImage, format: 'webp' | 'jpeg'): string {
  return image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** WebP with a JPEG fallback at several widths; width and height set so nothing shifts. */
export function ResponsiveImage({ image, alt, sizes, isPriority = false, className }: Props) {
  const jpeg = image.variants.filter((v) => v.format === 'jpeg');
  const fallback = jpeg[Math.min(1, jpeg.length - 1)]?.url ?? image.url;
  const webpSet = srcSet(image, 'webp');
  const jpegSet = srcSet(image, 'jpeg');
  if (isPriority) {
    // React preloads a plain <img> itself, but not one inside <picture> (its <source> may choose
    // another file): this <link rel="preload"> goes first in <head>, ahead of the script preloads,
    // so a slow connection's first request after the page is the photo a visitor sees first.
    preload(image.variants.find((v) => v.format === 'webp')?.url ?? fallback, {
      as: 'image',
      imageSrcSet: webpSet || jpegSet,
      imageSizes: sizes,
      fetchPriority: 'high',
      ...(webpSet ? { type: 'image/webp' } : {}),
    });
  }
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={webpSet} sizes={sizes} />
      <img
        src={fallback}
        srcSet={jpegSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
