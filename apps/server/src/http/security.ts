import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const STRIPE_SCRIPTS = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

/** Security headers, with a CSP that still lets the card provider's library load and talk. */
export async function registerSecurityHeaders(app: FastifyInstance, mediaBaseUrl: string) {
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", STRIPE_SCRIPTS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mediaOrigin],
        connectSrc: ["'self'", STRIPE_API],
        frameSrc: ["'self'", ...STRIPE_FRAMES],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
