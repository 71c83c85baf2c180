/**
 * The size of the young generation of the processes the server forks: the app's cluster workers
 * and the embedded platform (decision 2210). A page allocates about a megabyte that dies with its
 * request, but at each scavenge the requests under way are alive: with V8's default semi-space
 * (16 MB, grown from 1 MB), they are copied and promoted so often that the collector took 13–19 %
 * of a worker's time on the timeline, and a fresh worker needed a minute of load to settle.
 */
export const SEMI_SPACE_FLAG = '--max-semi-space-size=32';

/** A forked process's Node flags: this process's own, plus the semi-space size unless one is given here or in NODE_OPTIONS. */
export function forkedExecArgv(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => /^--max[-_]semi[-_]space[-_]size/.test(flag));
  return given ? [...execArgv] : [...execArgv, SEMI_SPACE_FLAG];
}
