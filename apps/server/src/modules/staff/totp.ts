import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const ISSUER = "Sapataria Lisboa";
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off still signs in. */
const WINDOW = 1;

function totpOf(secret: string, label = "") {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step of a right code, or null. Whether that step was taken already is the database's
 * to say (`staffRepository.takeTotpStep`): a code is taken once.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows now (tests and the demo use it). */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** What an authenticator app needs: the otpauth:// address, and the same as a QR picture. */
export async function totpEnrolment(secret: string, label: string) {
  const otpauthUrl = totpOf(secret, label).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}
