import { afterEach, describe, expect, test, vi } from 'vitest';
import { nextTask, yieldToMain } from '../../loader/contract/tasks';
import { MountScheduler, type Priority } from '../../loader/scheduler';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A scheduler on a fake clock: every job advances the clock by its cost, and every yield is logged. Yields
 * resolve at once (as a resolved promise), so a whole drain completes within `await scheduler.idle()`.
 */
function harness() {
  let clock = 0;
  const log: string[] = [];
  const yieldFn = () => {
    log.push('yield');
    return Promise.resolve();
  };
  const scheduler = new MountScheduler(() => clock, yieldFn, yieldFn);
  const job =
    (name: string, cost = 1, during?: () => void) =>
    () => {
      log.push(`${name}:start`);
      clock += cost;
      during?.();
      log.push(`${name}:end`);
    };
  const names = () =>
    log.filter((entry) => !entry.endsWith(':end')).map((entry) => entry.replace(':start', ''));
  return { scheduler, job, log, names, advance: (ms: number) => (clock += ms) };
}

describe('MountScheduler', () => {
  test('runs nothing synchronously: discovery finishes before the first mount', async () => {
    const { scheduler, job, log } = harness();
    scheduler.enqueue(job('a'), 'high');
    expect(log).toEqual(['yield']);
    await scheduler.idle();
    expect(log).toEqual(['yield', 'a:start', 'a:end']);
  });

  test.each<{ case: string; queued: Array<[string, Priority]>; expected: string[] }>([
    {
      case: 'high before low, first in first out within a priority',
      queued: [
        ['low1', 'low'],
        ['high1', 'high'],
        ['low2', 'low'],
        ['high2', 'high'],
      ],
      expected: ['high1', 'high2', 'low1', 'low2'],
    },
    {
      case: 'only low',
      queued: [
        ['l1', 'low'],
        ['l2', 'low'],
      ],
      expected: ['l1', 'l2'],
    },
  ])('priority order: $case', async ({ queued, expected }) => {
    const { scheduler, job, names } = harness();
    for (const [name, priority] of queued) scheduler.enqueue(job(name), priority);
    await scheduler.idle();
    expect(names().filter((name) => name !== 'yield')).toEqual(expected);
  });

  test('a high job queued while low ones wait goes before them', async () => {
    const { scheduler, job, names } = harness();
    scheduler.enqueue(
      job('low1', 1, () => scheduler.enqueue(job('urgent'), 'high')),
      'low',
    );
    scheduler.enqueue(job('low2'), 'low');
    await scheduler.idle();
    expect(names()).toEqual(['yield', 'low1', 'urgent', 'low2']);
  });

  test('yields each time a 5 ms slice is used up, only between jobs', async () => {
    const { scheduler, job, log } = harness();
    for (const name of ['a', 'b', 'c', 'd', 'e']) scheduler.enqueue(job(name, 3), 'high');
    await scheduler.idle();
    expect(log).toEqual([
      'yield',
      'a:start',
      'a:end',
      'b:start',
      'b:end',
      // 6 ms used
      'yield',
      'c:start',
      'c:end',
      'd:start',
      'd:end',
      'yield',
      'e:start',
      'e:end',
    ]);
  });

  test('cheap jobs share one slice', async () => {
    const { scheduler, job, log } = harness();
    for (const name of ['a', 'b', 'c', 'd']) scheduler.enqueue(job(name, 1), 'low');
    await scheduler.idle();
    expect(log.filter((entry) => entry === 'yield')).toHaveLength(1);
  });

  test('a long job is never interrupted: the yield comes after it', async () => {
    const { scheduler, job, log } = harness();
    scheduler.enqueue(job('long', 50), 'high');
    scheduler.enqueue(job('next', 1), 'high');
    await scheduler.idle();
    expect(log).toEqual(['yield', 'long:start', 'long:end', 'yield', 'next:start', 'next:end']);
  });

  test('the slice restarts after each yield', async () => {
    const { scheduler, job, log } = harness();
    scheduler.enqueue(job('a', 4), 'high');
    scheduler.enqueue(job('b', 4), 'high');
    scheduler.enqueue(job('c', 4), 'high');
    await scheduler.idle();
    expect(log.filter((entry) => !entry.endsWith(':end'))).toEqual([
      'yield',
      'a:start',
      'b:start',
      'yield',
      'c:start',
    ]);
  });

  test('the main thread gets its turn while the queue waits for a yield', async () => {
    let release = () => {};
    const log: string[] = [];
    const waitForRelease = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    const scheduler = new MountScheduler(() => 0, waitForRelease, waitForRelease);
    scheduler.enqueue(() => log.push('job'), 'high');
    await Promise.resolve();
    log.push('main thread');
    release();
    await scheduler.idle();
    expect(log).toEqual(['main thread', 'job']);
  });

  test('enqueue and idle return the running drain; idle resolves at once when nothing is queued', async () => {
    const { scheduler, job } = harness();
    let resolved = false;
    void scheduler.idle().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(true);
    const first = scheduler.enqueue(job('a'), 'high');
    const second = scheduler.enqueue(job('b'), 'low');
    expect(second).toBe(first);
    expect(scheduler.idle()).toBe(first);
  });

  test('a second drain starts for jobs queued after the first one ended', async () => {
    const { scheduler, job, names } = harness();
    scheduler.enqueue(job('a'), 'high');
    await scheduler.idle();
    scheduler.enqueue(job('b'), 'high');
    await scheduler.idle();
    expect(names()).toEqual(['yield', 'a', 'yield', 'b']);
  });

  test('a job that throws does not stall the queue; its error is rethrown in a microtask', async () => {
    const rethrown: Array<() => void> = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => {
      rethrown.push(callback);
    });
    const { scheduler, job, names } = harness();
    const failure = new Error('mount failed');
    scheduler.enqueue(() => {
      throw failure;
    }, 'high');
    scheduler.enqueue(job('after'), 'high');
    await scheduler.idle();
    expect(names()).toEqual(['yield', 'after']);
    expect(rethrown).toHaveLength(1);
    expect(() => rethrown[0]?.()).toThrow(failure);
  });
});

describe("MountScheduler on the page's own clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('200 mounts of 1-3 ms are split into tasks of one 5 ms slice, in their order', async () => {
    // performance.now is the fake clock, which each job advances by its cost; each scheduler.yield starts a
    // new task (a new entry in `tasks`), as the first run does.
    vi.useFakeTimers({ toFake: ['performance'] });
    const tasks: number[][] = [];
    const newTask = () => {
      tasks.push([]);
      return Promise.resolve();
    };
    vi.stubGlobal('scheduler', { yield: newTask });
    const scheduler = new MountScheduler(undefined, undefined, newTask);
    const costs = Array.from({ length: 200 }, (_, index) => 1 + (index % 3));
    const ran: number[] = [];
    costs.forEach((cost, index) => {
      void scheduler.enqueue(() => {
        ran.push(index);
        tasks.at(-1)?.push(cost);
        vi.advanceTimersByTime(cost);
      }, 'high');
    });
    expect(ran).toEqual([]);
    await scheduler.idle();

    expect(ran).toEqual(costs.map((_, index) => index));
    const total = (costs: number[]) => costs.reduce((sum, cost) => sum + cost, 0);
    const durations = tasks.map(total);
    // Each task stops at the first job that ends its slice: at most 4 ms used before the last job.
    expect(Math.max(...tasks.map((task) => total(task.slice(0, -1))))).toBeLessThan(5);
    // And only the last task of the run falls short of the slice.
    expect(durations.slice(0, -1).every((duration) => duration >= 5)).toBe(true);
    expect(Math.max(...durations)).toBeLessThanOrEqual(7);
    expect(tasks.length).toBeGreaterThanOrEqual(Math.floor(400 / 7));
  });
});

describe('yieldToMain', () => {
  test('uses scheduler.yield when the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });

  test('otherwise resolves in a later task, after already queued microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('yielded'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'yielded']);
  });
});

describe('nextTask', () => {
  test('resumes behind a task queued before it', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    const queued = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => {
        order.push('queued before');
        channel.port1.close();
        resolve();
      };
    });
    channel.port2.postMessage(null);
    await nextTask().then(() => order.push('next task'));
    await queued;
    expect(order).toEqual(['queued before', 'next task']);
  });

  test('a run of mounts starts with it by default, even where scheduler.yield exists', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    const scheduler = new MountScheduler();
    const ran: string[] = [];
    scheduler.enqueue(() => ran.push('job'), 'high');
    await scheduler.idle();
    expect(ran).toEqual(['job']);
    expect(yieldSpy).not.toHaveBeenCalled();
  });
});
