// How wide the product page shows its pictures (gallery.module.css, product-page.module.css), so
// that the browser fetches the variant that fits: the main picture fills a phone's width and 11/20
// of the page from 900 px; the thumbnails are 72–88 px.
export const MAIN_SIZES = "(min-width: 1240px) 680px, (min-width: 900px) 55vw, 100vw";
export const THUMB_SIZES = "(min-width: 900px) 88px, 72px";
/** The zoom magnifies up to 4×: the widest variant the screen could use. */
export const ZOOM_SIZES = "100vw";
