// The map search's map itself (issue 16): Leaflet and Supercluster, loaded only by
// search-map.tsx's dynamic import(), so no other page downloads either (ADR 020, ADR 034).
import L from 'leaflet';
import Supercluster from 'supercluster';
import type { MapBounds } from '../../../shared/domain/listing-filters.ts';
import { MAP_DEFAULT_ZOOM, type MapPoint, type MapTiles } from '../../../shared/domain/map-points.ts';

/** The words and formats the map shows, from the page's catalogue (this module has no i18n). */
export type SearchMapText = {
  markerLabel(point: MapPoint): string;
  priceText(point: MapPoint): string;
  /** "$1.4k": what the marker's pill shows; its full price is in its name and popup. */
  shortPrice(point: MapPoint): string;
  badge(point: MapPoint): string;
  closedBadge(point: MapPoint): string | null;
  /** The property's type in the page's language. */
  typeName(point: MapPoint): string;
  clusterLabel(count: number): string;
  viewDetails: string;
  noPhoto: string;
};

export type SearchMapOptions = {
  tiles: MapTiles;
  points: MapPoint[];
  /** The area searched (bounds= in the URL): the map shows it; otherwise it fits the points. */
  bounds: MapBounds | undefined;
  /** Where the map looks when there is nothing to fit. */
  centre: { latitude: number; longitude: number };
  text: SearchMapText;
  /** The visitor moved or zoomed the map (not the page fitting it). */
  onMove(bounds: MapBounds): void;
  onTileError(): void;
};

export type SearchMap = {
  setPoints(points: MapPoint[], bounds: MapBounds | undefined): void;
  /** Emphasises one property's marker (or the cluster holding it); null for none. */
  highlight(id: string | null): void;
  /** Leaflet must measure its box again after it was hidden (the phone's List/Map switch). */
  resize(): void;
  destroy(): void;
};

type PointProps = { id: string };
const ZOOM_ON_ONE = 15;
const MAX_ZOOM = 18;

const boundsOf = (b: L.LatLngBounds): MapBounds => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});

/** Plain text into Leaflet's attribution (which it writes as HTML). */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The popup card: photo, badges, price, name linking to the detail page, address. Text only, no HTML. */
function popupCard(point: MapPoint, text: SearchMapText): HTMLElement {
  const card = element('article', 'map-card');
  const href = `/single-property-1/${point.id}`;
  if (point.image) {
    const img = element('img', 'map-card__photo');
    img.src = point.image.url;
    img.width = point.image.width;
    img.height = point.image.height;
    img.alt = '';
    img.decoding = 'async';
    card.append(img);
  } else {
    card.append(element('div', 'map-card__photo map-card__photo--empty', text.noPhoto));
  }
  const body = element('div', 'map-card__body');
  const badges = element('p', 'map-card__badges');
  badges.append(element('span', `badge badge--${point.listingType}`, text.badge(point)));
  const closed = text.closedBadge(point);
  if (closed) badges.append(element('span', 'badge badge--closed', closed));
  badges.append(element('span', 'map-card__type', text.typeName(point)));
  const title = element('h3', 'map-card__title');
  const link = element('a', 'map-card__link', point.name);
  link.href = href;
  title.append(link);
  body.append(
    badges,
    element('p', 'map-card__price', text.priceText(point)),
    title,
    element('p', 'map-card__address', point.address),
  );
  const more = element('a', 'map-card__more', text.viewDetails);
  more.href = href;
  more.setAttribute('aria-label', `${text.viewDetails}: ${point.name}`);
  body.append(more);
  card.append(body);
  return card;
}

export function createSearchMap(container: HTMLElement, options: SearchMapOptions): SearchMap {
  const { text } = options;
  const map = L.map(container, { scrollWheelZoom: true, maxZoom: MAX_ZOOM, zoomSnap: 0.5 });
  const tiles = L.tileLayer(options.tiles.url, {
    maxZoom: MAX_ZOOM,
    attribution: escapeHtml(options.tiles.attribution),
  });
  tiles.on('tileerror', () => options.onTileError());
  tiles.addTo(map);

  const layer = L.layerGroup().addTo(map);
  // The radius is in 1/512 of a tile, Leaflet's tiles are 256 px: about 60 px, a price pill's width.
  const index = new Supercluster<PointProps>({ radius: 120, maxZoom: 16 });
  let byId = new Map<string, MapPoint>();
  let highlighted: string | null = null;
  // What each marker on screen stands for: one property, or a cluster's properties.
  let shown = new Map<string, { marker: L.Marker; ids: Set<string> }>();
  // Moves the page makes (fitting the points, the searched area) are not the visitor's.
  let isFitting = false;

  function fit(bounds: MapBounds | undefined, points: MapPoint[]) {
    isFitting = true;
    if (bounds) {
      map.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { animate: false },
      );
    } else if (points.length === 1) {
      map.setView([points[0]!.latitude, points[0]!.longitude], ZOOM_ON_ONE, { animate: false });
    } else if (points.length > 1) {
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [36, 36],
        maxZoom: ZOOM_ON_ONE,
        animate: false,
      });
    } else {
      map.setView([options.centre.latitude, options.centre.longitude], MAP_DEFAULT_ZOOM, { animate: false });
    }
    isFitting = false;
  }

  function applyHighlight() {
    for (const { marker, ids } of shown.values()) {
      const icon = marker.getElement();
      const isOn = highlighted !== null && ids.has(highlighted);
      icon?.classList.toggle('map-pin--highlighted', isOn);
      marker.setZIndexOffset(isOn ? 1000 : 0);
    }
  }

  function clusterMarker(id: number, lat: number, lng: number, count: number): L.Marker {
    const marker = L.marker([lat, lng], {
      icon: L.divIcon({
        className: 'map-pin map-pin--cluster',
        html: `<span aria-hidden="true">${count}</span>`,
        iconSize: [44, 44],
      }),
      title: text.clusterLabel(count),
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('click', () => {
      map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), MAX_ZOOM));
    });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', text.clusterLabel(count)));
    return marker;
  }

  function pointMarker(point: MapPoint): L.Marker {
    const marker = L.marker([point.latitude, point.longitude], {
      icon: L.divIcon({
        className: `map-pin map-pin--${point.listingType}${point.isClosed ? ' map-pin--closed' : ''}`,
        html: `<span aria-hidden="true">${escapeHtml(text.shortPrice(point))}</span>`,
        // No size: the pill is as wide as its price, centred on the point by CSS (translate).
        iconSize: undefined,
      }),
      title: text.markerLabel(point),
      keyboard: true,
      riseOnHover: true,
    });
    marker.bindPopup(() => popupCard(point, text), {
      maxWidth: 280,
      minWidth: 220,
      autoPanPadding: [16, 16],
      className: 'map-popup',
    });
    marker.on('add', () => {
      const icon = marker.getElement();
      icon?.setAttribute('aria-label', text.markerLabel(point));
      icon?.setAttribute('data-property-id', point.id);
    });
    return marker;
  }

  /**
   * The markers of the clusters and points in view. A marker still wanted stays as it is (its open
   * popup too): only those that leave or split are removed, only new ones added.
   */
  function render() {
    const b = map.getBounds().pad(0.2);
    const zoom = Math.floor(map.getZoom());
    const features = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom);
    const next = new Map<string, { marker: L.Marker; ids: Set<string> }>();
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const key = `c:${props.cluster_id}`;
        next.set(
          key,
          shown.get(key) ?? {
            marker: clusterMarker(props.cluster_id, lat, lng, props.point_count),
            ids: new Set(index.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.id)),
          },
        );
      } else {
        const point = byId.get((props as PointProps).id);
        if (!point) continue;
        const key = `p:${point.id}`;
        next.set(key, shown.get(key) ?? { marker: pointMarker(point), ids: new Set([point.id]) });
      }
    }
    for (const [key, { marker }] of shown) if (!next.has(key)) layer.removeLayer(marker);
    for (const { marker } of next.values()) if (!layer.hasLayer(marker)) marker.addTo(layer);
    shown = next;
    applyHighlight();
  }

  function load(points: MapPoint[]) {
    // New points: every marker is drawn afresh (a cluster id means something else in a new index).
    layer.clearLayers();
    shown = new Map();
    byId = new Map(points.map((p) => [p.id, p]));
    index.load(
      points.map((p) => ({
        type: 'Feature' as const,
        properties: { id: p.id },
        geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
      })),
    );
  }

  // A popup opened from the keyboard takes the focus to its link; closing it gives it back.
  let opener: HTMLElement | null = null;
  map.on('popupopen', (event) => {
    const active = document.activeElement;
    opener = active instanceof HTMLElement && active.classList.contains('map-pin') ? active : null;
    if (opener) event.popup.getElement()?.querySelector<HTMLElement>('.map-card__link')?.focus();
  });
  // Escape closes the card wherever the focus is on the map (Leaflet's own needs the map focused).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') map.closePopup();
  };
  container.addEventListener('keydown', onKeyDown);
  map.on('popupclose', () => {
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    opener = null;
  });
  // A popup moving the map to show itself is not the visitor moving it.
  let isAutoPanning = false;
  map.on('autopanstart', () => {
    isAutoPanning = true;
  });
  map.on('moveend', () => {
    render();
    if (!isFitting && !isAutoPanning) options.onMove(boundsOf(map.getBounds()));
    isAutoPanning = false;
  });

  load(options.points);
  fit(options.bounds, options.points);
  render();

  return {
    setPoints(points, bounds) {
      map.closePopup();
      load(points);
      fit(bounds, points);
      render();
    },
    highlight(id) {
      highlighted = id;
      applyHighlight();
    },
    resize() {
      map.invalidateSize({ animate: false });
    },
    destroy() {
      container.removeEventListener('keydown', onKeyDown);
      map.remove();
    },
  };
}
