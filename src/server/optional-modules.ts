import { createRequire } from 'node:module';

// Packages only some deployments use, loaded on first use instead of at start: the first three cost
// ~130 ms of CPU to load, a tenth of an embedded restart (decision 046). A plain require keeps their
// callers synchronous.
const require = createRequire(import.meta.url);

/** ioredis: only with REDIS_URL. */
export const ioredis = (): typeof import('ioredis') => require('ioredis');
/** nodemailer: only with SMTP_URL. */
export const nodemailer = (): typeof import('nodemailer') => require('nodemailer');
/** qrcode: only when a user sets up two-factor sign-in. */
export const qrcode = (): typeof import('qrcode') => require('qrcode');
/**
 * @simplewebauthn/server: only when a passkey is added or used. Its certificate parsers make it the
 * heaviest package the server has (about 1 s to load on a busy 2-core machine).
 */
export const simpleWebAuthn = (): typeof import('@simplewebauthn/server') =>
  require('@simplewebauthn/server');
/** openid-client: only with OIDC_ISSUER set, at the first sign-in (an ES module: Node's require(esm)). */
export const openidClient = (): typeof import('openid-client') => require('openid-client');
