/**
 * What the long tasks of a trace are (decision 2207): reads a Chromium trace written by
 * `npx tsx bench/scroll.ts --trace FILE` (categories devtools.timeline and the V8 CPU profiler)
 * and prints, for each task of the renderer's main thread over `--over` ms, its start, its
 * duration, the time by kind of work inside it (script, style, layout, paint, GC, …: each trace
 * event's self time) and the JavaScript functions with the most samples in it, self and
 * inclusive (with `--maps DIR`, the client build's source maps, e.g. build/client/assets after
 * `npx remix vite:build --sourcemapClient`, their places in the sources). Then the same summed
 * over all those tasks.
 *
 *   npx tsx bench/long-tasks.ts FILE [--over 70] [--top 8] [--maps build/client/assets]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { over: { type: 'string', default: '70' }, top: { type: 'string', default: '8' }, maps: { type: 'string' } },
});
const OVER_US = Number(values.over) * 1000;
const TOP = Number(values.top);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const trace = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(trace) ? trace : trace.traceEvents;

const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
onMain.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

// The V8 CPU profile: nodes and samples arrive in ProfileChunk events of the renderer.
const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; node: number }[] = [];
const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid);
if (profile) {
  let ts = (profile.args?.data as { startTime: number }).startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid || e.id !== profile.id) continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(file: string): SourceMapConsumer | null {
  if (!values.maps || !file) return null;
  if (!maps.has(file)) {
    const at = path.join(values.maps, `${file}.map`);
    maps.set(file, existsSync(at) ? new SourceMapConsumer(JSON.parse(readFileSync(at, 'utf8'))) : null);
  }
  return maps.get(file)!;
}

const frameName = (n: ProfileNode) => {
  const { functionName, url = '', lineNumber, columnNumber } = n.callFrame;
  const file = url.slice(url.lastIndexOf('/') + 1);
  const original = mapOf(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) return `${functionName || '(anonymous)'} ${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}${original.name ? ` (${original.name})` : ''}`;
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
};

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const top = (m: Map<string, number>, unit: string, n = TOP) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ${unit}  ${k}`)
    .join('\n');

/** Self time by event name of the events nested in [start, end). */
function kinds(start: number, end: number, into: Map<string, number>): void {
  const inside = onMain.filter((e) => e.ts >= start && e.ts + e.dur! <= end);
  const stack: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur!) - e.dur!);
    stack.push(e);
    self.set(e, self.get(e) ?? e.dur!);
  }
  for (const [e, us] of self) add(into, e.name, Math.max(0, us) / 1000);
}

/** Samples in [start, end) by function, self and inclusive. */
function functions(start: number, end: number, selfInto: Map<string, number>, inclInto: Map<string, number>): void {
  for (const s of samples) {
    if (s.ts < start || s.ts >= end) continue;
    const leaf = nodes.get(s.node);
    if (!leaf) continue;
    add(selfInto, frameName(leaf), 1);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      const name = frameName(n);
      if (!seen.has(name)) add(inclInto, name, 1);
      seen.add(name);
    }
  }
}

// Each node's parent, which the profile gives only as children.
for (const n of nodes.values()) for (const c of (n as ProfileNode & { children?: number[] }).children ?? []) nodes.get(c)!.parent = n.id;

// A task: a RunTask (or, without the disabled-by-default-devtools.timeline category, the scheduler's) not inside another.
const topLevel: TraceEvent[] = [];
for (const e of onMain) {
  if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
  const last = topLevel[topLevel.length - 1];
  if (!last || e.ts >= last.ts + last.dur!) topLevel.push(e);
}
const tasks = topLevel.filter((e) => e.dur! > OVER_US);
// The main thread's CPU time of each task (`tdur`): the task apart from the time it waited for a
// core, so runs on a machine under other load compare better than by their durations.
const cpu = topLevel.map((e) => ((e as TraceEvent & { tdur?: number }).tdur ?? 0) / 1000).sort((a, b) => b - a);
const over = (ms: number) => cpu.filter((c) => c > ms).length;
const p95 = (xs: number[]) => xs[Math.ceil(0.05 * xs.length) - 1] ?? 0;
console.log(`tasks of the main thread with over 50 ms of CPU time: ${over(50)} (p95 ${p95(cpu.filter((c) => c > 50)).toFixed(0)} ms), over 100 ms: ${over(100)}, over 200 ms: ${over(200)}`);
console.log(`the longest by CPU time (ms): ${cpu.slice(0, 12).map((c) => c.toFixed(0)).join(', ')}`);
const t0 = onMain[0]?.ts ?? 0;
const allKinds = new Map<string, number>();
const allSelf = new Map<string, number>();
const allIncl = new Map<string, number>();
console.log(`${tasks.length} tasks over ${values.over} ms; ${samples.length} CPU samples in the trace\n`);
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const k = new Map<string, number>();
  const s = new Map<string, number>();
  const i = new Map<string, number>();
  kinds(task.ts, end, k);
  functions(task.ts, end, s, i);
  for (const [n, v] of k) add(allKinds, n, v);
  for (const [n, v] of s) add(allSelf, n, v);
  for (const [n, v] of i) add(allIncl, n, v);
  console.log(`task at ${((task.ts - t0) / 1e6).toFixed(2)} s, ${(task.dur! / 1000).toFixed(0)} ms`);
  console.log(`  by kind (self ms):\n${top(k, 'ms', 6)}`);
  console.log(`  functions, self (samples):\n${top(s, '')}`);
  console.log(`  functions, inclusive (samples):\n${top(i, '')}\n`);
}
console.log('all those tasks together');
console.log(`  by kind (self ms):\n${top(allKinds, 'ms', 12)}`);
console.log(`  functions, self (samples):\n${top(allSelf, '', 20)}`);
console.log(`  functions, inclusive (samples):\n${top(allIncl, '', 30)}`);
