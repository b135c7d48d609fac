import type { PageWidget } from '../../loader/types';
import { prefersReducedMotion, tween } from '../../toolkit/motion';
import './page-loader.css';
import { creep, finishDelay, HIDE_MS } from './progress';

/** When the window's load event came, on `performance.now`'s clock (where the bar's time starts, at 0). */
function whenLoaded(signal: AbortSignal): Promise<number> {
  const timing = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (document.readyState === 'complete') return Promise.resolve(timing?.loadEventEnd || performance.now());
  return new Promise((resolve) =>
    addEventListener('load', () => resolve(performance.now()), { once: true, signal }),
  );
}

/** NProgress's markup (markup contract §19), which themes style: `#nprogress > .bar > .peg`. */
function topBar(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.setAttribute('aria-hidden', 'true');
  const bar = document.createElement('div');
  bar.className = 'bar';
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.append(peg);
  root.append(bar);
  document.body.append(root);
  return root;
}

/**
 * The page's loading progress: the splash screen (`.splash-screen` with its `.splash-bar`, where the page prints
 * one) and NProgress's top bar (unless `.super-wrapper` has `no-np-loader`). The bar creeps to 80% over 60 s from
 * the start of the page's loading; 1 s after the window's load it completes and both fade away in 700 ms. With
 * reduced motion nothing moves: the splash goes at the load. The splash is decorative to screen readers
 * (`aria-hidden`): they read the page beneath from the start.
 */
export const widget: PageWidget = {
  kind: 'page',
  mount(hosts, ctx) {
    const splash = hosts.current().find((host) => host.matches('.splash-screen'));
    const bars: HTMLElement[] = [];
    const covers: HTMLElement[] = [];
    let made: HTMLElement | null = null;
    if (splash) {
      splash.setAttribute('aria-hidden', 'true');
      covers.push(splash);
      const bar = splash.querySelector<HTMLElement>('.splash-bar');
      if (bar) bars.push(bar);
    }
    const reduced = prefersReducedMotion();
    if (!reduced && document.querySelector('.super-wrapper:not(.no-np-loader)')) {
      made = topBar();
      covers.push(made);
      bars.push(made.firstElementChild as HTMLElement);
    }
    const draw = (fraction: number) => {
      for (const bar of bars) bar.style.transform = `scaleX(${fraction})`;
    };
    const fade = (opacity: number) => {
      for (const cover of covers) cover.style.opacity = String(opacity);
    };
    const hide = () => {
      for (const cover of covers) cover.hidden = true;
      made?.remove();
    };

    let frame = 0;
    const grow = () => {
      draw(creep(performance.now()));
      frame = requestAnimationFrame(grow);
    };
    if (!reduced) grow();
    let stop = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    whenLoaded(ctx.signal).then((loadedAt) => {
      if (ctx.signal.aborted) return;
      if (reduced) return hide();
      timer = setTimeout(
        () => {
          cancelAnimationFrame(frame);
          const from = creep(performance.now());
          stop = tween({
            duration: HIDE_MS,
            onUpdate: (progress) => {
              draw(from + (1 - from) * progress);
              fade(1 - progress);
            },
            onDone: hide,
          });
        },
        finishDelay(performance.now(), loadedAt),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
      made?.remove();
    };
  },
};
