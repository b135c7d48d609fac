/**
 * Resumes in a new task queued behind the tasks already waiting: other scripts' timers and messages, and
 * React's own scheduler, which cleans up after the roots just mounted.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

declare const scheduler: { yield?: () => Promise<void> } | undefined;

/** Gives the main thread back (input, rendering) and resumes ahead of other queued tasks where it can. */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return nextTask();
}
