import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileToBase64 } from './queries';

describe('fileToBase64', () => {
  it('gives the bytes of any file, large ones too, as the server decodes them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100_000 }), async (bytes) => {
        const encoded = await fileToBase64(new Blob([bytes]));
        expect(new Uint8Array(Buffer.from(encoded, 'base64'))).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });
});
