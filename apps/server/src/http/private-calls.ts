import { ErrorCode } from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";
import { MEDIA_TYPE_MESSAGE } from "./error-handler.ts";
import { routedPath } from "./request-path.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** The one call whose body is not JSON: a picture uploaded by staff, sent as the raw image. */
const PICTURE_UPLOAD = "/api/admin/pictures";
export const PICTURE_UPLOAD_TYPE = /^image\/[\w.+-]+\s*(;|$)/i;
/**
 * Answers that hold personal data: the account calls, the purchase calls, the order pages, the
 * invoices' PDFs and the back office.
 */
const PERSONAL =
  /^\/api\/(users\/client|public\/purchase\/|public\/orders\/|public\/invoices\/|admin\/)/;

/**
 * Every state-changing API call must declare a JSON body (415 otherwise), even one that needs no
 * body: a cross-site form, or a cross-site fetch without a CORS preflight, cannot set that
 * header, so none can log a customer out, touch the wishlist or resend an email. The picture
 * upload may declare `image/…` instead: no form can send that type either, and a cross-site fetch
 * with it needs a preflight, which the API never grants.
 */
function isPictureUpload(request: FastifyRequest): boolean {
  return request.method === "POST" && request.routeOptions.url === PICTURE_UPLOAD;
}

function hasAcceptedBody(request: FastifyRequest): boolean {
  const isApiCall =
    routedPath(request.url).startsWith("/api/") && request.routeOptions.url !== undefined;
  if (READS.has(request.method) || !isApiCall) return true;
  const type = request.headers["content-type"] ?? "";
  if (isPictureUpload(request) && PICTURE_UPLOAD_TYPE.test(type)) return true;
  return JSON_TYPE.test(type);
}

/**
 * A call that needs no body may still say it sends JSON (every call but a GET must): an empty
 * body is then no body, not malformed JSON. Anything else goes to Fastify's own parser, which
 * refuses prototype poisoning.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser<string>(
    "application/json",
    { parseAs: "string" },
    (request, body, done) => {
      if (body === "") done(null, undefined);
      else parseJson(request, body, done);
    },
  );
}

// Hooks with a callback, not async: every request passes them, and a promise each costs.
export function requireJsonCalls(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    if (hasAcceptedBody(request)) done();
    else done(new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, MEDIA_TYPE_MESSAGE));
  });
}

/** Answers with personal data are never stored by a browser or a shared cache. */
export function neverStorePersonalData(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (PERSONAL.test(routedPath(request.url))) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
