import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { MapBounds } from '../../../shared/domain/listing-filters.ts';
import { DEFAULT_MAP_TILES, type MapPoint } from '../../../shared/domain/map-points.ts';
import { formatDollars } from '../../../shared/format.ts';
import { useRootData } from '../../root-data.ts';
import { useHydrated } from '../../components/hydration.tsx';
import { usePropertyText } from '../../hooks/use-property-text.ts';
// Types only: Leaflet and Supercluster are fetched when the map is first on screen.
import type { SearchMap as LeafletSearchMap, SearchMapText } from './leaflet-search-map.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/** "$1,450", "$390k", "$1.2M" / "1 450 $", "390 k$", "1,2 M$": short enough for a marker. */
export function shortPrice(price: number, language: Language): string {
  if (price >= 1_000_000) {
    const millions = (price / 1_000_000).toFixed(1).replace(/\.0$/, '');
    return language === 'fr' ? `${millions.replace('.', ',')}\u00a0M$` : `$${millions}M`;
  }
  if (price >= 10_000) {
    const thousands = Math.round(price / 1000);
    return language === 'fr' ? `${thousands}\u00a0k$` : `$${thousands}k`;
  }
  return formatDollars(price, language);
}

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

/** Adds Leaflet's stylesheet once (the detail page's map may have added it already); resolves when loaded. */
function leafletStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>('link[data-leaflet]');
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? document.createElement('link');
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('Leaflet stylesheet')), { once: true });
  });
  if (!existing) {
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.leaflet = '';
    document.head.append(link);
  }
  return loaded;
}

/**
 * The map of the map search: server-rendered as a box saying the map needs JavaScript; in the
 * browser, Leaflet and Supercluster load when the box is first on screen, and draw one marker per
 * point (clustered when they overlap) with a popup card each. Tiles that fail leave the markers.
 */
export function SearchMap({
  points,
  bounds,
  highlightedId,
  isVisible,
  onMove,
}: {
  points: MapPoint[];
  bounds: MapBounds | undefined;
  highlightedId: string | null;
  /** False while the phone shows the list instead: the map waits, then measures its box again. */
  isVisible: boolean;
  onMove(bounds: MapBounds): void;
}) {
  const t = useT();
  const language = useLanguage();
  const propertyText = usePropertyText();
  const isHydrated = useHydrated();
  const root = useRootData();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletSearchMap | null>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const [hasSeenBox, setHasSeenBox] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest values, for the map's callbacks and the first draw (the effects below update them).
  const latest = useRef({ points, bounds, onMove });
  useEffect(() => {
    latest.current = { points, bounds, onMove };
  });

  useEffect(() => {
    const element = container.current;
    if (!isHydrated || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setHasSeenBox(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isHydrated]);

  useEffect(() => {
    const element = container.current;
    if (!hasSeenBox || !element) return;
    let isCancelled = false;
    setStatus('loading');
    const text: SearchMapText = {
      markerLabel: (p) => t('mapSearch.markerLabel', { name: p.name, price: propertyText.price(p) }),
      priceText: (p) => propertyText.price(p),
      shortPrice: (p) => shortPrice(p.price, language),
      badge: (p) => propertyText.listingBadge(p),
      closedBadge: (p) => (p.isClosed ? propertyText.closedBadge(p) : null),
      typeName: (p) => t(`property.typeNames.${p.propertyType}`),
      clusterLabel: (count) => t('mapSearch.clusterLabel', { count }),
      viewDetails: t('mapSearch.viewDetails'),
      noPhoto: t('mapSearch.noPhoto'),
    };
    void Promise.all([import('./leaflet-search-map.ts'), import('leaflet/dist/leaflet.css?url')])
      .then(async ([module, css]) => {
        if (isCancelled) return;
        // Leaflet measures and places its panes by its stylesheet: draw once it has loaded.
        await leafletStylesheet(css.default);
        if (isCancelled) return;
        map.current = module.createSearchMap(element, {
          tiles: root?.mapTiles ?? DEFAULT_MAP_TILES,
          points: latest.current.points,
          bounds: latest.current.bounds,
          centre: root?.site.location ?? { latitude: 46.0878, longitude: -64.7782 },
          text,
          onMove: (b) => latest.current.onMove(b),
          onTileError: () => setTilesFailed(true),
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!isCancelled) setStatus('failed');
      });
    return () => {
      isCancelled = true;
      map.current?.destroy();
      map.current = null;
    };
    // The map is made once per page (and per retry); new points reach it through setPoints below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasSeenBox, attempt]);

  // A new search (the loader's new points): the same map, redrawn and fitted again.
  const drawn = useRef(points);
  useEffect(() => {
    if (status !== 'ready' || drawn.current === points) return;
    drawn.current = points;
    map.current?.setPoints(points, bounds);
  }, [status, points, bounds]);

  useEffect(() => {
    map.current?.highlight(highlightedId);
  }, [highlightedId, status]);

  useEffect(() => {
    if (isVisible) map.current?.resize();
  }, [isVisible, status]);

  return (
    <div className="search-map" data-status={isHydrated ? status : 'no-js'}>
      <div ref={container} className="search-map__canvas" data-testid="search-map" />
      {!isHydrated ? (
        <p className="search-map__notice">{t('mapSearch.needsJavaScript')}</p>
      ) : status === 'loading' || status === 'waiting' ? (
        <p className="search-map__notice" role="status">
          {t('mapSearch.loading')}
        </p>
      ) : status === 'failed' ? (
        <div className="search-map__notice" role="alert">
          <p>
            <strong>{t('mapSearch.loadFailedTitle')}</strong> {t('mapSearch.loadFailed')}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setAttempt((n) => n + 1);
            }}
          >
            {t('mapSearch.retry')}
          </button>
        </div>
      ) : null}
      {tilesFailed ? (
        <p className="search-map__tiles-failed" role="status">
          {t('mapSearch.tilesFailed')}
        </p>
      ) : null}
    </div>
  );
}
