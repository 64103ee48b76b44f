import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A new embedded data directory starts as a copy of a template made once by the build: an initdb'd,
// migrated, cleanly closed PGlite directory, packed into one file. A first start then never runs
// initdb: it writes a few hundred files instead of spending seconds of CPU and a second WebAssembly
// instance (decision 046). One pack file rather than a directory to copy: reading one file and
// writing each entry costs a quarter of the CPU of a recursive copy.

/** The template beside the server bundle: <build>/server/main.js → <build>/pglite-template.pack. */
function defaultTemplatePath(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '../pglite-template.pack');
}

const MAGIC = Buffer.from('NWPACK1\n');

interface PackEntry {
  /** Path inside the data directory, '/'-separated. */
  p: string;
  /** Size in bytes; absent for a directory. */
  s?: number;
}

function listTree(root: string, rel = ''): PackEntry[] {
  const entries: PackEntry[] = [];
  for (const item of readdirSync(join(root, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${item.name}` : item.name;
    if (item.isDirectory()) entries.push({ p: path }, ...listTree(root, path));
    else if (item.isFile()) entries.push({ p: path, s: readFileSync(join(root, path)).length });
  }
  return entries;
}

/** Packs a directory into one file: magic, header length, JSON header, then the files' bytes. */
export function packDirectory(root: string, file: string): void {
  const entries = listTree(root);
  const header = Buffer.from(JSON.stringify(entries));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const bodies = entries.filter((e) => e.s !== undefined).map((e) => readFileSync(join(root, e.p)));
  writeFileSync(file, Buffer.concat([MAGIC, length, header, ...bodies]));
}

/** Writes the packed directory out under `root` (which must not exist yet). */
export function unpackDirectory(file: string, root: string): void {
  const pack = readFileSync(file);
  if (!pack.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${file} is not a template pack`);
  const headerLength = pack.readUInt32LE(MAGIC.length);
  let offset = MAGIC.length + 4;
  const entries = JSON.parse(pack.subarray(offset, offset + headerLength).toString('utf8')) as PackEntry[];
  offset += headerLength;
  mkdirSync(root, { mode: 0o700 });
  for (const entry of entries) {
    if (entry.p.split('/').includes('..')) throw new Error(`unsafe path in ${file}: ${entry.p}`);
    const target = join(root, entry.p);
    if (entry.s === undefined) {
      mkdirSync(target, { mode: 0o700 });
      continue;
    }
    writeFileSync(target, pack.subarray(offset, offset + entry.s), { mode: 0o600 });
    offset += entry.s;
  }
}

const isDatabaseDir = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * Makes `dir` a copy of the template when it holds no database yet and a template exists. The copy
 * is written to a sibling folder first and renamed into place, so a crash halfway leaves no half
 * directory. Returns whether it copied.
 */
export function seedFromTemplate(dir: string, templatePath = defaultTemplatePath()): boolean {
  if (isDatabaseDir(dir) || !existsSync(templatePath)) return false;
  if (existsSync(dir)) {
    // Something else is there (e.g. an initdb that was cut short): leave it to PGlite.
    if (readdirSync(dir).length > 0) return false;
    rmSync(dir, { recursive: true });
  }
  mkdirSync(dirname(dir), { recursive: true });
  const staging = `${dir}.seeding-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  unpackDirectory(templatePath, staging);
  renameSync(staging, dir);
  return true;
}
