import { nextTask, yieldToMain } from './contract/tasks';

/** High: near the viewport or asked for now. Low: mounted when the main thread is idle. */
export type Priority = 'high' | 'low';

/** Work done between two yields: long enough to mount several small widgets, short enough not to be felt. */
const SLICE_MS = 5;

/**
 * Runs mount jobs in priority order, never in the middle of one, and yields to the main thread whenever
 * a time slice is used up, so a page with hundreds of widgets stays responsive while they mount.
 * Within a run the yields resume first (`scheduler.yield`), so the page's widgets finish mounting promptly;
 * each run starts behind the tasks already queued, so no other work waits for more than one run.
 */
export class MountScheduler {
  readonly #queues: Record<Priority, Array<() => void>> = { high: [], low: [] };
  #running: Promise<void> | null = null;

  readonly #now: () => number;
  readonly #yield: () => Promise<void>;
  readonly #start: () => Promise<void>;

  constructor(
    now: () => number = () => performance.now(),
    yieldFn: () => Promise<void> = yieldToMain,
    startFn: () => Promise<void> = nextTask,
  ) {
    this.#now = now;
    this.#yield = yieldFn;
    this.#start = startFn;
  }

  enqueue(job: () => void, priority: Priority): Promise<void> {
    this.#queues[priority].push(job);
    this.#running ??= this.#drain();
    return this.#running;
  }

  /** Resolves once every queued job has run. */
  idle(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  #next(): (() => void) | undefined {
    return this.#queues.high.shift() ?? this.#queues.low.shift();
  }

  async #drain(): Promise<void> {
    // Start in a fresh task, so discovery finishes before the first mount.
    await this.#start();
    let sliceStart = this.#now();
    for (let job = this.#next(); job; job = this.#next()) {
      if (this.#now() - sliceStart >= SLICE_MS) {
        await this.#yield();
        sliceStart = this.#now();
      }
      try {
        job();
      } catch (error) {
        // Jobs report their own errors; this only keeps one bad job from stalling the queue.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    this.#running = null;
  }
}
