import { loadScript } from '../../toolkit/dom/load-script';

/**
 * The little of the Google Maps JavaScript API the map widget uses (the classic classes, which a styled map and
 * an image marker need), typed here rather than through a types package for a dozen members.
 */
export interface LatLng {
  lat(): number;
  lng(): number;
}
export interface LatLngLiteral {
  lat: number;
  lng: number;
}
export interface Listener {
  remove(): void;
}
export interface GoogleMap {
  setOptions(options: Record<string, unknown>): void;
  setCenter(center: LatLng | LatLngLiteral): void;
  setMapTypeId(id: string): void;
  readonly mapTypes: { set(id: string, type: unknown): void };
}
export interface Marker {
  addListener(name: 'click', handler: () => void): Listener;
  setMap(map: GoogleMap | null): void;
}
export interface InfoWindow {
  open(options: { anchor: Marker; map: GoogleMap }): void;
  close(): void;
}
export interface GeocoderResult {
  readonly geometry: { readonly location: LatLng };
}
export interface MapsNamespace {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: Record<string, unknown>) => Marker;
  InfoWindow: new (options: { content: Node }) => InfoWindow;
  Geocoder: new () => {
    geocode(request: { address: string }): Promise<{ results: readonly GeocoderResult[] }>;
  };
  StyledMapType: new (styles: readonly unknown[], options: { name: string }) => unknown;
  MapTypeId: Record<'ROADMAP' | 'SATELLITE' | 'TERRAIN' | 'HYBRID', string>;
  event: { clearInstanceListeners(target: object): void };
  importLibrary?: (name: string) => Promise<unknown>;
}

declare global {
  interface Window {
    google?: { maps?: Partial<MapsNamespace> };
    gm_authFailure?: () => void;
    wpWidgetsMapsReady?: () => void;
  }
}

const API = 'https://maps.googleapis.com/maps/api/js';
/** Google calls this global when its script is ready (`callback=`): a name no theme script uses. */
const CALLBACK = 'wpWidgetsMapsReady';

/** The libraries the classic classes live in, loaded before they are used (`loading=async`). */
const LIBRARIES = ['maps', 'marker', 'geocoding'];

/** Whether the Maps API's classes are on the page (a theme's own script may have loaded them). */
export const mapsApiReady = (): boolean => typeof window.google?.maps?.Map === 'function';

/** The Maps API script a theme already prints (its contact template's loader), if any. */
function apiScriptOnPage(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(`script[src^="${API}"]`);
}

/** The key of the Maps API script the page already prints, for maps that do not carry their own. */
export function keyOnPage(): string {
  const script = apiScriptOnPage();
  return script ? (new URL(script.src).searchParams.get('key') ?? '') : '';
}

let loading: Promise<MapsNamespace> | null = null;

/**
 * How long the API may take to call back. Past it (Google's script loaded but never ready, or the theme's own
 * tag failed before the widget could listen to it) the map stops waiting and shows the embed.
 */
export const API_TIME_LIMIT = 10_000;

/**
 * Loads the Maps API once per page, with the site's key, and resolves with its namespace once the classes the
 * widget uses are there. A page that already loads it (the theme's own tag) is waited for, not loaded twice.
 */
export function loadMapsApi(key: string, nonce: string): Promise<MapsNamespace> {
  loading ??= withinTimeLimit(async () => {
    if (!mapsApiReady()) {
      const printed = apiScriptOnPage();
      // The theme's tag: waited for if it has not run yet; once its bootstrap ran, importLibrary brings the rest.
      if (printed && !window.google?.maps) await scriptLoaded(printed);
      else if (!printed) await loadOwnScript(key, nonce);
    }
    const maps = window.google?.maps;
    if (maps?.importLibrary) await Promise.all(LIBRARIES.map((name) => maps.importLibrary?.(name)));
    if (!mapsApiReady()) throw new Error('the script defined no google.maps.Map');
    return maps as MapsNamespace;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function withinTimeLimit<T>(load: () => Promise<T>): Promise<T> {
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(reject, API_TIME_LIMIT, new Error('not ready within 10 s'));
  });
  return Promise.race([load(), late]).finally(() => clearTimeout(timer));
}

async function loadOwnScript(key: string, nonce: string): Promise<void> {
  const ready = new Promise<void>((resolve) => {
    window[CALLBACK] = resolve;
  });
  const query = new URLSearchParams({ key, loading: 'async', callback: CALLBACK });
  await loadScript(`${API}?${query}`, { nonce });
  await ready;
}

/** The theme's own tag, when it has not run yet (an `async` one): its load or its failure. */
function scriptLoaded(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${script.src} could not be loaded`)));
  });
}

const refused = new Set<() => void>();
let previousAuthFailure: (() => void) | undefined;

/**
 * Google calls `gm_authFailure()` when it refuses the key (wrong referrer, billing off) and leaves the maps
 * grey: each map listens, and shows the embedded map instead. A handler the site set is still called.
 */
export function onKeyRefused(handler: () => void): () => void {
  if (refused.size === 0) {
    previousAuthFailure = window.gm_authFailure;
    window.gm_authFailure = () => {
      previousAuthFailure?.();
      for (const listener of [...refused]) listener();
    };
  }
  refused.add(handler);
  return () => {
    refused.delete(handler);
    if (refused.size === 0) window.gm_authFailure = previousAuthFailure;
  };
}
