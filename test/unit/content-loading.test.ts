import { describe, expect, test } from 'vitest';
import { modelieBatch, timelineBatch } from '../../fixtures/emulator/timeline';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { readGalleryAnswer, readModelieBatch } from '../../widgets/modelie/index';
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

describe('the other portfolio panes’ answers', () => {
  const model = (text: string) => readModelieBatch(parseServerHtml(text), text, 'model');
  const gallery = (text: string) => readGalleryAnswer(parseServerHtml(text), text);

  test('a model strip’s answer is its whole gallery: every li but a placeholder, and nothing after', () => {
    const read = model(
      '<li class="span-class"></li><li class="clearfix"><img alt="The front"></li><li class="clearfix"><img alt="Waxing"></li>',
    );
    expect(read.items.map((item) => item.querySelector('img')?.alt)).toEqual(['The front', 'Waxing']);
    expect(read.tail).toBeNull();
    expect(read.end).toBe(true);
    // Modelie's strip takes its li.post items alone: a bare li is not one of its answers.
    expect(() => modelie('<li class="clearfix"></li>')).toThrowError(/not the portfolio's items/);
  });

  test('a model strip’s answer that holds no li is a failure; an empty one is an empty gallery', () => {
    expect(() => model('0')).toThrowError(/not the portfolio's items/);
    expect(model('').items).toHaveLength(0);
  });

  test('a gallery pane’s answer is a Selene gallery or the theme’s no-posts block; anything else is a failure', () => {
    expect(
      gallery('<div class="ioa-gallery seleneGallery"><div class="gallery-holder"></div></div>')
        .firstElementChild?.className,
    ).toBe('ioa-gallery seleneGallery');
    expect(
      gallery(
        '<div class="gallery-holder"><div class="no-posts-found"><h4>Sorry no posts found</h4></div></div>',
      ).textContent,
    ).toContain('Sorry no posts found');
    expect(gallery('').childNodes).toHaveLength(0);
    expect(() => gallery('0')).toThrowError(/not the portfolio's gallery/);
    expect(() => gallery('<p>There has been a critical error.</p>')).toThrowError(
      /not the portfolio's gallery/,
    );
  });
});
