import { createRequire } from 'node:module';

// Packages only some deployments use, loaded on first use instead of at start: together they cost
// ~130 ms of CPU to load, a tenth of an embedded restart (decision 046). All three are CommonJS, so a
// plain require keeps their callers synchronous.
const require = createRequire(import.meta.url);

/** ioredis: only with REDIS_URL. */
export const ioredis = (): typeof import('ioredis') => require('ioredis');
/** nodemailer: only with SMTP_URL. */
export const nodemailer = (): typeof import('nodemailer') => require('nodemailer');
/** qrcode: only when a user sets up two-factor sign-in. */
export const qrcode = (): typeof import('qrcode') => require('qrcode');
