/**
 * The video id of a video URL (spec 2.6): the 'v' query parameter, or else the last path segment.
 * Null when the URL does not yield something that looks like an embeddable id.
 */
export function videoIdOf(url: string | null | undefined): string | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const candidate = parsed.searchParams.get('v') ?? parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  return /^[A-Za-z0-9_-]{6,20}$/.test(candidate) ? candidate : null;
}

export type VideoEmbed = {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** Privacy-enhanced player URL (no cookies until played). */
  embedUrl: string;
  /** The page to open without JavaScript. */
  watchUrl: string;
};

/** How to embed a video URL; Vimeo links go to Vimeo's player, everything else to YouTube's. */
export function videoEmbedOf(url: string | null | undefined): VideoEmbed | null {
  const id = videoIdOf(url);
  const parsed = parseUrl(url);
  if (!id || !parsed) return null;
  if (/(^|\.)vimeo\.com$/i.test(parsed.hostname)) {
    return {
      provider: 'vimeo',
      id,
      embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
      watchUrl: `https://vimeo.com/${id}`,
    };
  }
  return {
    provider: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

function parseUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}
