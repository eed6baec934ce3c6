/** Days the shop accepts returns after receipt, beyond the legal 14 (terms, emails). */
export const SHOP_RETURN_DAYS = 30;
/** Most units of one size of one product a cart may hold. */
export const MAX_QUANTITY_PER_SIZE = 10;
/** Products per search page unless the caller asks otherwise. */
export const SEARCH_PAGE_SIZE = 18;
/** Most products one search page may return. */
export const SEARCH_MAX_RESULTS = 100;
/** localStorage key of the guest cart. */
export const CART_STORAGE_KEY = "cart";
/** Name of the HttpOnly session cookie. */
export const AUTH_COOKIE_NAME = "authToken";
/** Lifetime of a session, in days. */
export const AUTH_SESSION_DAYS = 30;
/** How long a MULTIBANCO reference can be paid, in hours. */
export const MULTIBANCO_VALID_HOURS = 6;
/** Home banner carousel autoplay delay. */
export const BANNER_AUTOPLAY_MS = 5000;
/** From this viewport width the cart button opens a popup instead of the cart page. */
export const CART_POPUP_MIN_WIDTH = 1200;
/** Up to this viewport width the layout is the phone one. */
export const MOBILE_MAX_WIDTH = 767;
/** Fade of the navigation submenus. */
export const SUBMENU_FADE_MS = 300;
/** What the storefront shows before the 9 digits of a Portuguese phone number. */
export const PHONE_PREFIX = "(351) ";
/** Longest phone number a form takes as typed ('+351 961 234 567', '+44 (20) 7946-0958'). */
export const PHONE_MAX_LENGTH = 24;
/** Password length bounds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 40;
/** Longest name of a person a purchase or an account may carry. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Longest street (with number, floor and door) of an address. */
export const STREET_MAX_LENGTH = 150;
/** Longest city of an address. */
export const CITY_MAX_LENGTH = 70;
/** A size as the storefront shows it: 38, 37.5, U. */
export const SIZE_PATTERN = /^[0-9A-Z][0-9A-Z./-]{0,9}$/;
/** How a listing may be ordered; "relevance" is best match first, or newest without search text. */
export const LISTING_SORTS = [
  "relevance",
  "newest",
  "priceAsc",
  "priceDesc",
  "mostViewed",
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The most sizes, and colours or brands, one listing may ask for (a script's work stays bounded). */
export const LISTING_MAX_SIZES = 20;
export const LISTING_MAX_CHOICES = 30;

/**
 * Days the client's IP address is kept with a purchase or a contact message (for the limits that
 * stop abuse and to answer a fraud claim); the daily purge clears it after, and the privacy page
 * says so.
 */
export const IP_RETENTION_DAYS = 90;

/** Days a contact message is kept (to follow up on it); the daily purge deletes it after. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 730;
/** «Também pode gostar»: at most this many products beside a product. */
export const RELATED_PRODUCTS_LIMIT = 8;
/** «Vistos recentemente»: the products a visitor opened last, newest first, at most this many. */
export const RECENTLY_VIEWED_LIMIT = 12;
