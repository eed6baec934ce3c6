import { ErrorCode, UploadedPictureSchema } from "@shop/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pictureLimits } from "../../config/limits.ts";
import { AppError } from "../../http/app-error.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { PICTURE_UPLOAD_TYPE } from "../../http/private-calls.ts";
import { pictureRefused } from "./picture-check.ts";
import type { PictureStore } from "./picture-store.ts";
import { pictureTexts } from "./texts.ts";

/**
 * POST /api/admin/pictures: the raw image is the body (`Content-Type: image/…`, whatever the
 * image really is: its content decides). Answers the name a product's `pictures` takes.
 */
export async function pictureRoutes(
  app: FastifyInstance,
  { pictures }: { pictures: PictureStore },
) {
  // Only this scope reads image bodies, as bytes, up to the picture limit.
  app.addContentTypeParser(
    PICTURE_UPLOAD_TYPE,
    { parseAs: "buffer", bodyLimit: pictureLimits.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    if (error.statusCode !== 413) throw error;
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, pictureTexts.tooLarge(pictureLimits.maxBytes));
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    "/pictures",
    {
      config: { staffAccess: "catalogue.write" },
      bodyLimit: pictureLimits.maxBytes,
      schema: {
        summary: "Uploads a picture (the raw image as the body, Content-Type image/*)",
        response: { 200: okSchema(UploadedPictureSchema) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw pictureRefused(pictureTexts.missing);
      return ok(await pictures.store(request.body));
    },
  );
}
