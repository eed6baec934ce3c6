/** Where the API lives; it can move to another host at build time. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api",
  mediaBaseUrl: import.meta.env.VITE_MEDIA_BASE_URL ?? "/media/",
};
