import { domChanges } from '../../toolkit/dom/changes';
import './timeline.css';

/** On the tree while mounted: `timeline.css` shows the marks from it. */
const MOUNTED = 'wgt-timeline';
/** On a post once it has reached the middle of the viewport: its dot and tip grow in, then its connector. */
const MARKED = 'wgt-marked';
/** The dot (12 px) sits on the line; the circle (38 px) under it. */
const DOT_HALF = 6;
const CIRCLE_HALF = 19;

/**
 * The marks of 2.5.7's timeline by its line (`div.posts-tree > span.line`, markup contract §10), which style.css
 * hides (`span.dot`, `span.tip`: display none; `span.connector`: no width) until custom.js placed and showed them:
 * each post's dot on the line and the circle under it; once a post reaches the middle of the viewport (or is
 * already above it), its dot and tip grow in (700 ms) and then its connector reaches from its tip to the line
 * (400 ms; at once under reduced motion, `timeline.css`). Placed again when the tree's size changes; the posts
 * that arrive later are added. Everything is put back when `signal` aborts.
 */
export function markTimeline(
  tree: HTMLElement,
  signal: AbortSignal,
): { add(posts: readonly HTMLElement[]): void } {
  const changes = domChanges(signal);
  const line = tree.querySelector<HTMLElement>(':scope > span.line');
  const circle = tree.querySelector<HTMLElement>(':scope > span.circle');
  const posts: HTMLElement[] = [];
  changes.toggleClass(tree, MOUNTED);
  if (circle) changes.keep(circle, { styles: ['left'] });

  const place = () => {
    if (!line) return;
    const at = line.offsetLeft;
    for (const post of posts) {
      post
        .querySelector<HTMLElement>(':scope > span.dot')
        ?.style.setProperty('left', `${at - post.offsetLeft - DOT_HALF}px`);
      const reach = post.classList.contains('right-post')
        ? post.offsetLeft - at
        : at - (post.offsetLeft + post.offsetWidth);
      post.style.setProperty('--wgt-reach', `${Math.max(0, reach)}px`);
    }
    circle?.style.setProperty('left', `${at - CIRCLE_HALF}px`);
  };

  const reached = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting && entry.boundingClientRect.top > 0) continue;
        entry.target.classList.add(MARKED);
        reached.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -50% 0px' },
  );
  changes.defer(() => reached.disconnect());

  let frame = 0;
  const sizes = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(place);
  });
  sizes.observe(tree);
  changes.defer(() => {
    sizes.disconnect();
    cancelAnimationFrame(frame);
  });

  return {
    add(added) {
      for (const post of added) {
        if (posts.includes(post)) continue;
        posts.push(post);
        const dot = post.querySelector<HTMLElement>(':scope > span.dot');
        if (dot) changes.keep(dot, { styles: ['left'] });
        changes.keep(post, { classes: [MARKED], styles: ['--wgt-reach'] });
        reached.observe(post);
      }
      place();
    },
  };
}
