import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey for the API tests: a P-256 key that answers WebAuthn ceremonies the way a
// platform authenticator does (attestation "none", user present and verified, a signature counter),
// with knobs for what an attacker could change: the origin in the client data, the counter.

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle: string | undefined;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authenticatorData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options as navigator.credentials.create() would. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    overrides: { origin?: string } = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(this.coseKey()),
    ]);
    const authData = this.authenticatorData(
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED,
      this.counter,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers a sign-in challenge as navigator.credentials.get() would. The counter rises by one unless
   * `counter` sets it (a cloned authenticator would send an old value).
   */
  assert(
    challenge: string,
    overrides: { origin?: string; counter?: number } = {},
  ): AuthenticationResponseJSON {
    this.counter = overrides.counter ?? this.counter + 1;
    const authData = this.authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED, this.counter);
    const clientData = this.clientData('webauthn.get', challenge, overrides.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
