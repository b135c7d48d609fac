import { type ComponentType, useEffect, useRef, useState } from 'react';
import { navigateTo } from '../../toolkit/dom/navigation';
import { readOption } from '../../toolkit/dom/options';
import type { PageWidgetProps } from '../../toolkit/react/react-widget';
import { useStore } from '../../toolkit/react/store';
import { parseDeepLink } from './deep-link';
import { galleryOf, isLightboxLink, lightboxLinks, linkGroup } from './links';
import { lightboxOptions } from './options';
import { DEFAULT_SETTINGS, openLightbox, sessionEnded, sessionStore, settingsFor } from './session';
import { pageContext, sourceOfLink } from './sources';
import type { ViewerProps } from './viewer.lazy';

/** The viewer (PhotoSwipe's core and the controls), loaded when a visitor first opens an item. */
const loadViewer = () => import('./viewer.lazy');

function plainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The page's lightbox links (prettyPhoto's, see `links.ts`): a click opens the link's gallery at it, and an
 * address ending in a deep link (`#prettyPhoto[gallery]/2/`) opens that item, on load and when it changes.
 * The viewer is rendered here while something is open.
 */
export function Lightbox({ hosts, ctx }: PageWidgetProps) {
  const session = useStore(sessionStore);
  const [Viewer, setViewer] = useState<ComponentType<ViewerProps> | null>(null);
  const hostsNow = useRef(hosts);
  hostsNow.current = hosts;
  const [privacy] = useState(() => readOption(document.body, 'privacy', lightboxOptions.privacy, ctx));

  useEffect(() => {
    /** Opens `link`'s gallery at it. */
    const openLink = (link: HTMLAnchorElement) => {
      // A link just bound with `$(link).prettyPhoto()` may not have reached the hosts yet.
      const links = lightboxLinks(new Set([...hostsNow.current, link]));
      const gallery = galleryOf(link, links);
      const { defaults, ...bound } = settingsFor(link) ?? {};
      const settings = { ...DEFAULT_SETTINGS, ...bound };
      const context = pageContext(defaults, privacy);
      const group = linkGroup(link);
      openLightbox({
        sources: gallery.links.map(sourceOfLink),
        context,
        index: gallery.index,
        deepLink: !settings.deeplinking
          ? null
          : group === null
            ? { group: null, index: links.indexOf(link) }
            : { group, index: gallery.index },
        opener: link,
        settings,
      });
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !plainLeftClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a');
      if (!link || !(settingsFor(link) || lightboxLinks(hostsNow.current).includes(link))) return;
      event.preventDefault();
      openLink(link);
    };
    // Pressing a link starts the viewer's download, ahead of the click that opens it.
    const onPointerDown = (event: PointerEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link && hostsNow.current.includes(link) && isLightboxLink(link)) loadViewer().catch(() => {});
    };
    const openFromAddress = () => {
      const deepLink = parseDeepLink(window.location.hash);
      if (!deepLink) return;
      const links = lightboxLinks(hostsNow.current);
      const candidates =
        deepLink.group === null ? links : links.filter((link) => linkGroup(link) === deepLink.group);
      const link = candidates[deepLink.index];
      if (link) openLink(link);
    };

    openFromAddress();
    const controller = new AbortController();
    const options = { signal: controller.signal };
    document.addEventListener('click', onClick, options);
    document.addEventListener('pointerdown', onPointerDown, options);
    window.addEventListener('hashchange', openFromAddress, options);
    return () => controller.abort();
  }, [privacy]);

  useEffect(() => {
    if (!session || Viewer) return;
    let current = true;
    loadViewer().then(
      (module) => current && setViewer(() => module.Viewer),
      (error) => {
        if (!current) return;
        sessionEnded(session.id);
        ctx.warn(
          session.opener ?? document.body,
          `the lightbox viewer could not be loaded (${String(error)}).`,
        );
        // The visitor still gets the item, as without the lightbox, if it is a web address (a link reached from
        // the hash alone may be any link the page holds).
        if (session.opener instanceof HTMLAnchorElement) navigateTo(session.opener.href);
      },
    );
    return () => {
      current = false;
    };
  }, [session, Viewer, ctx]);

  return session && Viewer ? <Viewer key={session.id} session={session} ctx={ctx} /> : null;
}
