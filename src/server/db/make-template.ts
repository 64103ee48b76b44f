// `node <build>/server/make-template.js <file>`: builds the embedded database template (run by
// scripts/build.mjs in a process of its own, so the build does not keep PGlite's memory).
import { buildTemplate } from './build-template';

const target = process.argv[2];
if (!target) throw new Error('usage: make-template <file>');
await buildTemplate(target);
