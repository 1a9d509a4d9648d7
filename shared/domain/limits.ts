// Business constants of spec section 9.

/** Cards per page on the listing and admin lists. */
export const PAGE_SIZE = 10;
/** Cards on the home page. */
export const HOME_LIMIT = 6;
/** Images per property, in total. */
export const MAX_IMAGES = 8;
/** A phone number has at least this many digits... */
export const PHONE_MIN_DIGITS = 10;
/** ...and at most this many characters. */
export const PHONE_MAX_LENGTH = 15;
/** A town or city typed into a search (home, listing filters, agents and agencies). */
export const PLACE_MAX_LENGTH = 80;
/** Default upper bound of the price filter. */
export const PRICE_FILTER_MAX = 1_000_000;
/** Largest page size a client of the JSON API may ask for. */
export const API_MAX_PAGE_SIZE = 100;
