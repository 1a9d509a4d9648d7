import { describe, expect, it } from 'vitest';
import { collectPageErrors } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';

// Google's Maps script cannot be reached from here: the browser's requests for it are answered
// by the test, at the HTTP edge, with a stand-in that behaves like the places library.
const FAKE_MAPS_SCRIPT = `
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  window.__mapsRequest = Object.fromEntries(params);
  class PlaceAutocompleteElement extends HTMLElement {
    constructor(options) {
      super();
      window.__autocompleteOptions = options;
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Search for the address');
      this.append(input);
    }
  }
  customElements.define('gmp-place-autocomplete', PlaceAutocompleteElement);
  window.google = { maps: { importLibrary: async () => ({ PlaceAutocompleteElement }) } };
  window.__choosePlace = () => {
    const element = document.querySelector('gmp-place-autocomplete');
    const event = new Event('gmp-select');
    event.placePrediction = {
      toPlace: () => ({
        id: 'ChIJ-test-place',
        async fetchFields() {
          this.formattedAddress = '25 Park St, Moncton, NB E1C 4B5, Canada';
          this.addressComponents = [
            { longText: '25', shortText: '25', types: ['street_number'] },
            { longText: 'Park Street', shortText: 'Park St', types: ['route'] },
            { longText: 'Moncton', shortText: 'Moncton', types: ['locality', 'political'] },
            { longText: 'New Brunswick', shortText: 'NB', types: ['administrative_area_level_1', 'political'] },
            { longText: 'Canada', shortText: 'CA', types: ['country', 'political'] },
            { longText: 'E1C 4B5', shortText: 'E1C 4B5', types: ['postal_code'] },
          ];
          this.location = { lat: () => 46.0878, lng: () => -64.7782 };
        },
      }),
    };
    element.dispatchEvent(event);
  };
  window[params.get('callback')]();
})();
`;

const e2e = setUpServerAndBrowser({ config: { GOOGLE_MAPS_API_KEY: 'test-maps-key-123456' } });

describe('address entry with a maps key', () => {
  it('fills the address fields from a place chosen in the Canada-only autocomplete', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT }),
    );
    await page.goto(`${e2e.server.url}/submit-property`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('gmp-place-autocomplete'));
    expect(
      await page.evaluate(() => (window as never as { __mapsRequest: object }).__mapsRequest),
    ).toMatchObject({
      key: 'test-maps-key-123456',
      libraries: 'places',
    });
    expect(
      await page.evaluate(() => (window as never as { __autocompleteOptions: object }).__autocompleteOptions),
    ).toEqual({
      includedRegionCodes: ['ca'],
    });
    expect(await page.getByText('Search for the address').first().isVisible()).toBe(true);

    await page.evaluate(() => (window as never as { __choosePlace: () => void }).__choosePlace());
    await page.waitForFunction(
      () => (document.querySelector('input[name="city"]') as HTMLInputElement).value === 'Moncton',
    );
    const value = (name: string) =>
      page.locator(`input[name="${name}"], select[name="${name}"]`).inputValue();
    expect(await value('address')).toBe('25 Park Street');
    expect(await value('streetNumber')).toBe('25');
    expect(await value('streetName')).toBe('Park Street');
    expect(await value('province')).toBe('New Brunswick');
    expect(await value('postalCode')).toBe('E1C 4B5');
    expect(await value('placeId')).toBe('ChIJ-test-place');
    expect(await value('latitude')).toBe('46.0878');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Network Error dialog when the maps script cannot load, and the typed fields still work', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.route('https://maps.googleapis.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${e2e.server.url}/submit-property`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('alertdialog', { name: 'Network Error' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByText('Could not load the map service. Please check your internet connection and try again.')
        .isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Dieppe');
    expect(await page.getByRole('textbox', { name: 'City', exact: true }).inputValue()).toBe('Dieppe');
    await context.close();
  });
});
