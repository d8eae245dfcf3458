/** CPU time of processes from /proc (Linux), so a cost per request holds whatever else the machine runs. */
import { readFileSync, readdirSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms (0 when it is gone or /proc is missing). */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident set size of a process in MB (0 when it is gone). */
export function processRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return 0;
  }
}

/** The ids of a process's direct children. */
export function childPids(parentPid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/** CPU (ms) used so far by an embedded PostgreSQL in `dataDir`: the postmaster and its backends (0 when absent). */
export function postgresCpuMs(dataDir) {
  try {
    const postmasterPid = Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
    return (
      processCpuMs(postmasterPid) + childPids(postmasterPid).reduce((sum, pid) => sum + processCpuMs(pid), 0)
    );
  } catch {
    return 0;
  }
}
