import { describe, expect, it } from "vitest";
import { testConfig } from "./env.ts";

const bucket = {
  MEDIA_S3_BUCKET: "sapataria-fotos",
  MEDIA_S3_REGION: "eu-west-3",
  MEDIA_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  MEDIA_S3_SECRET_ACCESS_KEY: "segredo",
};

describe("MEDIA_S3_* settings", () => {
  it("keeps the pictures in DATA_DIR/media when none is set", () => {
    expect(testConfig().mediaS3).toBeNull();
  });

  it("reads a whole configuration, the prefix made a folder", () => {
    const config = testConfig({
      ...bucket,
      MEDIA_S3_ENDPOINT: "https://s3.example.pt",
      MEDIA_S3_FORCE_PATH_STYLE: "true",
      MEDIA_S3_PREFIX: "/loja/fotos",
    });
    expect(config.mediaS3).toEqual({
      bucket: "sapataria-fotos",
      region: "eu-west-3",
      endpoint: "https://s3.example.pt",
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "segredo" },
      forcePathStyle: true,
      prefix: "loja/fotos/",
      timeoutMs: 5000,
    });
  });

  it("lets the AWS SDK find its own credentials when no key is given", () => {
    const { MEDIA_S3_BUCKET, MEDIA_S3_REGION } = bucket;
    expect(testConfig({ MEDIA_S3_BUCKET, MEDIA_S3_REGION }).mediaS3).toMatchObject({
      credentials: undefined,
      prefix: "",
      forcePathStyle: false,
    });
  });

  it.each([
    [
      { MEDIA_S3_ENDPOINT: "https://s3.example.pt" },
      "MEDIA_S3_ENDPOINT is set but MEDIA_S3_BUCKET is not: set MEDIA_S3_BUCKET to keep the pictures in that bucket, or remove the MEDIA_S3_* settings to keep them in DATA_DIR/media.",
    ],
    [
      { MEDIA_S3_FORCE_PATH_STYLE: "false" },
      "MEDIA_S3_FORCE_PATH_STYLE is set but MEDIA_S3_BUCKET",
    ],
    [{ ...bucket, MEDIA_S3_REGION: "" }, "MEDIA_S3_BUCKET needs MEDIA_S3_REGION"],
    [
      { ...bucket, MEDIA_S3_SECRET_ACCESS_KEY: undefined },
      "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together",
    ],
  ])("refuses a partial configuration, saying what to set: %j", (settings, problem) => {
    const defined = Object.fromEntries(
      Object.entries(settings).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
      ),
    );
    expect(() => testConfig(defined)).toThrow(problem);
  });

  it.each([
    ["MEDIA_S3_PREFIX", "../outra-loja"],
    ["MEDIA_S3_PREFIX", "fotos?x"],
    ["MEDIA_S3_ENDPOINT", "s3.example.pt"],
    ["MEDIA_S3_TIMEOUT_MS", "10"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => testConfig({ ...bucket, [name]: value })).toThrow();
  });
});
