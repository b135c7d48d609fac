import type { PageWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from '../../toolkit/dom/changes';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
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
  return root;
}

/** What shows the progress: the bars that grow, the covers that fade and go. */
interface Progress {
  readonly bars: readonly HTMLElement[];
  readonly covers: readonly HTMLElement[];
  /** Takes the covers away: the splash hidden, the top bar out of the page. */
  hide(): void;
}

/**
 * The splash (decorative to screen readers) and, with motion and unless `.super-wrapper` has `no-np-loader`, the
 * top bar, put in the page.
 */
function showProgress(splash: HTMLElement | undefined, reduced: boolean, changes: DomChanges): Progress {
  const bars: HTMLElement[] = [];
  const covers: HTMLElement[] = [];
  if (splash) {
    changes.setAttribute(splash, 'aria-hidden', 'true');
    changes.keep(splash, { styles: ['opacity', 'display'] });
    covers.push(splash);
    const bar = splash.querySelector<HTMLElement>('.splash-bar');
    if (bar) {
      changes.keep(bar, { styles: ['transform-origin', 'transform'] });
      bars.push(bar);
    }
  }
  // The top bar is the page's until it is hidden (or the widget unmounts).
  const made = domChanges(changes.signal);
  if (!reduced && document.querySelector('.super-wrapper:not(.no-np-loader)')) {
    const bar = made.insert(topBar(), { append: document.body });
    covers.push(bar);
    bars.push(bar.firstElementChild as HTMLElement);
  }
  return {
    bars,
    covers,
    hide() {
      if (splash) splash.style.display = 'none';
      made.undo();
    },
  };
}

/**
 * The page's loading progress: the splash screen (`.splash-screen` with its `.splash-bar`, where the page prints
 * one) and NProgress's top bar (unless `.super-wrapper` has `no-np-loader`). The bar creeps to 80% over 60 s from
 * when it first shows; 1 s after the window's load it completes and both fade away in 700 ms. With
 * reduced motion nothing moves: the splash goes at the load. The splash is decorative to screen readers
 * (`aria-hidden`): they read the page beneath from the start.
 */
export const widget: PageWidget = domPageWidget({
  mount({ hosts, changes }) {
    const splash = hosts.current().find((host) => host.matches('.splash-screen'));
    const reduced = prefersReducedMotion();
    const progress = showProgress(splash, reduced, changes);
    const draw = (fraction: number) => {
      for (const bar of progress.bars) {
        bar.style.transformOrigin = 'left';
        bar.style.transform = `scaleX(${fraction})`;
      }
    };
    // The bar's time starts when it first shows: NProgress started on DOM ready, when the bundle mounts too.
    const start = performance.now();
    const stopCreeping = reduced ? () => 0 : creepUntilStopped(start, draw, changes);
    loaded(changes.signal).then(() => {
      if (changes.signal.aborted) return;
      if (reduced) return progress.hide();
      finishAfterLoad(progress, stopCreeping, draw, changes);
    });
  },
});

/** Draws the bar's creep every frame until the result is called, which says how far it had crept. */
function creepUntilStopped(start: number, draw: (fraction: number) => void, changes: DomChanges) {
  let frame = 0;
  const grow = () => {
    draw(creep(performance.now() - start));
    frame = requestAnimationFrame(grow);
  };
  grow();
  changes.defer(() => cancelAnimationFrame(frame));
  return () => {
    cancelAnimationFrame(frame);
    return creep(performance.now() - start);
  };
}

/** 1 s after the load, the bar completes as the covers fade in 700 ms; then they go. */
function finishAfterLoad(
  progress: Progress,
  stopCreeping: () => number,
  draw: (fraction: number) => void,
  changes: DomChanges,
): void {
  const timer = setTimeout(() => {
    const from = stopCreeping();
    changes.defer(
      tween({
        duration: HIDE_MS,
        onUpdate: (fraction) => {
          draw(from + (1 - from) * fraction);
          for (const cover of progress.covers) cover.style.opacity = String(1 - fraction);
        },
        onDone: progress.hide,
      }),
    );
  }, FINISH_AFTER_LOAD_MS);
  changes.defer(() => clearTimeout(timer));
}
