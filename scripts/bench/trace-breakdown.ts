import type { Browser, Page } from '@playwright/test';

/**
 * Where a first load's main-thread time goes, from a Chromium trace: each event's self time (its duration less that of
 * the events nested in it) on the renderer's main thread, summed by phase and, for script work, by script. This is
 * the bottom-up view of the browser's performance panel, reproducible from the bench (docs/budgets.md, "Where the
 * main thread goes").
 */
export const phases = [
  'script parse and compile',
  'script evaluation (modules, React, effects)',
  'style',
  'layout',
  'paint and composite',
  'HTML parse',
  'garbage collection',
  'other',
] as const;
export type Phase = (typeof phases)[number];

export interface TraceBreakdown {
  byPhase: Record<Phase, number>;
  /** Compile and evaluation self time by script file (hash dropped), most first. */
  byScript: [string, number][];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/**
 * The performance panel's own events and their phases. Any other event (Blink's and V8's internal ones) is left out
 * before self times are worked out, so its time counts for the panel's event around it; a task's time outside every
 * named event is 'other'.
 */
const phaseByEvent: Record<string, Phase> = {
  'v8.compile': 'script parse and compile',
  'v8.compileModule': 'script parse and compile',
  'v8.produceCache': 'script parse and compile',
  'v8.produceModuleCache': 'script parse and compile',
  CompileScript: 'script parse and compile',
  EvaluateScript: 'script evaluation (modules, React, effects)',
  'v8.evaluateModule': 'script evaluation (modules, React, effects)',
  FunctionCall: 'script evaluation (modules, React, effects)',
  TimerFire: 'script evaluation (modules, React, effects)',
  EventDispatch: 'script evaluation (modules, React, effects)',
  FireAnimationFrame: 'script evaluation (modules, React, effects)',
  FireIdleCallback: 'script evaluation (modules, React, effects)',
  RunMicrotasks: 'script evaluation (modules, React, effects)',
  'v8.runMicrotasks': 'script evaluation (modules, React, effects)',
  XHRReadyStateChange: 'script evaluation (modules, React, effects)',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint and composite',
  Paint: 'paint and composite',
  Layerize: 'paint and composite',
  Commit: 'paint and composite',
  'Decode Image': 'paint and composite',
  ParseHTML: 'HTML parse',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  RunTask: 'other',
};

function phaseOf(name: string): Phase | undefined {
  return phaseByEvent[name] ?? (/^(V8\.GC|BlinkGC\.)/.test(name) ? 'garbage collection' : undefined);
}

/** `/assets/clients-page-B1x2y3.js` -> `clients-page.js`: the same script across builds; a page's own script by its path. */
function scriptName(url: string): string {
  if (!URL.canParse(url)) return url;
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/assets/')) return `inline in ${pathname}`;
  return pathname.slice('/assets/'.length).replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

/** Self times of the complete events of one thread, nested by start and end. */
function selfTimes(events: TraceEvent[]): { event: TraceEvent; selfUs: number }[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open: { event: TraceEvent; end: number; selfUs: number }[] = [];
  const done: { event: TraceEvent; selfUs: number }[] = [];
  const close = (until: number) => {
    while (open.length > 0 && open.at(-1)!.end <= until) done.push(open.pop()!);
  };
  for (const event of sorted) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const parent = open.at(-1);
    if (parent) parent.selfUs -= dur;
    open.push({ event, end: event.ts + dur, selfUs: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return done;
}

export function breakdown(traceEvents: TraceEvent[]): TraceBreakdown {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread) || !phaseOf(event.name)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const byPhase = Object.fromEntries(phases.map((phase) => [phase, 0])) as Record<Phase, number>;
  const scripts = new Map<string, number>();
  for (const events of byThread.values()) {
    for (const { event, selfUs } of selfTimes(events)) {
      const phase = phaseOf(event.name)!;
      byPhase[phase] += selfUs / 1000;
      const url = event.args?.data?.url;
      if (url && (phase === 'script parse and compile' || phase === phases[1])) {
        scripts.set(scriptName(url), (scripts.get(scriptName(url)) ?? 0) + selfUs / 1000);
      }
    }
  }
  return { byPhase, byScript: [...scripts].sort((a, b) => b[1] - a[1]) };
}

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute'];

/** Traces `load` on `page` and returns where its main-thread time went. */
export async function traceLoad(browser: Browser, page: Page, load: () => Promise<void>): Promise<TraceBreakdown> {
  await browser.startTracing(page, { categories });
  await load();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return breakdown(trace.traceEvents);
}
