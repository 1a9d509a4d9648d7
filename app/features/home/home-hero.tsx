import type { ReactNode } from 'react';
import type { HeroKind } from './compositions.ts';

/**
 * The first screen of a home variant: the page's h1, a line of text, the real number of listings and
 * the search, with the hero's media: behind them (image), beside them (split, map, video) or under
 * them (slider). The media is built by the page, which composes the other features (maps, video).
 */
export function HomeHero({
  kind,
  title,
  lead,
  stats,
  search,
  media,
}: {
  kind: HeroKind;
  title: string;
  lead: string;
  stats: string;
  search: ReactNode;
  media?: ReactNode;
}) {
  const isBackdrop = kind === 'image';
  return (
    <section
      className={`home-hero home-hero--${kind}${media ? '' : ' home-hero--plain'}`}
      aria-labelledby="home-hero-title"
    >
      {isBackdrop ? media : null}
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <h1 id="home-hero-title">{title}</h1>
          <p className="home-hero__lead">{lead}</p>
          <p className="home-hero__stats">{stats}</p>
          {search}
        </div>
        {!isBackdrop && media ? <div className="home-hero__media">{media}</div> : null}
      </div>
    </section>
  );
}
