/** Where the API and the pictures live; both can move to other hosts at build time. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api",
  mediaBaseUrl: import.meta.env.VITE_MEDIA_BASE_URL ?? "/media/",
};
