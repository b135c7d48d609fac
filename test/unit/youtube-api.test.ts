import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

vi.mock('../../toolkit/dom/load-script', () => ({ loadScript: vi.fn(() => Promise.resolve()) }));

// Imported afresh, with the mock above (the unit test files share their modules: vitest.config.ts).
vi.resetModules();
const { whenVideoEnds, READINESS_CHECKS, READINESS_INTERVAL_MS } = await import(
  '../../widgets/video-gallery/youtube-api'
);

type Listener = (event: { data: number }) => void;

function installApi(players: Listener[]): void {
  (globalThis as { YT?: unknown }).YT = {
    PlayerState: { ENDED: 0 },
    Player: function Player(_frame: unknown, options: { events: { onStateChange: Listener } }) {
      players.push(options.events.onStateChange);
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { YT?: unknown }).YT;
});

describe('the gallery’s wait for YouTube’s iframe API', () => {
  test('checked up to five times a second apart: an API ready at the fourth check is used', async () => {
    const players: Listener[] = [];
    const ended = vi.fn();
    const frame = document.createElement('iframe');
    whenVideoEnds(frame, ended, { nonce: '', signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(2 * READINESS_INTERVAL_MS + 10);
    expect(players).toHaveLength(0);
    installApi(players);
    await vi.advanceTimersByTimeAsync(READINESS_INTERVAL_MS);
    expect(players).toHaveLength(1);
    players[0]?.({ data: 1 });
    players[0]?.({ data: 0 });
    expect(ended).toHaveBeenCalledOnce();
    // A new video in the frame: a new player, and only it speaks.
    frame.dispatchEvent(new Event('load'));
    expect(players).toHaveLength(2);
    players[0]?.({ data: 0 });
    expect(ended).toHaveBeenCalledOnce();
    players[1]?.({ data: 0 });
    expect(ended).toHaveBeenCalledTimes(2);
  });

  test('an API that never comes: five checks, then nothing more', async () => {
    const players: Listener[] = [];
    whenVideoEnds(document.createElement('iframe'), vi.fn(), {
      nonce: '',
      signal: new AbortController().signal,
    });
    await vi.advanceTimersByTimeAsync(READINESS_CHECKS * READINESS_INTERVAL_MS + 10);
    expect(vi.getTimerCount()).toBe(0);
    installApi(players);
    await vi.advanceTimersByTimeAsync(10 * READINESS_INTERVAL_MS);
    expect(players).toHaveLength(0);
  });

  test('stopped by its signal: no player is made afterwards', async () => {
    const players: Listener[] = [];
    const controller = new AbortController();
    whenVideoEnds(document.createElement('iframe'), vi.fn(), { nonce: '', signal: controller.signal });
    controller.abort();
    installApi(players);
    await vi.advanceTimersByTimeAsync(READINESS_CHECKS * READINESS_INTERVAL_MS);
    expect(players).toHaveLength(0);
  });
});
