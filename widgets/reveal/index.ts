import type { PageWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from '../../toolkit/dom/changes';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { pageType } from '../../toolkit/dom/page-type';
import { THEME_REVEAL_OFFSET, whenReached } from '../../toolkit/dom/reveal-line';
import { watchSkeletonRatio } from '../../toolkit/dom/skeleton-ratio';
import { delayOf, type Effect, mediaEffect, scrollEffect, titleEffect } from './effects';
import './reveal.css';

/** Scroll animations ran above 1024 px only (markup contract §1.3); at that width or less content just shows. */
const STILL = '(max-width: 1024px)';
/** Chain animations start at 80% of the viewport (the rest at 70%), their items 100 ms apart (§12). */
const CHAIN_OFFSET = 0.8;
const CHAIN_STAGGER_MS = 100;
/** The 404 teaser's digits scale in 150 ms apart, easing out with an overshoot (easeOutBack). */
const TEASER_STAGGER_MS = 150;
const EASE_OUT_BACK = 'cubic-bezier(0.175, 0.885, 0.32, 1.275)';
/** Magic list icons pop in 200 ms apart, in 500 ms. */
const MAGIC_STAGGER_MS = 200;
/** The metro portfolio's projects scale in from half their size, 700 ms each, 20 ms apart, on load. */
const METRO_STAGGER_MS = 20;
/** The title area's blocks start 200 ms after its own effect (§5); curtains open in 500 ms, their text 600 ms on. */
const TITLE_BLOCKS_AFTER_MS = 200;
const CURTAIN_MS = 500;
const CURTAIN_TEXT_AFTER_MS = 600;
const CURTAIN_TEXT_MS = 200;

interface Step {
  readonly el: HTMLElement;
  readonly effect: Effect;
  readonly delay: number;
  readonly ease?: string;
  /** Inline styles of the end state, set before it starts (a magic icon's colour, a prop's stacking). */
  readonly style?: Readonly<Record<string, string>>;
}

/** What a host animates, and the moment it starts: reaching a line of the viewport, or the window's load. */
interface Plan {
  readonly steps: readonly Step[];
  readonly watch: HTMLElement;
  readonly offset: number | 'load';
  /** The title area's `animate-bg`: its background moving to a position, linearly, once the rest starts. */
  readonly background?: { readonly el: HTMLElement; readonly to: string; readonly ms: number };
  /** Shown at once, with nothing to animate (a chain link around the inner wrap that moves). */
  readonly shown?: readonly HTMLElement[];
}

const children = (el: Element) => [...el.children] as HTMLElement[];
const data = (el: Element, name: string) => el.getAttribute(`data-${name}`) ?? undefined;

/**
 * The end state of a title effect, which content-title.php also prints as a class of its element: Limitless's
 * style.css gives those classes their start (`.scale-out { transform: scale(0) }`, `.fade-left { margin-left:
 * -20px }`, `.title-wrap.metro { transform: rotateY(15deg) }`: style.css 727-745), which its script undid inline.
 * Set before the effect starts: while hidden, the reveal's own start state is shown over it.
 */
const TITLE_END: Readonly<Record<string, string>> = { transform: 'none' };
const SHIFTED_TITLE_END: Readonly<Record<string, string>> = { ...TITLE_END, 'margin-left': '0px' };

/** The title area's effect on one element: a curtain is the block opening and then its content. */
function titleSteps(el: HTMLElement, name: string | undefined, delay: number): Step[] {
  const effect = titleEffect(name);
  const style = name === 'fade-left' || name === 'fade-right' ? SHIFTED_TITLE_END : TITLE_END;
  if (effect) return [{ el, effect, delay, style }];
  if (name !== 'curtain-fade' && name !== 'curtain-show') return [];
  const text = { from: name === 'curtain-show' ? 'translateX(-100%)' : 'none', ms: CURTAIN_TEXT_MS };
  return [
    {
      el,
      effect: { from: 'scaleX(0)', ms: CURTAIN_MS },
      delay,
      style: { ...style, 'transform-origin': '0 50%' },
    },
    ...children(el).map((child) => ({ el: child, effect: text, delay: delay + CURTAIN_TEXT_AFTER_MS })),
  ];
}

function titlePlan(wrap: HTMLElement): Plan {
  const increment = delayOf(data(wrap, 'delay'), 1000);
  const effect = data(wrap, 'effect');
  const steps = titleSteps(wrap, effect, 0);
  wrap.querySelectorAll<HTMLElement>('.animate-block').forEach((block, i) => {
    steps.push(...titleSteps(block, data(block, 'effect'), TITLE_BLOCKS_AFTER_MS + (i + 1) * increment));
  });
  const to = data(wrap, 'position');
  const ms = delayOf(data(wrap, 'duration'), 1000);
  return {
    steps,
    watch: wrap,
    offset: 'load',
    ...(effect === 'animate-bg' && to && ms ? { background: { el: wrap, to, ms } } : {}),
  };
}

/** Every plan a host has (a list can be both `.way-animated` and `.chain-animated`). */
function plansOf(host: HTMLElement): Plan[] {
  const plans: Plan[] = [];
  const at = (steps: Step[], offset: number | 'load' = THEME_REVEAL_OFFSET, shown?: HTMLElement[]) =>
    steps.length && plans.push({ steps, watch: host, offset, ...(shown?.length ? { shown } : {}) });
  if (host.matches('.way-animated')) {
    // 2.5.7 names the effect in data-waycheck, the later IOA build in data-effect.
    const effect = scrollEffect(data(host, 'waycheck') ?? data(host, 'effect'));
    at([{ el: host, effect, delay: delayOf(data(host, 'delay')) }]);
  }
  if (host.matches('.chain-animated')) {
    // The theme animates each `.inner-item-wrap` (in its templates, the chain link itself), and showed every
    // `.chain-link` at 1024 px or less; style.css keeps the links transparent (`.chain-animated .chain-link`).
    // Where a link holds the wrap that moves, it is shown at once, so that what moves is seen.
    const effect = scrollEffect(data(host, 'chain'));
    const links = [...host.querySelectorAll<HTMLElement>('.chain-link')];
    let items = [...host.querySelectorAll<HTMLElement>('.inner-item-wrap')];
    if (!items.length) items = links;
    at(
      items.map((el, i) => ({ el, effect, delay: i * CHAIN_STAGGER_MS })),
      CHAIN_OFFSET,
      links.filter((link) => !items.includes(link)),
    );
  }
  if (host.matches('.media-listener')) {
    const effect = mediaEffect(data(host, 'effect'));
    if (effect) at([{ el: host, effect, delay: 0 }]);
  }
  if (host.matches('.prop-wrapper')) {
    at(
      children(host).map((el, i) => ({
        el,
        effect: scrollEffect(data(el, 'effect')),
        delay: delayOf(data(el, 'delay')),
        style: { 'z-index': String(i + 1) },
      })),
    );
  }
  if (host.matches('.not-found-teaser')) {
    const effect = { from: 'scale(0)', ms: 400 };
    // On the not-found page the teaser is the page: it plays as the page loads, wherever it sits.
    at(
      [...host.querySelectorAll<HTMLElement>('h4 > span')].map((el, i) => ({
        el,
        effect,
        delay: i * TEASER_STAGGER_MS,
        ease: EASE_OUT_BACK,
      })),
      pageType(host).notFound ? 'load' : THEME_REVEAL_OFFSET,
    );
  }
  if (host.matches('.magic-list-wrapper')) {
    const effect = { from: 'scale(0.5)', ms: 500 };
    at(
      [...host.querySelectorAll<HTMLElement>('li > div.icon-area')].map((el, i) => {
        const color = data(el, 'color');
        // At full size in the end: the theme starts it at half (style.css `.magic-list-wrapper ul li
        // div.icon-area { transform: scale(0.5) }`) and its script scaled it up.
        return {
          el,
          effect,
          delay: i * MAGIC_STAGGER_MS,
          style: { transform: 'none', ...(color ? { 'background-color': color } : {}) },
        };
      }),
    );
  }
  if (host.matches('.portfolio-metro')) {
    // Limitless keeps every project transparent (style.css `div.portfolio-metro ul li { opacity: 0 }`, and
    // responsive.css on a phone) until its script scaled them in on load.
    const effect = { from: 'scale(0.5)', ms: 700 };
    at(
      [...host.querySelectorAll<HTMLElement>(':scope > ul > li')].map((el, i) => ({
        el,
        effect,
        delay: i * METRO_STAGGER_MS,
      })),
      'load',
    );
  }
  if (host.matches('.title-wrap')) {
    const plan = titlePlan(host);
    if (plan.steps.length || plan.background) plans.push(plan);
  }
  return plans;
}

const set = (changes: DomChanges, el: HTMLElement, style: Readonly<Record<string, string>>) => {
  for (const [property, value] of Object.entries(style)) changes.setStyle(el, property, value);
};

/**
 * Places a props widget's props (`.prop[data-top][data-left]`) and sizes their images (`width` attribute) by the
 * theme's scale factor, now and when it changes, as the theme did (markup contract §12). At the theme's full
 * width the factor is 1: the server's positions stay.
 */
function placeProps(wrapper: HTMLElement, changes: DomChanges): void {
  const props = children(wrapper).filter((el) => el.matches('.prop'));
  const images = props.flatMap((prop) => [...prop.querySelectorAll('img')]);
  for (const prop of props) changes.keep(prop, { styles: ['top', 'left'] });
  for (const image of images) changes.keep(image, { styles: ['width', 'height'] });
  const px = (value: string | null | undefined, ratio: number) => {
    const n = value ? Number(value) : Number.NaN;
    return Number.isFinite(n) ? `${Math.round(n * ratio)}px` : undefined;
  };
  watchSkeletonRatio((ratio) => {
    for (const prop of props) {
      for (const side of ['top', 'left'] as const) {
        const at = px(data(prop, side), ratio);
        if (at) prop.style.setProperty(side, at);
      }
    }
    for (const image of images) {
      const width = px(image.getAttribute('width'), ratio);
      if (width) {
        image.style.setProperty('width', width);
        image.style.setProperty('height', 'auto');
      }
    }
  }, changes.signal);
}

/** The end state at once: content that is to show without moving (narrow screens, reduced motion). */
function showAtOnce(plan: Plan, changes: DomChanges): void {
  for (const step of plan.steps) {
    if (step.style) set(changes, step.el, step.style);
    changes.setStyle(step.el, 'opacity', '1');
  }
}

/** Each step's start state, hidden, with its effect's transition (`reveal.css`). */
function hide(plan: Plan, changes: DomChanges): void {
  for (const { el, effect, delay, ease, style } of plan.steps) {
    if (style) set(changes, el, style);
    set(changes, el, {
      '--wgt-from': effect.from,
      '--wgt-ms': `${effect.ms}ms`,
      '--wgt-delay': `${delay}ms`,
      ...(ease ? { '--wgt-ease': ease } : {}),
    });
    changes.toggleClass(el, 'wgt-reveal');
    changes.toggleClass(el, 'wgt-hidden');
  }
}

/** Plays each step's effect; once it has come to rest, the element keeps only the theme's end state. */
function play(plan: Plan, changes: DomChanges): void {
  // Each start state must have been styled for a transition to run from it (when load has already come).
  for (const { el } of plan.steps) getComputedStyle(el).opacity;
  for (const { el } of plan.steps) {
    changes.on(el, 'transitionend', (event) => {
      if (event.target !== el || event.propertyName !== 'opacity') return;
      changes.toggleClass(el, 'wgt-reveal', false);
      for (const property of ['--wgt-from', '--wgt-ms', '--wgt-delay', '--wgt-ease'])
        changes.setStyle(el, property, null);
    });
    changes.toggleClass(el, 'wgt-hidden', false);
    changes.setStyle(el, 'opacity', '1');
  }
  const background = plan.background;
  if (background && !prefersReducedMotion()) {
    set(changes, background.el, {
      transition: `background-position ${background.ms}ms linear`,
      'background-position': background.to,
    });
  }
}

/**
 * Runs a plan: hidden start states now (unless the content is to show at once), each effect when its moment
 * comes, once. The end state is the theme's (opacity 1 inline, which its stylesheet expects).
 */
function run(plan: Plan, still: boolean, changes: DomChanges): void {
  for (const el of plan.shown ?? []) changes.setStyle(el, 'opacity', '1');
  if (still) {
    showAtOnce(plan, changes);
    return;
  }
  hide(plan, changes);
  const start = () => play(plan, changes);
  if (plan.offset !== 'load') changes.defer(whenReached(plan.watch, plan.offset, start));
  else if (document.readyState === 'complete') start();
  else changes.on(window, 'load', start, { once: true });
}

/**
 * The theme's reveal animations (markup contract §5, §12, §11.4's metro portfolio, the later build's 404 teaser):
 * each element's effect when it reaches the theme's line in the viewport (the title area's when the window has
 * loaded), once. The hidden start state is set here, never by the server's HTML, so the content shows without
 * JavaScript; at 1024 px wide or narrower, and for visitors who prefer reduced motion, it is simply shown. Effects are CSS
 * transitions of transform and opacity: no layout, no work on the main thread while they run. Each host's
 * changes are undone when it leaves the page, or on unmount.
 */
export const widget: PageWidget = domPageWidget({
  mount({ hosts, changes }) {
    const still = matchMedia(STILL).matches || prefersReducedMotion();
    const running = new Map<HTMLElement, DomChanges>();
    const add = (added: readonly HTMLElement[]) => {
      for (const host of added) {
        // A title area's block is served with its title area.
        const key = (host.matches('.animate-block') && host.closest<HTMLElement>('.title-wrap')) || host;
        if (running.has(key)) continue;
        const scope = domChanges(changes.signal);
        running.set(key, scope);
        // Props are placed first: their reveal's changes are then undone to the placed state, and this to the
        // server's.
        if (key.matches('.prop-wrapper')) placeProps(key, scope);
        for (const plan of plansOf(key)) run(plan, still, scope);
      }
    };
    add(hosts.current());
    changes.defer(
      hosts.subscribe((added, removed) => {
        for (const host of removed) {
          running.get(host)?.undo();
          running.delete(host);
        }
        add(added);
      }),
    );
  },
});
