// What the sign-in cryptography costs per request. Run: npm run bench auth
//   (node --import tsx bench/auth.bench.ts)
// No target: docs/product.md and docs/architecture.md set none for these, and the scrypt figures are slow on
// purpose (decision 009 chose N=2^12 from them). Each is printed as INFO with its p95.
import QRCode from 'qrcode';
import { findBackupCodeHash, newBackupCodeSet } from '../src/server/auth/backup-codes';
import { createSecretBox } from '../src/server/auth/secret-box';
import { hashToken, randomToken } from '../src/server/auth/tokens';
import { matchTotp, newTotpSecret, totpCode, totpUri } from '../src/server/auth/totp';
import { percentile } from './lib';
import { info, ms } from './targets';

async function time(label: string, runs: number, fn: () => unknown | Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  info(`${label}, median`, percentile(samples, 50), 'ms', `p95 ${ms(percentile(samples, 95))}, ${runs} runs`);
}

const secret = newTotpSecret();
const box = createSecretBox('bench-secret-'.padEnd(48, 'x'));
const sealed = box.seal(secret, 'user-id');
const pepper = Buffer.alloc(32, 7);
const set = await newBackupCodeSet(pepper);
const now = new Date();

await time('magic-link token + SHA-256', 2000, () => hashToken(randomToken()));
await time('TOTP check (window ±1)', 2000, () => matchTotp(secret, totpCode(secret, now), now));
await time('AES-256-GCM open of the TOTP secret', 2000, () => box.open(sealed, 'user-id'));
await time('backup-code set: 10 codes, scrypt N=2^12', 10, () => newBackupCodeSet(pepper));
await time('backup-code check (one scrypt)', 20, () =>
  findBackupCodeHash(set.codes[7] ?? '', set.hashes, pepper),
);
await time('QR code data URL of the otpauth URI', 20, () =>
  QRCode.toDataURL(totpUri(secret, 'alice@example.com')),
);
