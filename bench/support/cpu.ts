/**
 * CPU time of a process group (a server and its children), from /proc: what a page costs the
 * server, which other load on the machine changes far less than it changes requests/s.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/** User + system CPU milliseconds of every live process in group `pgid`; 0 where /proc is missing. */
export function groupCpuMs(pgid: number): number {
  if (!fs.existsSync('/proc')) return 0;
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone
    }
    // Fields after "(comm)": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
