import { z } from "zod";

/** The MEDIA_S3_* settings: pictures in an S3-compatible bucket instead of DATA_DIR/media. */
export const mediaS3Env = {
  MEDIA_S3_BUCKET: z.string().trim().min(1).optional(),
  /** Another S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, …); unset: AWS. */
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().trim().min(1).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .transform((value) => value === "true" || value === "1")
    .optional(),
  /** A folder of the bucket for the shop's files (e.g. `shop/`); unset: the bucket's root. */
  MEDIA_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._/-]*$/, "may hold only letters, digits, '.', '_', '-' and '/'")
    .refine((value) => !value.split("/").some((s) => s === "." || s === ".."), "no . or .. folders")
    .optional(),
  /** Longest wait for the bucket to connect or to send the next bytes, in milliseconds. */
  MEDIA_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
};

type MediaS3Env = z.infer<z.ZodObject<typeof mediaS3Env>>;

const SETTINGS_NEEDING_BUCKET = [
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_REGION",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
  "MEDIA_S3_FORCE_PATH_STYLE",
  "MEDIA_S3_PREFIX",
] as const;

/** What is missing from a partial MEDIA_S3_* configuration, in one line; null when it holds. */
export function mediaS3Problem(env: MediaS3Env): string | null {
  if (!env.MEDIA_S3_BUCKET) {
    const orphan = SETTINGS_NEEDING_BUCKET.find((name) => env[name] !== undefined);
    return orphan
      ? `${orphan} is set but MEDIA_S3_BUCKET is not: set MEDIA_S3_BUCKET to keep the pictures in that bucket, or remove the MEDIA_S3_* settings to keep them in DATA_DIR/media.`
      : null;
  }
  if (!env.MEDIA_S3_REGION)
    return 'MEDIA_S3_BUCKET needs MEDIA_S3_REGION: the bucket\'s region (e.g. eu-west-3; "auto" for Cloudflare R2, "us-east-1" for MinIO).';
  if (!env.MEDIA_S3_ACCESS_KEY_ID !== !env.MEDIA_S3_SECRET_ACCESS_KEY)
    return "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials (an instance role, AWS_PROFILE).";
  return null;
}

/** The bucket's settings, or null when the pictures stay in DATA_DIR/media. */
export function mediaS3Config(env: MediaS3Env) {
  if (!env.MEDIA_S3_BUCKET || !env.MEDIA_S3_REGION) return null;
  const prefix = (env.MEDIA_S3_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  return {
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION,
    endpoint: env.MEDIA_S3_ENDPOINT,
    credentials:
      env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE ?? false,
    /** Put before every media path: empty, or a folder ending in "/". */
    prefix: prefix ? `${prefix}/` : "",
    timeoutMs: env.MEDIA_S3_TIMEOUT_MS,
  };
}

export type MediaS3Config = NonNullable<ReturnType<typeof mediaS3Config>>;
