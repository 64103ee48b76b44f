import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { inlineScriptHashes, readWebPages } from './web-pages';

// Hashes from `printf %s '<script body>' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const TITLE = "'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='";

describe('inlineScriptHashes', () => {
  it('hashes the body of each inline script, exactly as written', () => {
    expect(inlineScriptHashes('<head><script>alert(1)</script></head>')).toEqual([ALERT]);
    expect(inlineScriptHashes('<script type="text/javascript">document.title="x"</script>')).toEqual([TITLE]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><script src=/a.js></script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('the built pages and the CSP', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'networth-web-pages-'));
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  writeFileSync(join(webRoot, 'index.html'), '<script>alert(1)</script><div id="root"></div>');
  writeFileSync(join(webRoot, 'landing.html'), '<script>document.title="x"</script><div id="root"></div>');

  it('reads every page, falling back to index.html, and collects the hashes of all of them once', () => {
    const web = readWebPages(webRoot);
    expect(web.pages.landing.html).toContain('document.title');
    expect(web.pages['shell-portfolio']).toBe(web.pages.plain);
    expect(web.scriptHashes.sort()).toEqual([ALERT, TITLE].sort());
  });

  it('reads the shells made for single tabs, with their scripts', () => {
    writeFileSync(
      join(webRoot, 'shell-planning-analytics.html'),
      '<script>alert(1)</script><p>analytics</p>',
    );
    writeFileSync(join(webRoot, 'shell-settings-x.html'), '<p>no such tab shell</p>');
    try {
      const web = readWebPages(webRoot);
      expect([...web.tabShells.keys()]).toEqual(['shell-planning-analytics']);
      expect(web.tabShells.get('shell-planning-analytics')?.html).toContain('analytics');
      expect(web.scriptHashes).toContain(ALERT);
    } finally {
      rmSync(join(webRoot, 'shell-planning-analytics.html'));
      rmSync(join(webRoot, 'shell-settings-x.html'));
    }
  });

  it('compresses a page the build left uncompressed, and takes what the build compressed when it is current', () => {
    const web = readWebPages(webRoot);
    expect(brotliDecompressSync(web.pages.landing.br).toString()).toBe(web.pages.landing.html);
    expect(gunzipSync(web.pages.landing.gzip).toString()).toBe(web.pages.landing.html);

    // Stand-ins for what scripts/compress.mjs writes: read as they are while not older than the page.
    const page = join(webRoot, 'landing.html');
    writeFileSync(`${page}.br`, 'built br');
    writeFileSync(`${page}.gz`, 'built gz');
    expect(readWebPages(webRoot).pages.landing.br.toString()).toBe('built br');
    expect(readWebPages(webRoot).pages.landing.gzip.toString()).toBe('built gz');

    // A page rebuilt after its compressed files were written: those are stale and not served.
    const later = new Date(Date.now() + 60_000);
    utimesSync(page, later, later);
    const fresh = readWebPages(webRoot).pages.landing;
    expect(brotliDecompressSync(fresh.br).toString()).toBe(fresh.html);
    expect(gunzipSync(fresh.gzip).toString()).toBe(fresh.html);
    rmSync(`${page}.br`);
    rmSync(`${page}.gz`);
  });

  it("allows exactly those inline scripts: by hash, never 'unsafe-inline'", async () => {
    const app = await buildApp({ config: testConfig(), database: new Promise(() => {}), webRoot });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", ALERT, TITLE].sort());
    } finally {
      await app.close();
    }
  });
});
