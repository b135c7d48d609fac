import { join } from 'node:path';
import type { Page } from '@playwright/test';

const fakeApi = join(import.meta.dirname, '../../fixtures/assets/google-maps/api.js');

export const MAPS_API = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?/;
const MAPS_EMBED = /^https:\/\/maps\.google\.com\/maps\?/;

export interface MapHosts {
  /** The Maps API addresses the page loaded, in order. */
  readonly apiLoads: string[];
  /** The embedded maps the page loaded, in order. */
  readonly embeds: string[];
}

/**
 * Stands in for Google's maps, so no test reaches the network: the Maps API is the fixtures' fake
 * (`fixtures/assets/google-maps/api.js`), and the keyless embed a page saying what it shows.
 */
export async function stubMapHosts(page: Page): Promise<MapHosts> {
  const hosts: MapHosts = { apiLoads: [], embeds: [] };
  await page.route(MAPS_API, (route) => {
    hosts.apiLoads.push(route.request().url());
    return route.fulfill({ path: fakeApi, contentType: 'text/javascript' });
  });
  await page.route(MAPS_EMBED, (route) => {
    const url = new URL(route.request().url());
    hosts.embeds.push(url.href);
    const place = (url.searchParams.get('q') ?? '').replace(/[<&>]/g, '');
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Embedded map</title><p>Google's embedded map of ${place}</p>`,
    });
  });
  return hosts;
}

/** One map the fake Maps API made, as a test reads it. */
export interface FakeMap {
  readonly container: string;
  readonly center: { lat: number; lng: number } | null;
  readonly zoom: number;
  readonly gestureHandling: string;
  readonly mapTypeId: string;
  /** The styles of the map type shown, when it is a styled one. */
  readonly styles: readonly unknown[] | null;
  readonly markers: readonly { title: string; icon: string | null; position: { lat: number; lng: number } }[];
}

export interface FakeMaps {
  readonly loads: readonly { key: string; callback: string; loading: string }[];
  readonly geocoded: readonly string[];
  readonly maps: readonly FakeMap[];
}

/** What the fake Maps API was asked, and the maps it made (null before it loaded). */
export function readFakeMaps(page: Page): Promise<FakeMaps | null> {
  return page.evaluate(() => {
    interface Made {
      container: HTMLElement;
      options: Record<string, unknown> & { center?: { toJSON(): { lat: number; lng: number } } };
      mapTypes: { registry: Record<string, { styles: unknown[] }> };
      markers: {
        options: { title?: string; icon?: string; position: { toJSON(): { lat: number; lng: number } } };
      }[];
    }
    const record = (window as unknown as { __fakeGoogleMaps?: Omit<FakeMaps, 'maps'> & { maps: Made[] } })
      .__fakeGoogleMaps;
    if (!record) return null;
    return {
      loads: record.loads,
      geocoded: record.geocoded,
      maps: record.maps.map((map) => ({
        container: map.container.id,
        center: map.options.center?.toJSON() ?? null,
        zoom: map.options.zoom as number,
        gestureHandling: map.options.gestureHandling as string,
        mapTypeId: map.options.mapTypeId as string,
        styles: map.mapTypes.registry[map.options.mapTypeId as string]?.styles ?? null,
        markers: map.markers.map((marker) => ({
          title: marker.options.title ?? '',
          icon: marker.options.icon ?? null,
          position: marker.options.position.toJSON(),
        })),
      })),
    };
  });
}
