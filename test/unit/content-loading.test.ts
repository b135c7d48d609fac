import { describe, expect, test } from 'vitest';
import { modelieBatch, timelineBatch } from '../../fixtures/emulator/timeline';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { readModelieBatch } from '../../widgets/modelie/index';
import { readTimelineBatch } from '../../widgets/timeline/index';

const timeline = (html: string) => readTimelineBatch(parseServerHtml(html), html);
const modelie = (html: string) => readModelieBatch(parseServerHtml(html), html);

describe('the timeline’s answers', () => {
  test('month labels and posts are taken in order; h4.post-end ends it', () => {
    const read = timeline(timelineBatch(8, '2026-08'));
    expect(read.posts.map((post) => post.querySelector('h3')?.textContent)).toEqual([
      'Leather straps',
      'Laptop sleeve',
      'Atlantic coast',
    ]);
    expect(
      read.nodes.filter((node) => node.matches('h4.month-label')).map((node) => node.textContent),
    ).toEqual(['July 2026']);
    expect(read.end).toBe(true);
  });

  test('a batch before the last goes on; the month already shown is not labelled again', () => {
    const read = timeline(timelineBatch(4, '2026-10'));
    expect(read.end).toBe(false);
    expect(read.nodes[0]?.matches('h4.month-label[data-month="2026-09"]')).toBe(true);
  });

  test('an answer that is not the timeline’s (WordPress’s "0") is a failure; an empty one the end', () => {
    expect(() => timeline('0')).toThrowError(/not the timeline's posts/);
    expect(timeline(' ').end).toBe(true);
  });
});

describe('the Modelie strip’s answers', () => {
  test('items, then the button’s item; the last batch ends with li.end-more-posts', () => {
    const first = modelie(modelieBatch(0));
    expect(first.items).toHaveLength(4);
    expect(first.tail?.querySelector('a.load-more-posts-button')?.getAttribute('data-loading')).toBe(
      'Loading...',
    );
    expect(first.end).toBe(false);
    const last = modelie(modelieBatch(8));
    expect(last.items).toHaveLength(3);
    expect(last.tail?.matches('li.end-more-posts')).toBe(true);
    expect(last.end).toBe(true);
  });

  test('an answer that is not the strip’s is a failure', () => {
    expect(() => modelie('<p>There has been a critical error.</p>')).toThrowError(
      /not the portfolio's items/,
    );
  });
});
