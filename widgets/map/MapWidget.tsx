import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MountContext } from '../../loader/contract';
import { causeText } from '../../loader/contract';
import { leaveAsPrinted, type Options } from '../../toolkit/dom/options';
import { useNear } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, useInlineStyle } from '../../toolkit/react/server-dom';
import { useTweenedStyle } from '../../toolkit/react/tweened-style';
import { type BuiltMap, buildMap } from './build-map';
import { keyOnPage, loadMapsApi, mapsApiReady, onKeyRefused } from './maps-api';
import type { mapOptions } from './options';
import { embedAddress, type Places, placesLabel, readPlaces } from './places';

/** The overlay address fades out when the map is hovered, and back (markup contract §15). */
const OVERLAY_OUT_MS = 700;
const OVERLAY_IN_MS = 400;

type Shown = 'waiting' | 'map' | 'embed';

const EMBED_STYLE = { display: 'block', width: '100%', height: '100%', minHeight: 300, border: 0 } as const;

export type MapSettings = Options<typeof mapOptions> & { readonly places: Places };

/** The map's places, read before the first render: a map with none is left as the server printed it. */
export function readMapPlan(
  host: HTMLElement,
  options: Options<typeof mapOptions>,
  ctx: MountContext,
): MapSettings {
  const places = readPlaces(host, options);
  if (places) return { ...options, places };
  return leaveAsPrinted(
    ctx,
    host,
    'no address: a textarea of addresses, data-address, or data-lat and data-lng',
  );
}

/**
 * The theme's Google map: the RAD map widget (`.google_map.rad_google_map`, its addresses in a `textarea`) and
 * the contact template's `#map`. The Maps API loads once per page, with the site's key, when a map nears the
 * viewport; each address is geocoded in turn and gets a marker. Without a key, or when the API fails or Google
 * refuses the key, the map is the keyless embed the `[map]` shortcode prints, never a grey box.
 */
export function MapWidget({ host, options, ctx }: WidgetProps<MapSettings>) {
  const [shown, setShown] = useState<Shown>('waiting');
  const near = useNear(host);
  // The RAD widget's list of addresses is data for the map, not something to read: hidden while the map is
  // there (Limitless's stylesheets do not hide it; unmounted, it is as printed).
  const [addresses] = useState(() => host.querySelector<HTMLElement>(':scope > textarea'));
  useInlineStyle(addresses, ['display']);
  useLayoutEffect(() => {
    addresses?.style.setProperty('display', 'none');
  }, [addresses]);

  // A layout effect: its cleanup puts the server's element back during the unmount itself, in both flavours
  // (Preact 11 runs passive cleanups after the next paint).
  useLayoutEffect(() => {
    if (!near) return;
    const key = options.key || keyOnPage();
    if (!key && !mapsApiReady()) {
      setShown('embed');
      return;
    }
    let live = true;
    let built: BuiltMap | null = null;
    const stopListening = onKeyRefused(() => {
      ctx.warn(host, 'Google refused the Maps API key; showing the embedded map instead.');
      live = false;
      built?.remove();
      setShown('embed');
    });
    loadMapsApi(key, ctx.nonce).then(
      async (maps) => {
        if (!live) return;
        built = buildMap(maps, host, options);
        const found = await built.found;
        // No address was found: the embed may still find the first one.
        if (live) setShown(found ? 'map' : 'embed');
      },
      (error: unknown) => {
        if (!live) return;
        ctx.warn(
          host,
          `the Google Maps API could not be loaded (${causeText(error)}); showing the embedded map instead.`,
        );
        setShown('embed');
      },
    );
    return () => {
      live = false;
      stopListening();
      built?.remove();
    };
  }, [near, host, options, ctx]);

  return (
    <>
      {shown === 'embed' &&
        createPortal(
          <iframe
            className="wp-map-embed"
            // The element's size, or a map's usual height when it has none. Inline (set through the CSSOM, so
            // a strict CSP allows it) rather than a stylesheet of one rule, a request of its own.
            style={EMBED_STYLE}
            title={`Map: ${placesLabel(options.places)}`}
            src={embedAddress(options.places, options.view, options.zoom)}
            loading="lazy"
            allowFullScreen
          />,
          host,
        )}
      <AddressOverlay wrapper={host.parentElement?.closest<HTMLElement>('.map-wrapper') ?? null} />
    </>
  );
}

const overlayFade = (hidden: boolean) => ({
  duration: hidden ? OVERLAY_OUT_MS : OVERLAY_IN_MS,
  properties: ['opacity', 'visibility'],
  apply: (element: HTMLElement, value: number) => {
    element.style.setProperty('opacity', String(value));
    // Faded out, it lets the pointer through to the map, as jQuery's fadeOut did by hiding it.
    element.style.setProperty('visibility', value === 0 ? 'hidden' : 'visible');
  },
});

/** The contact template's address over the map: out of the way while the visitor uses the map (pointer or keyboard). */
function AddressOverlay({ wrapper }: { wrapper: HTMLElement | null }) {
  const [hidden, setHidden] = useState(false);
  const overlay = wrapper?.querySelector<HTMLElement>(':scope > .overlay-address-area') ?? null;
  useTweenedStyle(overlay, hidden ? 0 : 1, overlayFade(hidden));
  if (!wrapper || !overlay) return null;
  return (
    <Bind
      el={wrapper}
      on={{
        mouseenter: () => setHidden(true),
        mouseleave: () => setHidden(false),
        focusin: () => setHidden(true),
        focusout: (event) => {
          if (!wrapper.contains(event.relatedTarget as Node | null)) setHidden(false);
        },
      }}
    />
  );
}
