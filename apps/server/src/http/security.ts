import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { BACK_OFFICE_PATH } from "./back-office.ts";
import { SCRIPT_LOADER_SOURCE } from "./page-assets.ts";
import { routedPath } from "./request-path.ts";

const STRIPE_SCRIPTS = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

type Directives = Record<string, string[] | null>;

const SHARED_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets with these options. Nothing in them depends on the request, so helmet's
 * middleware runs once, on a response that only records them, and every request gets the
 * recorded headers in one go.
 */
function recordedHeaders(options: HelmetOptions): Record<string, string> {
  const setHeaders = helmet(options);
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const REFERRER_POLICY = { policy: "strict-origin-when-cross-origin" } as const;

/** A page's headers: its CSP on top of helmet's defaults and the shared directives. */
const pageHeaders = (directives: Directives) =>
  recordedHeaders({
    contentSecurityPolicy: { directives: { ...SHARED_DIRECTIVES, ...directives } },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: REFERRER_POLICY,
  });

/**
 * The API's answers are data, never a page: their CSP lets nothing load, run or frame them, and
 * the headers that only mean something to a document (opener, agent cluster, prefetch, legacy
 * IE, Flash and XSS auditor switches) are left out, as OWASP's REST cheat sheet has it. They go
 * with every call: 300 bytes instead of 1.1 kB.
 */
export const API_HEADERS = recordedHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: REFERRER_POLICY,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The back office's pages: /admin and below, not the API's /api/admin. */
const isBackOffice = (path: string) =>
  path === BACK_OFFICE_PATH || path.startsWith(`${BACK_OFFICE_PATH}/`);

/** The API's calls: /api and below. */
const isApi = (path: string) => path.startsWith("/api/") || path === "/api";

/**
 * Security headers, with a CSP that still lets the card provider's library load and talk. The
 * back office gets a stricter one: its own scripts and styles only, nothing framed; the API's
 * answers the headers of data (API_HEADERS). Helmet's middleware is built once here (the Fastify
 * wrapper built it again for every request) and run once (its headers are fixed): a request's
 * are set as one object.
 */
export function registerSecurityHeaders(app: FastifyInstance, mediaBaseUrl: string) {
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  const images = ["'self'", "data:", "blob:", ...mediaOrigin];
  const storefront = pageHeaders({
    // The inline loader that requests the pages' scripts once they have shown (page-assets.ts).
    scriptSrc: ["'self'", SCRIPT_LOADER_SOURCE, STRIPE_SCRIPTS],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: images,
    connectSrc: ["'self'", STRIPE_API],
    frameSrc: ["'self'", ...STRIPE_FRAMES],
  });
  const backOffice = pageHeaders({
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: images,
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
  });
  app.addHook("onRequest", (request, reply, done) => {
    const path = routedPath(request.url);
    reply.headers(isApi(path) ? API_HEADERS : isBackOffice(path) ? backOffice : storefront);
    done();
  });
}
