import { Component, type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ElementWidget, HostList, MountContext, PageWidget, Teardown } from '../../loader/contract';
import { type OptionSchema, type Options, readOptions } from '../dom/options';

export interface WidgetProps<O> {
  /** The element the server rendered; the widget binds to it and its children, it never clears it. */
  readonly host: HTMLElement;
  readonly options: O;
  readonly ctx: MountContext;
}

interface BoundaryProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Catches what a widget throws while rendering or in its effects; renders nothing from then on. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders one isolated React root for one widget instance and returns its teardown.
 *
 * The root's container never enters the document: a widget reaches the page through portals into the
 * server's elements and through bindings on them (`server-dom.tsx`), so nothing the server rendered is
 * cleared, recreated or re-downloaded, and unmounting puts it back exactly as it was.
 * The first render is synchronous: the swap from server HTML happens in one commit, with no frame between.
 */
export function renderRoot(tree: ReactNode, ctx: MountContext): Teardown {
  const container = document.createElement('div');
  let mounting = true;
  let initialError: unknown = null;
  let failed = false;
  // Several errors caught in one commit (two effects throwing) are one failure.
  const onError = (error: unknown) => {
    if (mounting) initialError ??= error;
    else if (!failed) {
      failed = true;
      ctx.fail(error);
    }
  };
  const root = createRoot(container, {
    identifierPrefix: `${ctx.id}-`,
    // The boundary reports; React's own console output would be a second message for the same error.
    onCaughtError: () => {},
    onUncaughtError: onError,
  });
  flushSync(() => root.render(<WidgetBoundary onError={onError}>{tree}</WidgetBoundary>));
  mounting = false;
  if (initialError !== null) {
    root.unmount();
    throw initialError;
  }
  return () => root.unmount();
}

/**
 * A widget mounted on one element: options read from its `data-*` attributes, then a component rendered.
 * `read` gathers what else the widget needs from the server's markup before the first render; a problem it
 * reports (a `ReportedError`) leaves the server HTML as it is. Doing this outside render matters: React renders
 * a component that throws a second time to retry, and the report would be printed twice.
 */
export function reactWidget<S extends OptionSchema, R = Options<S>>(spec: {
  readonly options: S;
  readonly read?: (host: HTMLElement, options: Options<S>, ctx: MountContext) => R;
  readonly component: ComponentType<WidgetProps<R>>;
  /** Attributes the component reads from child elements (by their selector), for the docs. */
  readonly items?: Readonly<Record<string, OptionSchema>>;
}): ElementWidget {
  const Widget = spec.component;
  return {
    docs: { options: spec.options, items: spec.items },
    mount(host, ctx) {
      const options = readOptions(host, spec.options, ctx);
      const props = spec.read ? spec.read(host, options, ctx) : (options as unknown as R);
      return renderRoot(<Widget host={host} options={props} ctx={ctx} />, ctx);
    },
  };
}

export interface PageWidgetProps {
  /** Every element on the page the widget serves, kept current as markup comes and goes. */
  readonly hosts: readonly HTMLElement[];
  readonly ctx: MountContext;
}

function useHosts(list: HostList): readonly HTMLElement[] {
  const [hosts, setHosts] = useState(() => list.current());
  useLayoutEffect(() => {
    // Elements may have come or gone between the first render and this subscription.
    setHosts(list.current());
    return list.subscribe(() => setHosts(list.current()));
  }, [list]);
  return hosts;
}

function PageRoot({
  list,
  ctx,
  component: Widget,
}: {
  list: HostList;
  ctx: MountContext;
  component: ComponentType<PageWidgetProps>;
}) {
  return <Widget hosts={useHosts(list)} ctx={ctx} />;
}

/**
 * A page-level widget (registry `kind: 'page'`): one root for the whole page, rendering from the live list of
 * every element it serves (one lightbox overlay for all gallery links, one delegated listener for all anchors).
 */
export function reactPageWidget(spec: { readonly component: ComponentType<PageWidgetProps> }): PageWidget {
  return {
    kind: 'page',
    mount: (hosts, ctx) => renderRoot(<PageRoot list={hosts} ctx={ctx} component={spec.component} />, ctx),
  };
}
