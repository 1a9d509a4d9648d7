import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { List, Map as MapIcon, Search } from 'lucide-react';
import { listingHref, type ListingFilters, type MapBounds } from '../../../shared/domain/listing-filters.ts';
import type { MapPoints } from '../../../shared/domain/map-points.ts';
import { useHydrated } from '../../components/hydration.tsx';
import { SearchMap } from './search-map.tsx';

/** The property a list item stands for: its data-property-id, or the card's heading id (card-<id>). */
function propertyIdAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const tagged = target.closest('[data-property-id]');
  if (tagged) return tagged.getAttribute('data-property-id');
  const card = target.closest('article[aria-labelledby^="card-"]');
  return card?.getAttribute('aria-labelledby')?.slice('card-'.length) ?? null;
}

/**
 * What the map search tells beside the list: that the list is narrowed to a map area (with the way
 * back), and how many properties matching the search have no coordinates (never dropped silently).
 */
export function MapSearchNotes({
  path,
  filters,
  map,
}: {
  path: string;
  filters: ListingFilters;
  map: MapPoints;
}) {
  const t = useT();
  if (!filters.bounds && map.withoutCoordinates === 0) return null;
  return (
    <div className="map-search__notes" data-testid="map-notes">
      {filters.bounds ? (
        <p>
          {t('mapSearch.areaActive')}{' '}
          <Link to={listingHref(path, { ...filters, bounds: undefined })} preventScrollReset>
            {t('mapSearch.clearArea')}
          </Link>
        </p>
      ) : null}
      {map.withoutCoordinates > 0 ? (
        <>
          <p>
            {t(filters.bounds ? 'mapSearch.withoutCoordinatesInArea' : 'mapSearch.withoutCoordinates', {
              count: map.withoutCoordinates,
            })}
          </p>
          <ul className="map-search__unplaced">
            {map.unplaced.map((property) => (
              <li key={property.id}>
                <Link to={`/single-property-1/${property.id}`}>{property.name}</Link>
              </li>
            ))}
            {map.withoutCoordinates > map.unplaced.length ? (
              <li>{t('mapSearch.unplacedMore', { count: map.withoutCoordinates - map.unplaced.length })}</li>
            ) : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The map search (issue 16): the map beside the list (stacked on a phone, with a List/Map switch).
 * Hovering or focusing a card highlights its marker; moving the map offers "Search this area",
 * which puts the map's bounds in the URL (bounds=south,west,north,east) with the other filters, so
 * the list and the markers narrow together. Properties without coordinates are counted in a note.
 */
export function MapSearch({
  path,
  filters,
  map,
  variant,
  header,
  children,
}: {
  /** The page's own path: "Search this area" and "Search everywhere" go there. */
  path: string;
  filters: ListingFilters;
  map: MapPoints;
  /** 'map': the map is the page's main content (/map); 'list': the list is (/grid-layout-with-map). */
  variant: 'map' | 'list';
  /** Above the list, and above the map on a phone: in view whichever half the phone shows (the h1). */
  header?: ReactNode;
  /** The list: its heading, count, notes (MapSearchNotes), cards and pages. */
  children: ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const [view, setView] = useState<'list' | 'map'>('list');
  const mapSection = useRef<HTMLElement>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  // Where the visitor has moved the map to, until they search it.
  const [movedTo, setMovedTo] = useState<{ bounds: MapBounds; forFilters: ListingFilters } | null>(null);
  const pendingArea = movedTo?.forFilters === filters ? movedTo.bounds : null;
  const count = map.points.length;

  const highlightFrom = (event: SyntheticEvent) => setHighlightedId(propertyIdAt(event.target));

  const searchArea = () => {
    if (!pendingArea) return;
    setMovedTo(null);
    void navigate(listingHref(path, { ...filters, bounds: pendingArea }), { preventScrollReset: true });
  };

  return (
    <div className={`map-search map-search--${variant}`} data-view={isHydrated ? view : 'both'}>
      {header ? <div className="map-search__header">{header}</div> : null}
      {isHydrated ? (
        <div className="map-search__switch" role="group" aria-label={t('mapSearch.viewSwitch')}>
          <button
            type="button"
            className="map-search__switch-button"
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <List aria-hidden="true" size={18} />
            {t('mapSearch.showList')}
          </button>
          <button
            type="button"
            className="map-search__switch-button"
            aria-pressed={view === 'map'}
            onClick={() => {
              setView('map');
              // The map's top in view (the page may have been scrolled down the list).
              requestAnimationFrame(() =>
                mapSection.current?.scrollIntoView({ block: 'start', behavior: 'instant' }),
              );
            }}
          >
            <MapIcon aria-hidden="true" size={18} />
            {t('mapSearch.showMap')}
          </button>
        </div>
      ) : null}
      <div
        className="map-search__list"
        onPointerOver={highlightFrom}
        onFocus={highlightFrom}
        onPointerLeave={() => setHighlightedId(null)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHighlightedId(null);
        }}
      >
        {children}
      </div>
      <section ref={mapSection} className="map-search__map" aria-label={t('mapSearch.mapLabel')}>
        <p className="map-search__count" role="status" data-testid="map-count">
          {t('mapSearch.onMap', { count })}
        </p>
        <div className="map-search__frame">
          <SearchMap
            points={map.points}
            bounds={filters.bounds}
            highlightedId={highlightedId}
            isVisible={view === 'map'}
            onMove={(bounds) => setMovedTo({ bounds, forFilters: filters })}
          />
          {pendingArea ? (
            <button
              type="button"
              className="button button--accent map-search__area-button"
              onClick={searchArea}
            >
              <Search aria-hidden="true" size={18} />
              {t('mapSearch.searchArea')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
