import sharp from "sharp";

// Pictures made by sharp itself for the tests: nothing is downloaded.

export const LISBON = "LISBOA-38.7223N";
export const PHONE_MAKER = "TelemovelDeTeste";

/** Red on the left half, blue on the right. */
function halves(width: number, height: number) {
  const right = {
    create: { width: width / 2, height, channels: 3, background: "#0000ff" },
  } as const;
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    { input: right, left: width / 2, top: 0 },
  ]);
}

/**
 * A phone's photo: 900×600 as stored, to be turned 90° clockwise (EXIF orientation 6), with the
 * camera's make and where it was taken (GPS).
 */
export async function jpegFromPhone(): Promise<Buffer> {
  const exif = {
    IFD0: { Make: PHONE_MAKER },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 43/1 20/1", GPSMapDatum: LISBON },
  };
  const upright = await halves(900, 600).png().toBuffer();
  return sharp(upright).jpeg().withExif(exif).withMetadata({ orientation: 6 }).toBuffer();
}

export async function plainPng(width: number, height: number): Promise<Buffer> {
  return halves(width, height).png().toBuffer();
}

/** The first half of a JPEG: its header is fine, its pixels end early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await halves(800, 800).jpeg().toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** 56 megapixels of one grey in a 1.6 MB PNG: gigabytes of memory once decoded. */
export async function bomb(): Promise<Buffer> {
  const [width, height] = [8000, 7000];
  return sharp(Buffer.alloc(width * height), { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The start of an HEIC file (an iPhone's photo format), as its content declares it. */
export function heicHeader(): Buffer {
  const box = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")]);
  return Buffer.concat([box, Buffer.alloc(512)]);
}
