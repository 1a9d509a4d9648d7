import { useEffect, useRef } from 'react';
import type { AddressComponent } from '../../../shared/domain/address.ts';

/** What the form needs from a chosen place. */
export type ChosenPlace = {
  placeId: string;
  formattedAddress: string;
  components: AddressComponent[];
  latitude: number | null;
  longitude: number | null;
};

type Props = {
  apiKey: string;
  /** Accessible name of the search box (its visible label sits beside it). */
  label: string;
  labelId: string;
  onPlace: (place: ChosenPlace) => void;
  /** The maps script could not load: the spec's 'Network Error' dialog. */
  onLoadError: () => void;
};

/** Where the Maps JavaScript API is loaded from. Tests answer this URL themselves (no network). */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

type PlacesLibrary = {
  PlaceAutocompleteElement: new (options: { includedRegionCodes: string[] }) => HTMLElement;
};
type MapsGlobal = { maps?: { importLibrary?: (name: 'places') => Promise<PlacesLibrary> } };
type SelectEvent = Event & {
  placePrediction?: {
    toPlace(): {
      id: string;
      formattedAddress?: string;
      addressComponents?: AddressComponent[];
      location?: { lat(): number; lng(): number };
      fetchFields(options: { fields: string[] }): Promise<unknown>;
    };
  };
};

let loading: Promise<PlacesLibrary> | null = null;

/** Loads the Maps script once per page, with the places library, in Google's async mode. */
function loadPlaces(apiKey: string): Promise<PlacesLibrary> {
  loading ??= new Promise<PlacesLibrary>((resolve, reject) => {
    const callback = `__placesReady${Date.now()}`;
    const script = document.createElement('script');
    const url = new URL(MAPS_SCRIPT_URL);
    url.searchParams.set('key', apiKey);
    url.searchParams.set('libraries', 'places');
    url.searchParams.set('loading', 'async');
    url.searchParams.set('callback', callback);
    (window as unknown as Record<string, () => void>)[callback] = () => {
      const google = (window as unknown as { google?: MapsGlobal }).google;
      const importLibrary = google?.maps?.importLibrary;
      if (!importLibrary) {
        reject(new Error('The maps script loaded without importLibrary.'));
        return;
      }
      importLibrary('places').then(resolve, reject);
    };
    script.src = url.toString();
    script.async = true;
    // The page's CSP nonce lets this script in (React Router's scripts carry the same one).
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => reject(new Error('The maps script did not load.')));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Google Places autocomplete limited to Canada (spec 2.6), only when a maps key is configured. The
 * typed address fields stay below it, so a failed load costs nothing but the suggestions.
 */
export function PlacesAutocomplete({ apiKey, label, labelId, onPlace, onLoadError }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onPlace, onLoadError });
  useEffect(() => {
    callbacks.current = { onPlace, onLoadError };
  });

  useEffect(() => {
    let element: HTMLElement | null = null;
    let isCancelled = false;
    loadPlaces(apiKey).then(
      ({ PlaceAutocompleteElement }) => {
        if (isCancelled || !container.current) return;
        element = new PlaceAutocompleteElement({ includedRegionCodes: ['ca'] });
        element.setAttribute('aria-label', label);
        element.setAttribute('aria-labelledby', labelId);
        element.addEventListener('gmp-select', (event) => {
          const place = (event as SelectEvent).placePrediction?.toPlace();
          if (!place) return;
          void place
            .fetchFields({ fields: ['id', 'formattedAddress', 'addressComponents', 'location'] })
            .then(() =>
              callbacks.current.onPlace({
                placeId: place.id,
                formattedAddress: place.formattedAddress ?? '',
                components: place.addressComponents ?? [],
                latitude: place.location?.lat() ?? null,
                longitude: place.location?.lng() ?? null,
              }),
            )
            .catch(() => callbacks.current.onLoadError());
        });
        container.current.append(element);
      },
      () => {
        if (!isCancelled) callbacks.current.onLoadError();
      },
    );
    return () => {
      isCancelled = true;
      element?.remove();
    };
  }, [apiKey, label, labelId]);

  return <div ref={container} className="places-autocomplete" />;
}
