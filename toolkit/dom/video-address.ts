/**
 * Videos on YouTube and Vimeo, read from the addresses people paste (a watch page, a share link, an embed) and
 * written as the address of their embedded player.
 */
export interface HostedVideo {
  readonly provider: 'youtube' | 'vimeo';
  readonly id: string;
  /** The address it was read from. */
  readonly url: URL;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null);
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  return /^\/(?:video\/)?(\d+)\/?$/.exec(url.pathname)?.[1] ?? null;
}

/** The video an address names, or null for anything else (other hosts, malformed ids). */
export function hostedVideo(url: URL): HostedVideo | null {
  const youtube = youtubeId(url);
  if (youtube !== null) return { provider: 'youtube', id: youtube, url };
  const vimeo = vimeoId(url);
  return vimeo !== null ? { provider: 'vimeo', id: vimeo, url } : null;
}

/** The video an address as typed names (relative to the page), or null. */
export function hostedVideoAt(address: string): HostedVideo | null {
  try {
    return hostedVideo(new URL(address.trim(), document.baseURI));
  } catch {
    return null;
  }
}

export interface PlayerOptions {
  readonly autoplay: boolean;
  /** YouTube from youtube-nocookie.com, Vimeo asked not to track. A youtube-nocookie.com address is private anyway. */
  readonly privacy: boolean;
}

/** The address of the video's embedded player. YouTube keeps the `rel` the address gave (prettyPhoto's default 1). */
export function playerAddress(video: HostedVideo, { autoplay, privacy }: PlayerOptions): string {
  if (video.provider === 'youtube') {
    const host =
      privacy || video.url.hostname.endsWith('youtube-nocookie.com') ? 'youtube-nocookie.com' : 'youtube.com';
    const player = new URL(`https://www.${host}/embed/${video.id}`);
    player.searchParams.set('rel', video.url.searchParams.get('rel') ?? '1');
    if (autoplay) player.searchParams.set('autoplay', '1');
    return player.href;
  }
  const player = new URL(`https://player.vimeo.com/video/${video.id}`);
  if (autoplay) player.searchParams.set('autoplay', '1');
  if (privacy) player.searchParams.set('dnt', '1');
  return player.href;
}
