// The maps feature's public entry: what other features may use (ADR 027). Importers load it with
// import() so that the maps code stays out of their first download.
export { PlacesAutocomplete, type ChosenPlace } from './places-autocomplete.tsx';
