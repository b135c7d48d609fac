import { saveElement } from '../../toolkit/dom/save';
import type { GoogleMap, InfoWindow, LatLng, LatLngLiteral, MapsNamespace, Marker } from './maps-api';
import type { MapView, Places } from './places';

/** Maps are not dragged on screens this wide or narrower, so a finger scrolls the page (markup contract §15). */
export const NARROW = '(max-width: 1024px)';

/** The theme's styled map (§15): its hue, roads simplified, road labels off. */
export function themeStyles(hue: string): readonly object[] {
  return [
    ...(hue ? [{ stylers: [{ hue }] }] : []),
    { featureType: 'road', elementType: 'geometry', stylers: [{ visibility: 'simplified' }] },
    { featureType: 'road', elementType: 'labels', stylers: [{ visibility: 'off' }] },
  ];
}

/** The styled map type's id, for the default view. */
export const STYLED = 'theme_styled';

export interface MapPlan {
  readonly places: Places;
  readonly zoom: number;
  readonly hue: string;
  readonly marker: string;
  readonly tooltip: boolean;
  readonly view: MapView;
}

export interface BuiltMap {
  /** Whether any place was found (and so a map shown), once every address has been answered. */
  readonly found: Promise<boolean>;
  /** Stops geocoding, removes the map, its markers and listeners, and puts the element back as printed. */
  remove(): void;
}

/**
 * Builds the map in `host`: geocodes the addresses one after the other (results that are not OK are skipped, the
 * others get markers), the map centred on the first place found. `found` says whether there was any, so the
 * caller can show the embed instead of an empty map.
 */
export function buildMap(maps: MapsNamespace, host: HTMLElement, plan: MapPlan): BuiltMap {
  let stopped = false;
  let map: GoogleMap | null = null;
  let restore = () => {};
  const markers: Marker[] = [];
  const narrow = matchMedia(NARROW);
  const gestures = () => map?.setOptions({ gestureHandling: narrow.matches ? 'none' : 'cooperative' });
  let info: InfoWindow | null = null;

  const remove = () => {
    if (stopped) return;
    stopped = true;
    narrow.removeEventListener('change', gestures);
    info?.close();
    for (const marker of markers) {
      maps.event.clearInstanceListeners(marker);
      marker.setMap(null);
    }
    if (map) maps.event.clearInstanceListeners(map);
    restore();
  };

  const place = (position: LatLng | LatLngLiteral, title: string) => {
    if (!map) {
      restore = saveElement(host);
      map = createMap(maps, host, plan, position, narrow.matches);
      narrow.addEventListener('change', gestures);
    }
    const marker = new maps.Marker({
      position,
      map,
      title,
      ...(plan.marker ? { icon: plan.marker } : {}),
    });
    markers.push(marker);
    if (plan.tooltip && title) {
      const shown = map;
      marker.addListener('click', () => {
        info?.close();
        // The address as text, never as HTML.
        const content = document.createElement('div');
        content.className = 'wp-map-info';
        content.textContent = title;
        info = new maps.InfoWindow({ content });
        info.open({ anchor: marker, map: shown });
      });
    }
  };

  const geocodeAll = async (addresses: readonly string[]): Promise<boolean> => {
    const geocoder = new maps.Geocoder();
    for (const address of addresses) {
      const found = await geocoder.geocode({ address }).then(
        ({ results }) => results[0]?.geometry.location ?? null,
        // ZERO_RESULTS, OVER_QUERY_LIMIT and the like: that address is left off, silently (specification).
        () => null,
      );
      if (stopped) return false;
      if (found) place(found, address);
    }
    return map !== null;
  };

  const { places } = plan;
  if (places.kind === 'coordinates') place({ lat: places.lat, lng: places.lng }, places.title);
  const found = places.kind === 'coordinates' ? Promise.resolve(true) : geocodeAll(places.addresses);
  return { found, remove };
}

function createMap(
  maps: MapsNamespace,
  host: HTMLElement,
  plan: MapPlan,
  center: LatLng | LatLngLiteral,
  narrow: boolean,
): GoogleMap {
  const styled = plan.view === 'DEFAULT';
  const position = getComputedStyle(host).position;
  const map = new maps.Map(host, {
    center,
    zoom: plan.zoom,
    // The modern form of the theme's `scrollwheel: false` and `draggable: false`: the wheel scrolls the page
    // (Ctrl+wheel zooms), and on narrow screens a finger scrolls the page rather than the map.
    gestureHandling: narrow ? 'none' : 'cooperative',
    mapTypeId: styled ? maps.MapTypeId.ROADMAP : maps.MapTypeId[plan.view],
    ...(styled ? { mapTypeControlOptions: { mapTypeIds: [STYLED, maps.MapTypeId.SATELLITE] } } : {}),
  });
  // Google Maps makes its container `position: relative`. The theme places its contact map absolutely, filling
  // its wrapper (style.css `#map { position: absolute; height: 100% }` in `div.map-wrapper { min-height: 400px }`):
  // made relative, its 100% height has nothing to resolve against and the map collapses to no height at all. An
  // absolute or fixed container is already positioned for the map's layers: it stays as the theme placed it.
  if ((position === 'absolute' || position === 'fixed') && getComputedStyle(host).position !== position) {
    host.style.setProperty('position', position);
  }
  if (styled) {
    map.mapTypes.set(STYLED, new maps.StyledMapType(themeStyles(plan.hue), { name: 'Map' }));
    map.setMapTypeId(STYLED);
  }
  return map;
}
