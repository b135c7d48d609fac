// MediaElement's player (the `mediaelement` package has no types): the little the media player uses.
export interface MediaElementPlayerOptions {
  classPrefix?: string;
  iconSprite?: string;
  features?: readonly string[];
  startVolume?: number;
  controlsTimeoutDefault?: number;
  defaultVideoWidth?: number;
  defaultVideoHeight?: number;
  defaultAudioWidth?: number;
  defaultAudioHeight?: number;
  stretching?: 'auto' | 'fill' | 'responsive' | 'none';
  customError?: string | ((media: unknown, node: HTMLElement) => string);
  error?: (error: unknown, media: unknown, node: HTMLElement) => void;
  success?: (media: unknown, node: HTMLElement) => void;
}

export interface MediaElementPlayerInstance {
  readonly container: HTMLElement;
  remove(): void;
}

export type MediaElementPlayerConstructor = new (
  node: HTMLMediaElement,
  options: MediaElementPlayerOptions,
) => MediaElementPlayerInstance;
