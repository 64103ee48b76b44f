import { Secret, TOTP } from 'otpauth';

// RFC 6238 TOTP: HMAC-SHA-1, 6 digits, 30-second steps from the Unix epoch, and one step of clock
// drift accepted either way (docs/security.md R21, R23).

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
const TOTP_ISSUER = 'NetWorth';

/** 20 bytes (160 bits) from the CSPRNG, as RFC 4226 recommends, in base32 for authenticator apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, digits = TOTP_DIGITS, label = 'NetWorth'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The code for a moment (tests and the e2e journey compute codes the way an authenticator does). */
export function totpCode(secretBase32: string, at: Date, digits = TOTP_DIGITS): string {
  return totpFor(secretBase32, digits).generate({ timestamp: at.getTime() });
}

/** The time step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step the code belongs to when it is valid now (within one step either way), else null.
 * The caller stores the step so the same code cannot be accepted twice (replay protection).
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secretBase32: string, accountEmail: string): string {
  return totpFor(secretBase32, TOTP_DIGITS, accountEmail).toString();
}
