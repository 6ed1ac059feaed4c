// CPU seconds a process and its children (nginx's workers) have used, from Linux's /proc.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function stat(pid) {
  try {
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** @param {number} pid @returns {number} CPU seconds of `pid` and its direct children */
export function cpuSeconds(pid) {
  let ticks = stat(pid)?.ticks ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(entry);
    if (child?.parent === pid) ticks += child.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds each named process used while `work` ran, and the benchmark's own. */
export async function cpuDuring(processes, work) {
  const before = processes.map(({ pid }) => cpuSeconds(pid));
  const own = process.cpuUsage();
  const result = await work();
  const ownUsed = process.cpuUsage(own);
  const used = processes.map(({ name, pid }, index) => ({
    name,
    seconds: cpuSeconds(pid) - before[index],
  }));
  used.push({ name: 'load generator', seconds: (ownUsed.user + ownUsed.system) / 1e6 });
  return { result, used };
}
