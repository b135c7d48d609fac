import { describe, expect, it } from 'vitest';
import { showsNothing, trackName } from '../../widgets/audio-playlist/playlist';

/** A track's link as the server printed it. */
function link(html: string): HTMLAnchorElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('a') as HTMLAnchorElement;
}

describe("a playlist track's name", () => {
  it('is the link’s text first', () => {
    expect(trackName(link('<a href="/a.mp3" title="Not this" aria-label="Nor this">Morning</a>'))).toBe(
      'Morning',
    );
  });

  it('is the name the server gave a link without text: its aria-label, its picture’s alt, its title', () => {
    expect(trackName(link('<a href="/a.mp3" aria-label="Dawn chorus" title="Not this"></a>'))).toBe(
      'Dawn chorus',
    );
    expect(
      trackName(link('<a href="/a.mp3" title="Not this"><img src="/c.jpg" alt="Cover: Rain"></a>')),
    ).toBe('Cover: Rain');
    expect(trackName(link('<a href="/a.mp3" title="The evening shift"></a>'))).toBe('The evening shift');
  });

  it('is else the last part of its address, decoded', () => {
    expect(trackName(link('<a href="/media/rain%20on%20canvas.ogg?v=2"></a>'))).toBe('rain on canvas.ogg');
    expect(trackName(link('<a href="/media/100%.mp3"></a>'))).toBe('100%.mp3');
  });
});

describe('a track’s link that shows nothing', () => {
  it('is one with neither text nor a picture, whatever names it for screen readers', () => {
    expect(showsNothing(link('<a href="/a.mp3"> </a>'))).toBe(true);
    expect(showsNothing(link('<a href="/a.mp3" aria-label="Dawn"></a>'))).toBe(true);
    expect(showsNothing(link('<a href="/a.mp3">Dawn</a>'))).toBe(false);
    expect(showsNothing(link('<a href="/a.mp3"><img src="/c.jpg" alt=""></a>'))).toBe(false);
  });
});
