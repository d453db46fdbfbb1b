// Memory of running processes as Linux accounts it (/proc): RSS counts every page a process maps,
// shared ones in full in each process; PSS divides a shared page among the processes that map it,
// so PostgreSQL's shared buffers count once across its processes and the sums add up.
import { readdirSync, readFileSync } from 'node:fs';

export type Memory = { rssKb: number; pssKb: number };

const field = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between the listing and the read.
    return null;
  }
}

export function memoryOf(pids: readonly number[]): Memory {
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of pids) {
    const rollup = readOrNull(`/proc/${pid}/smaps_rollup`);
    if (rollup === null) continue;
    rssKb += field(rollup, 'Rss');
    pssKb += field(rollup, 'Pss');
  }
  return { rssKb, pssKb };
}

const processIds = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

const commandLineOf = (pid: number) => (readOrNull(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' ');

/** The parent's id: the field after the command name, which may itself hold spaces and brackets. */
function parentOf(pid: number): number | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  return stat === null ? null : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** The PostgreSQL server of a cluster folder: its postmaster (found by `-D <folder>`) first, then every process it started. */
export function postgresProcesses(clusterDir: string): number[] {
  const all = processIds();
  const postmasters = all.filter((pid) => {
    const command = commandLineOf(pid);
    return command.includes(`-D ${clusterDir}`) && !command.includes('pg_ctl');
  });
  return [...postmasters, ...all.filter((pid) => postmasters.includes(parentOf(pid) ?? -1))];
}
