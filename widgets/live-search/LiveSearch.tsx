import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createLiveRegion } from '../../toolkit/dom/live-region';
import type { Options } from '../../toolkit/dom/options';
import { themeString } from '../../toolkit/dom/page-globals';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { callListener } from '../../toolkit/dom/theme-listener';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, useElementAfter } from '../../toolkit/react/server-dom';
import { slideFadeStyle, useTweenedStyle } from '../../toolkit/react/tweened-style';
import type { liveSearchOptions } from './options';
import { resultLinks, resultsSummary, type SearchMarkup } from './read-search';

/** The theme asks from 2 characters on; we wait for a 200 ms pause in typing (the theme posted every key). */
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;
/** The pane fades in sliding 20 px (jQuery's "fast", 200 ms). */
const PANE_SLIDE_PX = 20;
const PANE_MS = 200;
export const UNAVAILABLE = 'The search is unavailable right now. Please try again later.';

export type LiveSearchSettings = Options<typeof liveSearchOptions> & { readonly markup: SearchMarkup };

const announcer = createLiveRegion('ioa-search-live-region', 0);

/** A name for an icon link the theme printed empty (its own name, or text, otherwise). */
function nameIfEmpty(element: HTMLElement, name: string): string | null {
  return element.getAttribute('aria-label') ?? (element.textContent?.trim() ? null : name);
}

/**
 * The theme's live search: the trigger shows the pane (fading in, sliding 20 px) and focuses the box; from
 * 2 characters on, a pause in typing posts the text to the theme listener, aborting the previous request, and
 * the answer's items replace the results (an empty answer changes nothing), announced as "4 results" and
 * reached with the arrow keys. Fewer characters hide and empty the results; Escape closes. A failed call
 * leaves the last results and says once that the search is unavailable. Enter still submits the form to the
 * search page, as it does without JavaScript.
 */
export function LiveSearch({ host, options, ctx }: WidgetProps<LiveSearchSettings>) {
  const { type, trigger, pane, close, input, results, list, loader } = options.markup;
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<{ html: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});
  const warned = useRef(false);
  const paneId = pane?.id || `${ctx.id}-pane`;

  const cancel = () => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
    pending.current = {};
  };
  const stop = () => {
    cancel();
    setLoading(false);
  };

  useEffect(() => announcer.acquire(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what is pending when the widget goes, from refs.
  useEffect(() => cancel, []);

  // The theme printed its placeholder as the box's value, cleared on focus: it becomes a placeholder.
  const placeholder = themeString('search_placeholder', 'Type something..');
  useLayoutEffect(() => {
    if (input.value === placeholder) input.value = '';
    return () => {
      input.value = input.defaultValue;
    };
  }, [input, placeholder]);

  useLayoutEffect(() => {
    const serverItems = Array.from(list.childNodes);
    return () => list.replaceChildren(...serverItems);
  }, [list]);
  useLayoutEffect(() => {
    if (!answer) {
      list.replaceChildren();
      return;
    }
    list.replaceChildren(parseServerHtml(answer.html));
    announcer.announce(resultsSummary(list));
  }, [answer, list]);

  useTweenedStyle(pane, open ? 1 : 0, slideFadeStyle(PANE_SLIDE_PX, PANE_MS));
  const focusBox = useRef(false);
  useLayoutEffect(() => {
    if (!open || !pane || !focusBox.current) return;
    focusBox.current = false;
    // Shown now, before the fade's first frame, so the box can take focus.
    pane.style.setProperty('display', 'block');
    input.focus();
  }, [open, pane, input]);

  useElementAfter(failed ? list : null, {
    tag: 'p',
    attrs: { class: 'search-unavailable', role: 'alert' },
    text: UNAVAILABLE,
  });

  const search = (query: string) => {
    const request = new AbortController();
    pending.current.request = request;
    setLoading(true);
    callListener({ type, url: options.url, fields: { query }, signal: request.signal }).then(
      (text) => {
        if (pending.current.request !== request) return;
        setLoading(false);
        if (text.trim() === '') return;
        setFailed(false);
        setAnswer({ html: text });
      },
      (error: unknown) => {
        if (pending.current.request !== request) return;
        setLoading(false);
        setFailed(true);
        if (warned.current) return;
        warned.current = true;
        ctx.warn(host, `the search did not answer (${(error as Error).message}); the last results stay.`);
      },
    );
  };

  const onInput = () => {
    stop();
    const query = input.value;
    if (query.trim().length < MIN_LENGTH) {
      setAnswer(null);
      setFailed(false);
      return;
    }
    pending.current.timer = setTimeout(() => search(query), DEBOUNCE_MS);
  };

  const toggle = (event: Event) => {
    event.preventDefault();
    if (open) {
      hide();
      return;
    }
    focusBox.current = true;
    setOpen(true);
  };

  const hide = () => {
    if (pane?.contains(document.activeElement)) trigger?.focus();
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (pane) hide();
      else {
        stop();
        setAnswer(null);
      }
      return;
    }
    // The arrows move from the box through the hits' titles to "view all", and back up to the box.
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const stops: Element[] = [input, ...resultLinks(list)];
    const at = stops.indexOf(document.activeElement as Element);
    const next = stops[at + step];
    if (step === 0 || at < 0 || !(next instanceof HTMLElement)) return;
    event.preventDefault();
    next.focus();
  };

  const shown = answer !== null || failed;
  const button = (
    label: string,
    element: HTMLElement,
    onPress: (event: Event) => void,
    attrs: Record<string, string | boolean | null> = {},
  ) => ({
    attrs: { role: 'button', 'aria-label': nameIfEmpty(element, label), ...attrs },
    on: {
      click: onPress,
      // The theme's controls are links, which Enter already clicks: Space is the button's key to add.
      keydown: (event: KeyboardEvent) => event.key === ' ' && onPress(event),
    },
  });
  return (
    <>
      {trigger && pane && (
        <Bind
          el={trigger}
          {...button('Search', trigger, toggle, { 'aria-expanded': open, 'aria-controls': paneId })}
          classes={{ active: open }}
        />
      )}
      {pane && <Bind el={pane} attrs={{ id: paneId }} />}
      {close && pane && (
        <Bind
          el={close}
          {...button('Close search', close, (event) => {
            event.preventDefault();
            hide();
          })}
        />
      )}
      <Bind el={host} on={{ keydown: onKeyDown }} />
      <Bind
        el={input}
        attrs={{
          placeholder,
          'aria-label': input.labels?.length ? null : nameIfEmpty(input, 'Search'),
        }}
        on={{ input: onInput }}
      />
      <Bind el={results} style={{ display: shown ? 'block' : 'none' }} />
      <Bind el={list} attrs={{ 'aria-label': 'Search results' }} />
      <Bind
        el={loader}
        attrs={{ 'aria-hidden': true }}
        style={{ display: loading ? 'inline-block' : null }}
      />
    </>
  );
}
