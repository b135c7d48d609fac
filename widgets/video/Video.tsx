import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Options } from '../../toolkit/dom/options';
import { type HostedVideo, hostedVideoAt, playerAddress } from '../../toolkit/dom/video-address';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace } from '../../toolkit/react/server-dom';
import { fetchVideoCard, type VideoCard } from './oembed';
import type { videoOptions } from './options';

/** The shapes a video can have, from a tall phone video to the widest cinema one: 9:32 to 32:9. */
const MIN_RATIO = 9 / 32;
const MAX_RATIO = 32 / 9;

interface State {
  readonly playing: boolean;
  /** From oEmbed, once it has answered. */
  readonly card: VideoCard | null;
}

/**
 * A YouTube or Vimeo video that costs the page nothing until it is played: its thumbnail and title (from oEmbed;
 * a plain play button when that fails) on a button, which puts the player in its place, playing. The box keeps
 * the video's shape throughout.
 */
export function Video({ host, options, ctx }: WidgetProps<Options<typeof videoOptions>>) {
  // Its options were read and checked: the address is a video's.
  const [video] = useState(() => hostedVideoAt(options.src) as HostedVideo);
  const [shape] = useState(() => {
    const ratio = options.width / options.height;
    if (ratio >= MIN_RATIO && ratio <= MAX_RATIO) return `${options.width} / ${options.height}`;
    const kept = ratio < MIN_RATIO ? '9 / 32' : '32 / 9';
    ctx.warn(
      host,
      `data-width="${options.width}" and data-height="${options.height}" are no video's shape (its Play button would not show); using ${kept}.`,
    );
    return kept;
  });
  const [state, setState] = useState<State>({ playing: false, card: null });
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    fetchVideoCard(video, options.oembed, ctx.signal).then(
      (card) => setState((now) => ({ ...now, card })),
      () => {},
    );
  }, [video, options.oembed, ctx.signal]);

  // The visitor pressed Play: the player takes focus, so the keyboard carries on inside it.
  useLayoutEffect(() => {
    if (state.playing) frame.current?.focus();
  }, [state.playing]);

  const title = state.card?.title ?? '';
  return (
    <>
      <Bind el={host} classes={{ 'wp-video': true }} style={{ 'aspect-ratio': shape }} />
      <Replace el={host}>
        {state.playing ? (
          <iframe
            ref={frame}
            className="wp-video-player"
            src={playerAddress(video, { autoplay: true, privacy: options.privacy })}
            title={title || 'Video player'}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          />
        ) : (
          <button
            type="button"
            className="wp-video-card"
            aria-label={title ? `Play: ${title}` : 'Play video'}
            onClick={() => setState((now) => ({ ...now, playing: true }))}
          >
            {state.card?.thumbnail && <img src={state.card.thumbnail} alt="" />}
            {title && <span className="wp-video-title">{title}</span>}
            <span className="wp-video-play" />
          </button>
        )}
      </Replace>
    </>
  );
}
