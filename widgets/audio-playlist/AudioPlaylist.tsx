import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import type { playlistOptions } from './options';
import { type PlayOrder, showsNothing, startAt, step, trackName } from './playlist';

interface Track {
  readonly link: HTMLAnchorElement;
  readonly src: string;
  readonly name: string;
  /** The link was printed showing nothing (no text, no picture): it shows the name (audio-playlist.css). */
  readonly blank: boolean;
  /** The name it is given, where it was printed blank and unnamed (no aria-label). */
  readonly label: string | null;
}

function readTracks(host: HTMLElement): Track[] {
  const tracks = Array.from(host.querySelectorAll<HTMLAnchorElement>('li a[href]'), (link) => {
    const name = trackName(link);
    const blank = showsNothing(link);
    return {
      link,
      src: link.href,
      name,
      blank,
      label: blank && !link.hasAttribute('aria-label') ? name : null,
    };
  });
  if (tracks.length === 0) throw new Error('it has no list of links to audio files (li a[href])');
  return tracks;
}

/** The visitor's next press or key on the page. */
function afterVisitorActs(run: () => void, signal: AbortSignal): void {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const once = () => {
    controller.abort();
    run();
  };
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, once, { capture: true, signal: controller.signal });
  }
}

/**
 * A playlist of the site owner's (`data-widget="audio-playlist"` on a list of links to audio files): one player
 * for them, with play/pause, previous and next, the track's name and the volume; a click on a link plays it. The
 * next track comes in order, or at random with shuffle; the end wraps only with loop; a track that ends moves on.
 * Nothing plays with sound before the visitor acts: autoplay waits for their first click or key, and a browser
 * that still refuses leaves the Play control, with no error.
 */
export function AudioPlaylist({ host, options, ctx }: WidgetProps<Options<typeof playlistOptions>>) {
  const [tracks] = useState(() => readTracks(host));
  const orderOptions = { count: tracks.length, shuffle: options.shuffle, loop: options.loop };
  // In order until it first plays; a shuffle is drawn then, from the track shown.
  const [place, setPlace] = useState<PlayOrder>(() =>
    startAt(0, { ...orderOptions, shuffle: false }, Math.random),
  );
  const drawn = useRef(!options.shuffle);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(options.volume);
  const audio = useRef<HTMLAudioElement>(null);
  const [bar] = useState(() => document.createElement('div'));
  const current = tracks[place.order[place.at] ?? 0] as Track;

  useLayoutEffect(() => {
    bar.className = 'wp-playlist-bar';
    host.prepend(bar);
    return () => bar.remove();
  }, [host, bar]);

  const move = (direction: 1 | -1) => {
    const next = step(place, direction, orderOptions, Math.random);
    if (next) setPlace(next);
    else setPlaying(false);
  };

  const playTrack = (index: number) => {
    setPlace((now) => {
      if (!drawn.current) {
        drawn.current = true;
        return startAt(index, orderOptions, Math.random);
      }
      return { order: now.order, at: now.order.indexOf(index) };
    });
    setPlaying(true);
  };

  const toggle = () => {
    if (!playing) playTrack(tracks.indexOf(current));
    else setPlaying(false);
  };

  // The element follows what should play; a refusal (the browser's autoplay policy, a file it cannot play)
  // shows Play again. A start that another track or a pause has since replaced rejects too (AbortError): that
  // one is not a refusal, and is ignored.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let latest = true;
    if (element.getAttribute('src') !== current.src) element.src = current.src;
    if (playing) element.play().catch(() => latest && setPlaying(false));
    else element.pause();
    return () => {
      latest = false;
    };
  }, [current, playing]);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once; it starts from the first track shown.
  useEffect(() => {
    if (options.autoplay) afterVisitorActs(() => playTrack(0), ctx.signal);
  }, []);

  return (
    <>
      {tracks.map((track) => (
        <Bind
          key={track.src + track.name}
          el={track.link}
          // A link printed showing nothing shows its track's name: an empty link is nothing to see or click.
          // Named by the server (aria-label), it keeps that name; else the name it shows is its name.
          classes={{ 'wp-playlist-named': track.blank }}
          attrs={{
            'aria-current': track === current ? 'true' : null,
            ...(track.label === null ? {} : { 'aria-label': track.label }),
          }}
          on={{
            click: (event) => {
              event.preventDefault();
              playTrack(tracks.indexOf(track));
            },
          }}
        />
      ))}
      {createPortal(
        <fieldset className="wp-playlist-controls">
          <legend className="wp-playlist-legend">Audio player</legend>
          <button
            type="button"
            className="wp-playlist-previous"
            aria-label="Previous track"
            onClick={() => move(-1)}
          />
          <button
            type="button"
            className={`wp-playlist-toggle ${playing ? 'is-playing' : ''}`}
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={toggle}
          />
          <button
            type="button"
            className="wp-playlist-next"
            aria-label="Next track"
            onClick={() => move(1)}
          />
          <span className="wp-playlist-now" aria-live="polite">
            {current.name}
          </span>
          <label className="wp-playlist-volume">
            <span>Volume</span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={volume}
              onChange={(event) => setVolume(Number((event.target as HTMLInputElement).value))}
            />
          </label>
          {/* biome-ignore lint/a11y/useMediaCaption: music, without speech to caption. */}
          <audio
            ref={audio}
            preload="none"
            loop={tracks.length === 1 && options.loop}
            onEnded={() => move(1)}
          />
        </fieldset>,
        bar,
      )}
    </>
  );
}
