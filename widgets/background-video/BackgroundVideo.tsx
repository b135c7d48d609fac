import { useState } from 'react';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { useBackgroundVideo } from '../../toolkit/react/background-video';
import { useInView } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';

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
