import { useEffect, useRef } from 'react';
import type { MountContext } from '../../loader/contract';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { callListener } from '../../toolkit/dom/theme-listener';
import { reactWidget, type WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { announceBatch, enterItems, focusIfLost, useBatches, useRetryAfter } from '../families/posts/batches';
import { markTimeline } from './marks';

interface TimelineMarkup {
  /** `div.posts-timeline`: its month labels and posts. */
  readonly timeline: HTMLElement;
  /** `span.circle[data-id][data-post_type]`: loading starts when it reaches the bottom of the viewport. */
  readonly circle: HTMLElement;
  readonly id: string;
  readonly postType: string;
}

/** The timeline and its circle (markup contract §10); one without them is left as printed. */
function readTimeline(host: HTMLElement, _options: unknown, ctx: MountContext): TimelineMarkup {
  const timeline = host.querySelector<HTMLElement>('.posts-timeline');
  const circle = host.querySelector<HTMLElement>('span.circle[data-id]');
  if (!timeline || !circle) {
    return leaveAsPrinted(ctx, host, `no ${timeline ? 'span.circle[data-id]' : 'div.posts-timeline'} in it`);
  }
  const id = circle.getAttribute('data-id') ?? '';
  if (id === '') return leaveAsPrinted(ctx, circle, 'data-id is empty');
  return { timeline, circle, id, postType: circle.getAttribute('data-post_type') || 'post' };
}

interface TimelineBatch {
  readonly nodes: readonly Element[];
  readonly posts: readonly HTMLElement[];
  readonly end: boolean;
}

/** The answer's month labels and posts; `h4.post-end` ends the timeline, as does an empty answer. */
export function readTimelineBatch(fragment: DocumentFragment, text: string): TimelineBatch {
  const nodes = Array.from(fragment.children);
  const posts = nodes.filter((node): node is HTMLElement => node.matches('.timeline-post'));
  const end = posts.length === 0 || nodes.some((node) => node.matches('h4.post-end'));
  if (posts.length === 0 && !nodes.some((node) => node.matches('h4')) && text.trim() !== '') {
    throw new Error(`the answer is not the timeline's posts ("${text.trim().slice(0, 40)}")`);
  }
  return { nodes, posts, end };
}

/** The timeline's posts, in the theme's stagger: one after the other, fading in. */
const STAGGER_MS = 100;

/**
 * 2.5.7's blog timeline (`.blog-format10-posts`): when the circle under it reaches the bottom of the viewport,
 * the next posts (four a batch) are asked of the theme listener, `type=posts-timeline` with the circle's `id`
 * and `post_type`, the `offset` (the posts shown) and the `month` of the last label, and appended; an answer
 * with `h4.post-end` is the last. A failure is said, with a button that tries again. Each post's marks by the line
 * are placed and shown as it reaches the middle of the viewport (`marks.ts`).
 */
function Timeline({ host, options, ctx }: WidgetProps<TimelineMarkup>) {
  const { timeline, circle, id, postType } = options;
  const stopEntrance = useRef(() => {});
  useEffect(() => () => stopEntrance.current(), []);
  // The marks by the line: the printed posts' now, the arrived ones' as they come.
  const marks = useRef<ReturnType<typeof markTimeline> | null>(null);
  useEffect(() => {
    const tree = timeline.closest<HTMLElement>('.posts-tree');
    if (!tree) return;
    const controller = new AbortController();
    marks.current = markTimeline(tree, controller.signal);
    marks.current.add([...timeline.querySelectorAll<HTMLElement>(':scope > .timeline-post')]);
    return () => {
      marks.current = null;
      controller.abort();
    };
  }, [timeline]);

  const { phase, load } = useBatches<TimelineBatch>({
    host,
    ctx,
    fetch: (signal) => {
      const offset = timeline.querySelectorAll('.timeline-post').length;
      const labels = timeline.querySelectorAll('h4.month-label[data-month]');
      const month = labels[labels.length - 1]?.getAttribute('data-month') ?? '';
      return callListener({
        type: 'posts-timeline',
        fields: { id, post_type: postType, offset, month },
        signal,
      }).then((text) => readTimelineBatch(parseServerHtml(text), text));
    },
    apply: ({ nodes, posts, end }) => {
      timeline.append(...nodes);
      marks.current?.add(posts);
      stopEntrance.current = enterItems(posts, { stagger: STAGGER_MS, scale: false });
      announceBatch(posts, end);
      focusIfLost(posts);
      return end;
    },
  });

  // Each time the timeline is at rest, a fresh observer: its first report says whether the circle is already
  // in view (a short batch), so loading goes on until the circle is below the viewport again.
  useEffect(() => {
    if (phase !== 'idle') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(circle);
    return () => observer.disconnect();
  }, [phase, circle, load]);

  useRetryAfter(phase === 'failed' ? circle : null, load);

  return (
    <>
      <Bind el={timeline} attrs={{ 'aria-busy': phase === 'loading' ? 'true' : null }} />
      <Bind el={circle} classes={{ 'timeline-end': phase === 'ended' }} />
    </>
  );
}

export const widget = reactWidget({ options: {}, read: readTimeline, component: Timeline });
