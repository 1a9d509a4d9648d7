import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { MapPin } from 'lucide-react';
// Type only: Leaflet's code is fetched when the map scrolls into view.
import type { Map as LeafletMap } from 'leaflet';
import { DEFAULT_MAP_TILES } from '../../../shared/domain/map-points.ts';
import { useRootData } from '../../root-data.ts';

type Props = {
  latitude: number | null;
  longitude: number | null;
  /** Shown beside the map, and instead of it when it cannot load. */
  address: string;
  /** A Google place id: with a maps key, the embedded Google map of that place. */
  placeId?: string | null;
  googleMapsApiKey?: string;
  /** Accessible name of the map region. */
  label: string;
  /** False where the page already shows the address right above (the link to OpenStreetMap stays). */
  showAddress?: boolean;
};

const ZOOM = 15;

/**
 * A map that never blocks or breaks the page: nothing loads until it scrolls into view; the address
 * and an OpenStreetMap link are always there as text; if the tiles cannot load, a note says so.
 * With a Google key and a place id, Google's embedded map of the place (spec 2.5); otherwise
 * OpenStreetMap tiles through Leaflet, whose code is fetched only at that moment.
 */
export function LazyMap({
  latitude,
  longitude,
  address,
  placeId,
  googleMapsApiKey,
  label,
  showAddress = true,
}: Props) {
  const t = useT();
  // The configured tile source (TILE_URL, TILE_ATTRIBUTION; ADR 020).
  const tiles = useRootData()?.mapTiles ?? DEFAULT_MAP_TILES;
  const container = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const hasCoordinates = latitude !== null && longitude !== null;
  const useGoogle = Boolean(googleMapsApiKey && placeId);

  useEffect(() => {
    const element = container.current;
    if (!element || (!hasCoordinates && !useGoogle)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setIsVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasCoordinates, useGoogle]);

  useEffect(() => {
    const element = container.current;
    if (!isVisible || useGoogle || !element || latitude === null || longitude === null) return;
    let map: LeafletMap | undefined;
    let isCancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?url')])
      .then(([leaflet, css]) => {
        if (isCancelled) return;
        const L = leaflet.default;
        if (!document.querySelector('link[data-leaflet]')) {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = css.default;
          link.dataset.leaflet = '';
          document.head.append(link);
        }
        map = L.map(element, { scrollWheelZoom: false }).setView([latitude, longitude], ZOOM);
        // Leaflet writes the credit line as HTML: ours is plain text.
        const credit = document.createElement('span');
        credit.textContent = tiles.attribution;
        const layer = L.tileLayer(tiles.url, { maxZoom: 19, attribution: credit.innerHTML });
        layer.once('tileerror', () => setHasFailed(true));
        layer.addTo(map);
        // A vector marker: no marker images to fetch.
        L.circleMarker([latitude, longitude], {
          radius: 10,
          color: '#0f4c5c',
          fillColor: '#f5a623',
          fillOpacity: 1,
        })
          .addTo(map)
          .bindTooltip(address);
      })
      .catch(() => setHasFailed(true));
    return () => {
      isCancelled = true;
      map?.remove();
    };
  }, [isVisible, useGoogle, latitude, longitude, address, tiles.url, tiles.attribution]);

  const osmLink = hasCoordinates
    ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${ZOOM}/${latitude}/${longitude}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

  return (
    <div className="lazy-map">
      <p className="lazy-map__address">
        {showAddress ? (
          <>
            <MapPin aria-hidden="true" size={18} />
            <span>{address}</span>
          </>
        ) : null}
        <a href={osmLink} target="_blank" rel="noopener noreferrer">
          {t('maps.openInOsm')}
        </a>
      </p>
      {hasCoordinates || useGoogle ? (
        <div className="lazy-map__frame" role="region" aria-label={label}>
          {useGoogle && isVisible ? (
            <iframe
              title={label}
              src={`https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(googleMapsApiKey ?? '')}&q=place_id:${encodeURIComponent(placeId ?? '')}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          ) : (
            <div ref={container} className="lazy-map__canvas" data-testid="osm-map" />
          )}
          {hasFailed ? (
            <p className="lazy-map__notice" role="status">
              {t('maps.unavailable')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
