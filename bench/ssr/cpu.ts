/**
 * CPU time spent by the processes serving a load, read from Linux's /proc: a page's cost in
 * milliseconds of CPU per request depends less on what else the machine runs meanwhile than
 * requests a second do, but on a shared machine it still drifts (bench/README.md#server-rendering-throughput).
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * utime + stime of a process, in milliseconds; 0 when it is gone. With `children`, also that of
 * its children that have exited (cutime + cstime): PostgreSQL's server process reaps its
 * backends, so a connection closed during a load is still counted.
 */
function processCpuMs(pid: number | string, children = false): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return 0;
  }
  // The command name (2nd field) is in parentheses and may hold spaces: count after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  let ticks = Number(fields[11]) + Number(fields[12]);
  if (children) ticks += Number(fields[13]) + Number(fields[14]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The CPU of every PostgreSQL server process on this machine (its backends among them). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${entry}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (name === "postgres") total += processCpuMs(entry, true);
  }
  return total;
}

/** The processes whose parent is `pid`: a cluster primary's workers (/proc/<pid>/stat's 4th field). */
function childrenOf(pid: number): string[] {
  const children: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(entry);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * The CPU of the shop's server: its process, its live workers (docs/architecture.md#one-worker-per-core)
 * and those that have exited.
 */
function shopCpuMs(pid: number): number {
  return childrenOf(pid).reduce((sum, child) => sum + processCpuMs(child), processCpuMs(pid, true));
}

export interface CpuReading {
  shopMs: number;
  postgresMs: number;
}

/** The CPU used so far by the shop's server (`pid` and its workers) and by PostgreSQL. */
export function readCpu(pid: number): CpuReading {
  return { shopMs: shopCpuMs(pid), postgresMs: postgresCpuMs() };
}

/** Milliseconds of CPU per answered request between two readings. */
export function cpuPerRequest(
  before: CpuReading,
  after: CpuReading,
  requests: number,
): CpuReading | undefined {
  if (requests <= 0) return undefined;
  return {
    shopMs: (after.shopMs - before.shopMs) / requests,
    postgresMs: (after.postgresMs - before.postgresMs) / requests,
  };
}
