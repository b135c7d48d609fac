import type { Locator, Page } from '@playwright/test';
import { discoverySelector } from '../../loader/selectors';
import { registry } from '../../widgets/registry';
import { BOTH_FLAVOURS, expect, mounted, PLAIN_DOM, test } from './fixtures';
import { stubVideoHosts } from './video-hosts';
import { afterIntersectionUpdate, expectRestoredOnUnmount, serverMarkup } from './widget-helpers';

/**
 * Everything that plays: /media/ (WordPress's [video] and [audio] and the theme's video player in MediaElement's
 * player, an oEmbed block, videos loaded only when played), /video-section/ (a background video), /playlist/
 * (two playlists) and /media-faults/.
 */

const paused = (media: Locator) => media.evaluate((element) => (element as HTMLMediaElement).paused);

/** Jumps a playing file to just before its end, as if the visitor had listened that long. */
const nearEnd = (media: Locator) =>
  media.evaluate(async (element) => {
    const playing = element as HTMLMediaElement;
    if (!Number.isFinite(playing.duration)) {
      await new Promise((resolve) => playing.addEventListener('loadedmetadata', resolve, { once: true }));
    }
    playing.currentTime = Math.max(0, playing.duration - 0.2);
  });

test.describe('the media player', () => {
  test(
    'a [video] gets MediaElement’s controls, each named, worked with the keyboard',
    PLAIN_DOM,
    async ({ page, open }) => {
      await open('/media/');
      // MediaElement gives the element's id to its own wrapper, and the element `<id>_html5`, as WordPress's does.
      const video = page.locator('video.wp-video-shortcode');
      await mounted(page, 'video.wp-video-shortcode', 'media-player');
      const player = page.locator('.mejs-container', { has: video });
      const controls = player.locator('.mejs-controls');
      for (const name of ['Play', 'Mute', 'Fullscreen', 'Captions/Subtitles']) {
        await expect(controls.getByRole('button', { name })).toBeVisible();
      }
      await expect(controls.getByRole('slider', { name: 'Time Slider' })).toBeVisible();
      // The labels screen readers get are not shown (MediaElement 7.1's own class for them).
      const label = await player.getByText('Current time').boundingBox();
      expect([label?.width, label?.height]).toEqual([1, 1]);
      await expect(video).toHaveJSProperty('volume', 0.8);

      await controls.getByRole('button', { name: 'Play' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => paused(video)).toBe(false);
      await expect(controls.getByRole('button', { name: 'Pause' })).toBeFocused();
      await page.keyboard.press(' ');
      await expect.poll(() => paused(video)).toBe(true);
      await controls.getByRole('button', { name: 'Mute' }).press('Enter');
      await expect(video).toHaveJSProperty('muted', true);

      // Captions, from its WebVTT track: the choices open as focus comes to the button; the arrows pick one.
      await controls.getByRole('button', { name: 'Captions/Subtitles' }).focus();
      await page.keyboard.press('Tab');
      await expect(player.getByRole('radio', { name: 'None' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(player.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect
        .poll(() => video.evaluate((element) => (element as HTMLVideoElement).textTracks[0]?.mode))
        .toBe('showing');
    },
  );

  test(
    'an [audio] gets the audio player: no fullscreen, no captions; it plays with the keyboard',
    PLAIN_DOM,
    async ({ page, open }) => {
      await open('/media/');
      const audio = page.locator('audio.wp-audio-shortcode');
      await mounted(page, 'audio.wp-audio-shortcode', 'media-player');
      const player = page.locator('.mejs-container', { has: audio });
      await expect(player.getByRole('button', { name: 'Fullscreen' })).toHaveCount(0);
      await expect(player.getByRole('button', { name: 'Captions/Subtitles' })).toHaveCount(0);
      await player.locator('.mejs-controls').getByRole('button', { name: 'Play' }).press('Enter');
      await expect.poll(() => paused(audio)).toBe(false);
    },
  );

  test(
    'a file that cannot be played: a message and a download link, not a blank box',
    BOTH_FLAVOURS,
    async ({ page, open, expectConsole }) => {
      expectConsole(/status of 404/);
      expectConsole(/gone\.mp4 cannot be played/);
      expectConsole(/not-a-video|flat-video/);
      await open('/media-faults/');
      const player = page.locator('.mejs-container', { has: page.locator('video.wp-video-shortcode') });
      await expect(player.getByText('This video cannot be played here.')).toBeVisible();
      const link = player.getByRole('link', { name: 'Download the file: gone.mp4' });
      await expect(link).toHaveAttribute('href', /\/fixture-assets\/media\/gone\.mp4\?_=1$/);
    },
  );

  test('unmounting puts the server’s <video> back as it was', PLAIN_DOM, async ({ page, open }) => {
    await open('/media/');
    await mounted(page, '.video-player video', 'media-player');
    await expect(page.locator('.video-player video')).toHaveAttribute('id', 'theme-video_html5');
    await expectRestoredOnUnmount(page, '.video-player');
  });

  test(
    'the theme’s video player is as wide as its video was printed (480 × 270), not its whole column',
    PLAIN_DOM,
    async ({ page, open }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open('/media/');
      await mounted(page, '.video-player video', 'media-player');
      const player = page.locator('.video-player .mejs-container');
      await expect(player).toBeVisible();
      const box = await player.boundingBox();
      expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([480, 270]);
      // Narrower than that, it narrows with its column and keeps its shape.
      await page.setViewportSize({ width: 375, height: 740 });
      await expect
        .poll(async () => {
          const narrow = await player.boundingBox();
          const column = await page
            .locator('.video-player')
            .evaluate((frame) => frame.parentElement?.clientWidth);
          return [
            Math.round(narrow?.width ?? 0) === column,
            Math.abs(((narrow?.width ?? 0) * 270) / 480 - (narrow?.height ?? 0)) < 2,
          ];
        })
        .toEqual([true, true]);
    },
  );
});

test(
  'a player removed with its content (a fragment refresh, a portfolio switch) unmounts cleanly: no error, no listener or id left on the server’s elements',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open('/media/');
    await mounted(page, 'video.wp-video-shortcode', 'media-player');
    const server = await serverMarkup(page, 'video.wp-video-shortcode');
    // MediaElement has added its own id to the caption track.
    await expect(page.locator('video.wp-video-shortcode track')).toHaveAttribute('id', /.+/);
    await page.evaluate(() => {
      const video = document.querySelector('video.wp-video-shortcode');
      Object.assign(window, { keptVideo: video });
      video?.closest('.wp-video')?.remove();
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { keptVideo: Element }).keptVideo.hasAttribute('data-widget-mounted'),
        ),
      )
      .toBe(false);
    expect(await page.evaluate(() => (window as unknown as { keptVideo: Element }).keptVideo.outerHTML)).toBe(
      server,
    );
    // What listens on the server's <video> now: nothing of MediaElement's.
    const cdp = await page.context().newCDPSession(page);
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.keptVideo' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId ?? '',
    });
    expect(listeners.map((listener) => listener.type)).toEqual([]);
  },
);

test.describe('videos loaded only when played', () => {
  test(
    'a card with the oEmbed title and thumbnail; Play puts the player in its place, playing, focused',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      const players = await stubVideoHosts(page);
      await open('/media/');
      await mounted(page, '#lazy-youtube', 'video');
      const card = page.locator('#lazy-youtube').getByRole('button', { name: 'Play: Cutting the leather' });
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', /slides\/leather\.svg$/);
      await expect(page.locator('#lazy-youtube iframe')).toHaveCount(0);
      const lazy = () => players.filter((address) => address.includes('aK3jR9bLm2Q'));
      expect(lazy()).toEqual([]);
      await card.click();
      const frame = page.locator('#lazy-youtube iframe');
      await expect(frame).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/aK3jR9bLm2Q?rel=1&autoplay=1',
      );
      await expect(frame).toHaveAttribute('title', 'Cutting the leather');
      await expect(frame).toBeFocused();
      await expect.poll(() => lazy().length).toBe(1);
      // The box kept its 16:9 shape throughout.
      const box = await page.locator('#lazy-youtube').boundingBox();
      expect(Math.round(((box?.width ?? 0) * 9) / 16)).toBe(Math.round(box?.height ?? 0));
      const vimeo = await page.locator('#lazy-vimeo').boundingBox();
      expect(Math.round(((vimeo?.width ?? 0) * 3) / 4)).toBe(Math.round(vimeo?.height ?? 0));
    },
  );

  test('without an oEmbed answer: a plain Play button, which still plays', async ({
    page,
    open,
    expectConsole,
  }) => {
    expectConsole(/status of 500/);
    await stubVideoHosts(page);
    await page.route(/\/wp-json\/oembed\/1\.0\/proxy/, (route) => route.fulfill({ status: 500, body: '' }));
    await open('/media/');
    await mounted(page, '#lazy-vimeo', 'video');
    const card = page.locator('#lazy-vimeo').getByRole('button', { name: 'Play video' });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.locator('#lazy-vimeo iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  test('without data-oembed, the provider’s own endpoint is asked, with url and format=json', async ({
    page,
    open,
  }) => {
    await stubVideoHosts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.youtube.com/oembed')) asked.push(request.url());
    });
    await open('/media/');
    await page.evaluate(() => {
      document
        .querySelector('.page-content')
        ?.insertAdjacentHTML(
          'beforeend',
          '<div data-widget="video" id="plain" data-src="https://youtu.be/Xw6sF1pHdtU"><a href="https://youtu.be/Xw6sF1pHdtU">Watch</a></div>',
        );
    });
    await page.locator('#plain').scrollIntoViewIfNeeded();
    await expect(page.locator('#plain').getByRole('button', { name: 'Play: Waxing a tote' })).toBeVisible();
    const url = new URL(asked[0] ?? '');
    expect([url.searchParams.get('url'), url.searchParams.get('format')]).toEqual([
      'https://youtu.be/Xw6sF1pHdtU',
      'json',
    ]);
  });

  test('an address that is not a video: one message, and the link stays', async ({
    page,
    open,
    consoleLog,
    expectConsole,
  }) => {
    expectConsole(/status of 404|gone\.mp4|not-a-video|flat-video/);
    await open('/media-faults/');
    await expect(page.locator('#not-a-video')).toHaveAttribute('data-widget-failed', 'video');
    await expect(page.locator('#not-a-video').getByRole('link', { name: 'A film' })).toBeVisible();
    expect(consoleLog.filter((entry) => entry.text.includes('not-a-video'))).toHaveLength(1);
  });
});

test('an oEmbed block’s player fills the width and keeps its shape', PLAIN_DOM, async ({ page, open }) => {
  await open('/media/');
  await mounted(page, '#oembed-block', 'fluid-video');
  const frame = page.locator('#oembed-block iframe');
  const [column, box] = await Promise.all([
    page.locator('#oembed-block').evaluate((block) => block.getBoundingClientRect().width),
    frame.boundingBox(),
  ]);
  expect(Math.round(box?.width ?? 0)).toBe(Math.round(column));
  expect(Math.round(box?.height ?? 0)).toBe(Math.round((column * 315) / 560));
  await expectRestoredOnUnmount(page, '#oembed-block');
});

test.describe('a background video', () => {
  test('plays muted, without controls, only while its section is in view', async ({ page, open }) => {
    await open('/video-section/');
    await mounted(page, '#section-video', 'background-video');
    const video = page.locator('#section-video');
    await expect.poll(() => paused(video)).toBe(false);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('controls', false);
    // It covers its section.
    const [section, covered] = await Promise.all([
      page.locator('#rps-video').boundingBox(),
      video.boundingBox(),
    ]);
    expect([covered?.width, covered?.height]).toEqual([section?.width, section?.height]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => paused(video)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => paused(video)).toBe(false);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('never plays: the poster shows', async ({ page, open }) => {
      await open('/video-section/');
      await mounted(page, '#section-video', 'background-video');
      // In view and its effects run (the moment it would start playing): still paused.
      await afterIntersectionUpdate(page.locator('#section-video'));
      await nextFrames(page);
      expect(await paused(page.locator('#section-video'))).toBe(true);
      await expect(page.locator('#section-video')).toHaveJSProperty('currentTime', 0);
    });
  });
});

test.describe('a playlist', () => {
  const now = (playlist: Locator) => playlist.locator('.wp-playlist-now');
  const audio = (playlist: Locator) => playlist.locator('audio');
  const playingFile = (playlist: Locator) =>
    audio(playlist).evaluate((element) =>
      decodeURIComponent((element as HTMLAudioElement).src.split('/').pop() ?? ''),
    );

  test(
    'plays in order, each track moving on when it ends, and stops at the end without loop',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await open('/playlist/');
      await mounted(page, '#day-playlist', 'audio-playlist');
      const playlist = page.locator('#day-playlist');
      await expect(now(playlist)).toHaveText('Morning in the workshop');
      await expect(audio(playlist)).toHaveJSProperty('paused', true);
      await playlist.getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => paused(audio(playlist))).toBe(false);
      await expect(audio(playlist)).toHaveJSProperty('volume', 0.8);
      await expect(playlist.getByRole('link', { name: 'Morning in the workshop' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // A name from the address, decoded; then one from the link's title.
      await nearEnd(audio(playlist));
      await expect(now(playlist)).toHaveText('rain on canvas.ogg');
      await expect.poll(() => playingFile(playlist)).toBe('rain on canvas.ogg');
      await playlist.getByRole('button', { name: 'Next track' }).click();
      await expect(now(playlist)).toHaveText('The evening shift');
      await playlist.getByRole('link', { name: 'Closing time' }).click();
      await expect(now(playlist)).toHaveText('Closing time');
      await expect.poll(() => paused(audio(playlist))).toBe(false);
      await nearEnd(audio(playlist));
      await expect(playlist.getByRole('button', { name: 'Play' })).toBeVisible();
      await expect(now(playlist)).toHaveText('Closing time');
      // The volume slider.
      await playlist.getByRole('slider', { name: 'Volume' }).fill('0.3');
      await expect(audio(playlist)).toHaveJSProperty('volume', 0.3);
    },
  );

  test(
    'a track chosen while the one before is still starting plays: the start it interrupted does not stop it',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      // The evening track's file never comes, so its start (play()) is still pending when another is chosen.
      await page.route('**/media/evening.mp3', () => {});
      await open('/playlist/');
      await mounted(page, '#day-playlist', 'audio-playlist');
      const playlist = page.locator('#day-playlist');
      await playlist.getByRole('link', { name: 'The evening shift' }).click();
      await expect(now(playlist)).toHaveText('The evening shift');
      await expect(playlist.getByRole('button', { name: 'Pause' })).toBeVisible();
      // Choosing another loads it, which rejects the evening track's start (AbortError): not a refusal.
      await playlist.getByRole('link', { name: 'Closing time' }).click();
      await expect(now(playlist)).toHaveText('Closing time');
      await expect.poll(() => paused(audio(playlist))).toBe(false);
      await expect.poll(() => playingFile(playlist)).toBe('closing.mp3');
      await expect(playlist.getByRole('button', { name: 'Pause' })).toBeVisible();
    },
  );

  test(
    'a track printed without words shows its name in the list, and a click on it plays it',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await page.setViewportSize({ width: 375, height: 720 });
      await open('/playlist/');
      await mounted(page, '#day-playlist', 'audio-playlist');
      const playlist = page.locator('#day-playlist');
      // The server printed these two links empty: each reads as its track's name, for the eye as for the ear.
      for (const [index, name] of [
        [1, 'rain on canvas.ogg'],
        [2, 'The evening shift'],
      ] as const) {
        const link = playlist.locator('ol li, ul li').nth(index).locator('a');
        await expect(link).toHaveAccessibleName(name);
        expect(await link.evaluate((a) => getComputedStyle(a, '::before').content)).toBe(
          JSON.stringify(name),
        );
        const box = await link.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(40);
      }
      await playlist.locator('ol li, ul li').nth(2).locator('a').click();
      await expect(now(playlist)).toHaveText('The evening shift');
      await expect.poll(() => playingFile(playlist)).toBe('evening.mp3');
    },
  );

  test('shuffled: every track once in a random order, then reshuffled (a seeded random source)', async ({
    page,
    open,
  }) => {
    await open('/playlist/');
    await mounted(page, '#shuffled-playlist', 'audio-playlist');
    const playlist = page.locator('#shuffled-playlist');
    await expect(audio(playlist)).toHaveJSProperty('volume', 0.5);
    // The shuffle is drawn when it first plays: from a seeded source for Math.random, so the order is known.
    await page.evaluate(() => {
      let seed = 42;
      Math.random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
    });
    const heard: string[] = [(await now(playlist).textContent()) ?? ''];
    await playlist.getByRole('button', { name: 'Play' }).click();
    for (let i = 0; i < 4; i += 1) {
      await nearEnd(audio(playlist));
      await expect(now(playlist)).not.toHaveText(heard.at(-1) ?? '');
      heard.push((await now(playlist).textContent()) ?? '');
    }
    // The first round holds each track once; the next starts again, and not with the track that just played.
    expect(new Set(heard.slice(0, 4)).size).toBe(4);
    expect(heard[4]).not.toBe(heard[3]);
    expect(heard).toEqual(await expectedShuffle(page));
  });

  test('autoplay waits for the visitor’s first click: nothing plays with sound before', async ({
    page,
    open,
    expectConsole,
  }) => {
    expectConsole(/status of 404|gone\.mp4|not-a-video|no video's shape/);
    await open('/media-faults/');
    await mounted(page, '#autoplay-playlist', 'audio-playlist');
    const playlist = page.locator('#autoplay-playlist');
    await afterIntersectionUpdate(playlist);
    await nextFrames(page);
    expect(await paused(audio(playlist))).toBe(true);
    await page.locator('h1').click();
    await expect.poll(() => paused(audio(playlist))).toBe(false);
    await expect(playlist.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});

/** The order the playlist's algorithm gives for the seed, computed in the page with the same source. */
function expectedShuffle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const names = ['Morning', 'Evening', 'Closing', 'Rain'];
    const shuffle = (first?: number) => {
      const order = [0, 1, 2, 3];
      for (let at = 3; at > 0; at -= 1) {
        const other = Math.floor(random() * (at + 1));
        [order[at], order[other]] = [order[other] as number, order[at] as number];
      }
      if (first !== undefined) {
        order.splice(order.indexOf(first), 1);
        order.unshift(first);
      }
      return order;
    };
    const first = shuffle(0);
    const second = shuffle();
    if (second[0] === first[3]) second.push(second.shift() as number);
    return [...first, second[0] as number].map((index) => names[index] as string);
  });
}

test('a page without media loads none of this code, nor MediaElement', async ({ page, open }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = request.url().split('/').pop() ?? '';
    if (
      /^(media-player|video|video-gallery|video-consent|audio-playlist|background-video|fluid-video|mejs)-/.test(
        name,
      )
    ) {
      chunks.push(name);
    }
  });
  await open('/shortcodes/');
  await mounted(page, '#tabs-product', 'tabs');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Every widget on the page has mounted: the loader has asked for all the code this page will ever load.
  const widgets = page.locator(discoverySelector(registry));
  await expect
    .poll(() =>
      widgets.evaluateAll((all) => all.filter((el) => !el.hasAttribute('data-widget-mounted')).length),
    )
    .toBe(0);
  expect(chunks).toEqual([]);
  // And on a page with a player, the player's code comes.
  await open('/media/');
  await mounted(page, 'video.wp-video-shortcode', 'media-player');
  expect(chunks.some((name) => name.startsWith('media-player-'))).toBe(true);
});

/** Two animation frames on: what a widget does once it has mounted and seen where it is has run. */
function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
