import { loadScript } from '../../toolkit/dom/load-script';

/** The little of YouTube's iframe API the gallery uses. */
interface YouTubeApi {
  Player: new (
    element: HTMLIFrameElement,
    options: { events: { onStateChange: (event: { data: number }) => void } },
  ) => unknown;
  PlayerState: { ENDED: number };
}

const API_URL = 'https://www.youtube.com/iframe_api';
/** The plugin checked for the API up to 5 times, a second apart (specification §9). */
export const READINESS_CHECKS = 5;
export const READINESS_INTERVAL_MS = 1000;

function api(): YouTubeApi | null {
  const yt = (globalThis as { YT?: Partial<YouTubeApi> }).YT;
  return typeof yt?.Player === 'function' && yt.PlayerState ? (yt as YouTubeApi) : null;
}

/**
 * Calls `onEnded` whenever the video in `player` ends. Loads YouTube's iframe API once, then checks for it up to
 * five times a second apart; without it (blocked, offline) nothing is heard and the gallery still pages and plays
 * by address. A player is attached again each time the frame loads a new video; `signal` stops it all.
 */
export function whenVideoEnds(
  player: HTMLIFrameElement,
  onEnded: () => void,
  { nonce, signal }: { nonce: string; signal: AbortSignal },
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });

  let generation = 0;
  const attach = (yt: YouTubeApi) => {
    const listen = () => {
      if (signal.aborted) return;
      // Only the newest attachment speaks: an earlier one may still hear the frame.
      generation += 1;
      const mine = generation;
      new yt.Player(player, {
        events: {
          onStateChange: (event) => {
            if (!signal.aborted && mine === generation && event.data === yt.PlayerState.ENDED) onEnded();
          },
        },
      });
    };
    listen();
    player.addEventListener('load', listen, { signal });
  };

  const check = (left: number) => {
    if (signal.aborted) return;
    const yt = api();
    if (yt) attach(yt);
    else if (left > 1) timer = setTimeout(() => check(left - 1), READINESS_INTERVAL_MS);
  };

  loadScript(API_URL, { nonce }).then(
    () => check(READINESS_CHECKS),
    () => {},
  );
}
