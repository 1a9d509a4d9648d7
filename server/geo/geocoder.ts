/**
 * Optional geocoding of typed addresses (spec 2.6: without a maps key the address is typed by hand;
 * coordinates are filled by a geocoder when one is configured). Speaks the Nominatim search API
 * (OpenStreetMap's, or a self-hosted one): GET {base}/search?format=jsonv2&q=...&countrycodes=ca.
 * A slow or failing geocoder never blocks a submission: the property is stored without coordinates.
 */
export type GeocodeQuery = { address: string; city: string; province: string; postalCode: string };
export type GeoPoint = { latitude: number; longitude: number };
export type Geocoder = { geocode(query: GeocodeQuery): Promise<GeoPoint | null> };

export type GeocoderOptions = {
  baseUrl: string;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  timeoutMs?: number;
  log?: { warn(details: object, message?: string): void };
};

export function createNominatimGeocoder(options: GeocoderOptions): Geocoder {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async geocode(query) {
      const url = new URL(`${base}/search`);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      url.searchParams.set('countrycodes', 'ca');
      url.searchParams.set(
        'q',
        `${query.address}, ${query.city}, ${query.province} ${query.postalCode}, Canada`,
      );
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        const results = (await response.json()) as { lat?: string; lon?: string }[];
        const first = Array.isArray(results) ? results[0] : undefined;
        const latitude = Number(first?.lat);
        const longitude = Number(first?.lon);
        if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
        if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
        return { latitude, longitude };
      } catch (error) {
        options.log?.warn({ err: error }, 'geocoding failed; the property is stored without coordinates');
        return null;
      }
    },
  };
}
