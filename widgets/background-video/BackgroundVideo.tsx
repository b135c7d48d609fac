import { useState } from 'react';
import { useBackgroundVideo } from '../../toolkit/background-video';
import { useInView } from '../../toolkit/in-view';
import { prefersReducedMotion } from '../../toolkit/motion';
import type { WidgetProps } from '../../toolkit/react-widget';
import { Bind } from '../../toolkit/server-dom';

/**
 * A section's background video (`.page-section > .video-bg video`): it covers the section, muted and looping
 * without controls, and plays only while the section is in view, never for a visitor who prefers reduced motion
 * (the poster shows instead).
 */
export function BackgroundVideo({ host }: WidgetProps<Record<string, never>>) {
  const video = host as HTMLVideoElement;
  const inView = useInView(video.parentElement);
  const [reduced] = useState(prefersReducedMotion);
  useBackgroundVideo(video, inView && !reduced);
  return (
    <Bind
      el={video}
      classes={{ 'wp-background-video': true }}
      attrs={{ controls: false, 'aria-hidden': 'true' }}
    />
  );
}
