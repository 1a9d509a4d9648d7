// The enquiries feature's public entry: what other features may use (ADR 027). Only light pieces: an
// importer's page downloads everything exported here (the contact form, with zod, is not; a route
// that shows it imports it and hands it to the feature that lays it out).
export { BookShowingButton } from './book-showing-button.tsx';
