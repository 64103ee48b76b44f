// Memory of a process and everything it started, read from /proc (Linux).
import { readFile } from 'node:fs/promises';

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const tasks = await import('node:fs/promises').then((fs) => fs.readdir(`/proc/${pid}/task`));
    const all: number[] = [];
    for (const task of tasks) {
      const text = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
      for (const child of text.split(/\s+/).filter(Boolean)) all.push(Number(child));
    }
    return all;
  } catch {
    return [];
  }
}

/** The pid and all its descendants. */
export async function processTree(pid: number): Promise<number[]> {
  const seen: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift()!;
    seen.push(next);
    queue.push(...(await childrenOf(next)));
  }
  return seen;
}

async function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Resident memory of the whole tree now, in bytes. */
export async function treeRss(pid: number): Promise<number> {
  let total = 0;
  for (const p of await processTree(pid)) total += await statusField(p, 'VmRSS');
  return total;
}

/** The sum of each process's own high-water mark: an upper bound of the tree's peak, in bytes. */
export async function treePeakRss(pid: number): Promise<number> {
  let total = 0;
  for (const p of await processTree(pid)) total += await statusField(p, 'VmHWM');
  return total;
}

/** CPU time (user + system) the tree has used so far, in ms (from /proc/<pid>/stat, 100 ticks a second). */
export async function treeCpuMs(pid: number): Promise<number> {
  let ticks = 0;
  for (const p of await processTree(pid)) {
    const stat = await readFile(`/proc/${p}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * 10;
}
