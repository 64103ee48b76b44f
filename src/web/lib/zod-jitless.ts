// `zod` as the web app imports it (vite.config.ts points the bare name here): the same library, set
// to run without compiling parsers. Zod otherwise probes `new Function` when the first object schema
// is built, and under the app's CSP (no 'unsafe-eval') Chromium reports that probe as a violation
// even though Zod catches it (docs/decisions/070). The server keeps Zod's compiled parsers.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
