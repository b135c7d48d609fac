import type { PageWidget } from '../../loader/contract';
import { prefersReducedMotion, tween } from '../../toolkit/dom/motion';
import { creep, FINISH_AFTER_LOAD_MS, HIDE_MS } from './progress';

/** Resolves when the window has loaded (at once if it has). */
function loaded(signal: AbortSignal): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true, signal }));
}

/** The bar's colour unless the theme's CSS gives `#nprogress .bar` one (NProgress's own). */
const COLOUR = 'var(--wgt-loader-colour,#29d)';

/** NProgress's markup (markup contract §19), which themes style: `#nprogress > .bar > .peg`, the spinner off. */
function topBar(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.setAttribute('aria-hidden', 'true');
  root.style.pointerEvents = 'none';
  const bar = root.appendChild(document.createElement('div'));
  bar.className = 'bar';
  bar.style.cssText = `position:fixed;z-index:1031;top:0;left:0;width:100%;height:2px;background:${COLOUR}`;
  const peg = bar.appendChild(document.createElement('div'));
  peg.className = 'peg';
  peg.style.cssText = `position:absolute;right:0;width:100px;height:100%;box-shadow:0 0 10px ${COLOUR},0 0 5px ${COLOUR};transform:rotate(3deg) translate(0,-4px)`;
  document.body.append(root);
  return root;
}

/**
 * The page's loading progress: the splash screen (`.splash-screen` with its `.splash-bar`, where the page prints
 * one) and NProgress's top bar (unless `.super-wrapper` has `no-np-loader`). The bar creeps to 80% over 60 s from
 * when it first shows; 1 s after the window's load it completes and both fade away in 700 ms. With
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
      for (const bar of bars) {
        bar.style.transformOrigin = 'left';
        bar.style.transform = `scaleX(${fraction})`;
      }
    };
    const fade = (opacity: number) => {
      for (const cover of covers) cover.style.opacity = String(opacity);
    };
    const hide = () => {
      for (const cover of covers) cover.style.display = 'none';
      made?.remove();
    };

    // The bar's time starts when it first shows: NProgress started on DOM ready, when the bundle mounts too.
    const start = performance.now();
    let frame = 0;
    const grow = () => {
      draw(creep(performance.now() - start));
      frame = requestAnimationFrame(grow);
    };
    if (!reduced) grow();
    let stop = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    loaded(ctx.signal).then(() => {
      if (ctx.signal.aborted) return;
      if (reduced) return hide();
      timer = setTimeout(() => {
        cancelAnimationFrame(frame);
        const from = creep(performance.now() - start);
        stop = tween({
          duration: HIDE_MS,
          onUpdate: (progress) => {
            draw(from + (1 - from) * progress);
            fade(1 - progress);
          },
          onDone: hide,
        });
      }, FINISH_AFTER_LOAD_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
      made?.remove();
    };
  },
};
