import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Play } from 'lucide-react';
import type { VideoEmbed } from '../../../shared/domain/video.ts';
import type { PropertyImage } from '../../../shared/domain/property.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';

/**
 * A video that costs nothing until asked for: a link to the video (works without JavaScript) that,
 * with JavaScript, swaps itself for the privacy-enhanced player when clicked. Nothing is fetched from
 * the video host before that click: the poster is the property's own photo.
 */
export function VideoFacade({
  video,
  name,
  poster,
}: {
  video: VideoEmbed;
  name: string;
  poster?: PropertyImage;
}) {
  const t = useT();
  const [isPlaying, setIsPlaying] = useState(false);
  if (isPlaying) {
    return (
      <div className="video-facade">
        <iframe
          src={video.embedUrl}
          title={t('video.frameTitle', { name })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <a
      className="video-facade video-facade--idle"
      href={video.watchUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setIsPlaying(true);
      }}
    >
      {poster ? <ResponsiveImage image={poster} alt="" sizes="(max-width: 991px) 100vw, 760px" /> : null}
      <span className="video-facade__play">
        <Play aria-hidden="true" size={32} />
        <span>{t('video.play', { name })}</span>
      </span>
    </a>
  );
}
