import { useLayoutEffect } from 'react';

/**
 * A background video (a section's, a slide's): muted, looped, inline, without controls, playing only while
 * `play` holds. A browser's refusal to play leaves the poster, with no error.
 */
export function useBackgroundVideo(video: HTMLVideoElement | null, play: boolean): void {
  useLayoutEffect(() => {
    if (!video) return;
    const { muted, loop, playsInline } = video;
    video.muted = true;
    video.loop = true;
    video.playsInline = true;
    return () => {
      video.pause();
      video.muted = muted;
      video.loop = loop;
      video.playsInline = playsInline;
    };
  }, [video]);

  useLayoutEffect(() => {
    if (!video) return;
    if (play) video.play().catch(() => {});
    else video.pause();
  }, [video, play]);
}
