import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { finishAnimations } from './widget-helpers';

/**
 * Helpers for widgets whose motion is CSS (transitions and keyframe animations run by the browser, not by
 * `page.clock`): what runs is read from the Web Animations API (each transition's property, duration, delay and
 * easing), held or finished there, so nothing waits on the machine's speed.
 */

export interface RunningTransition {
  readonly property: string;
  readonly duration: number;
  readonly delay: number;
  readonly easing: string;
}

/** The CSS transitions and animations running (or waiting for their delay) on one element. */
export function transitionsOf(element: Locator): Promise<RunningTransition[]> {
  return element.evaluate((el) =>
    el
      .getAnimations()
      .map((animation) => {
        const timing = animation.effect?.getTiming() ?? {};
        return {
          property:
            (animation as CSSTransition).transitionProperty ?? (animation as CSSAnimation).animationName,
          duration: Number(timing.duration),
          delay: Number(timing.delay),
          easing: String(timing.easing),
        };
      })
      .sort((a, b) => a.property.localeCompare(b.property)),
  );
}

/**
 * Holds every CSS transition and animation of the page where it starts (DevTools' animation speed at 0), so a
 * test reads what runs however slow the machine is; `finishAnimations` ends them.
 */
export async function holdAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/**
 * How an element is painted: the opacity it is seen with (its own times every ancestor's: a transparent wrapper
 * hides it as surely as its own opacity would) and its computed transform.
 */
export function lookOf(element: Locator): Promise<{ opacity: number; transform: string }> {
  return element.evaluate((el) => {
    let opacity = 1;
    for (let at: Element | null = el; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity);
    return { opacity, transform: getComputedStyle(el).transform };
  });
}

/** Axe finds no serious or critical violation, with every CSS motion finished first. */
export async function expectAccessible(page: Page): Promise<void> {
  await finishAnimations(page);
  await expectNoSeriousViolations(page);
}
