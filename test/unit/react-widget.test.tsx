import { act, useEffect, useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ElementWidget, MountContext, Teardown } from '../../loader/contract/types';
import { option, ReportedError } from '../../toolkit/dom/options';
import { reactWidget, renderRoot, type WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace } from '../../toolkit/react/server-dom';
import { type FakeContext, fakeContext } from './helpers/context';

let host: HTMLElement;
let serverHtml: string;
let ctx: FakeContext;
let teardowns: Teardown[];
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="host" class="server" data-label="Launch" data-count="3">The launch is on <b>1 March</b>.</div>';
  host = document.getElementById('host') as HTMLElement;
  serverHtml = host.outerHTML;
  ctx = fakeContext('test', 'wgt7');
  teardowns = [];
  vi.clearAllMocks();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  for (const teardown of teardowns) act(() => teardown());
  document.body.replaceChildren();
});

/** renderRoot inside act (as the loader's job would run it), remembering the teardown for afterEach. */
function render(tree: Parameters<typeof renderRoot>[0]): Teardown {
  let teardown: Teardown = () => {};
  act(() => {
    teardown = renderRoot(tree, ctx);
  });
  teardowns.push(teardown);
  return teardown;
}

/** A widget that binds to the host and replaces its content. */
function Shown({ text }: { readonly text: string }) {
  return (
    <>
      <Bind el={host} attrs={{ role: 'status' }} classes={{ 'is-live': true }} />
      <Replace el={host}>{text}</Replace>
    </>
  );
}

function Thrower({ error }: { readonly error: Error }): null {
  throw error;
}

/** Throws on render once `armed` is set from outside. */
let arm: (error: Error | null) => void = () => {};
function ArmedWidget() {
  const [error, setError] = useState<Error | null>(null);
  arm = setError;
  if (error) throw error;
  return <Shown text="live" />;
}

describe('renderRoot', () => {
  test('renders synchronously, and the teardown restores the server HTML', () => {
    let teardown: Teardown = () => {};
    act(() => {
      teardown = renderRoot(<Shown text="widget" />, ctx);
      // Before act returns: the first render is already committed.
      expect(host.textContent).toBe('widget');
    });
    expect(host.getAttribute('role')).toBe('status');
    act(() => teardown());
    expect(host.outerHTML).toBe(serverHtml);
    expect(ctx.fail).not.toHaveBeenCalled();
  });

  test('the root container never enters the document', () => {
    const before = document.body.children.length;
    render(<Shown text="widget" />);
    expect(document.body.children.length).toBe(before);
  });

  test.each([
    {
      case: 'a render error',
      tree: () => <Thrower error={new Error('bad render')} />,
      message: 'bad render',
    },
    {
      case: 'a render error beside server bindings',
      tree: () => (
        <>
          <Shown text="partial" />
          <Thrower error={new Error('bad sibling')} />
        </>
      ),
      message: 'bad sibling',
    },
    {
      case: 'a layout effect error',
      tree: () => {
        function Effect() {
          useLayoutEffect(() => {
            throw new Error('bad layout effect');
          }, []);
          return <Shown text="partial" />;
        }
        return <Effect />;
      },
      message: 'bad layout effect',
    },
  ])(
    '$case on the first render is thrown to the caller; the server DOM is unchanged',
    ({ tree, message }) => {
      let thrown: unknown;
      act(() => {
        try {
          renderRoot(tree(), ctx);
        } catch (error) {
          thrown = error;
        }
      });
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toBe(message);
      expect(host.outerHTML).toBe(serverHtml);
      expect(ctx.fail).not.toHaveBeenCalled();
      // The boundary reports it; the framework does not log it a second time.
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  test('an error after mounting calls ctx.fail once and puts the server HTML back', () => {
    render(<ArmedWidget />);
    expect(host.textContent).toBe('live');
    const failure = new Error('later render');
    act(() => arm(failure));
    expect(ctx.fail).toHaveBeenCalledOnce();
    expect(ctx.fail).toHaveBeenCalledWith(failure);
    expect(host.outerHTML).toBe(serverHtml);
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('an effect error after mounting calls ctx.fail once', () => {
    let setBroken: (broken: boolean) => void = () => {};
    function Widget() {
      const [broken, set] = useState(false);
      setBroken = set;
      useEffect(() => {
        if (broken) throw new Error('effect broke');
      }, [broken]);
      return <Shown text="live" />;
    }
    render(<Widget />);
    act(() => setBroken(true));
    expect(ctx.fail).toHaveBeenCalledOnce();
    expect((ctx.fail.mock.calls[0]?.[0] as Error | undefined)?.message).toBe('effect broke');
    expect(host.outerHTML).toBe(serverHtml);
  });

  test('two effects failing in one commit: ctx.fail is called once, with the first error', () => {
    let setBroken: (broken: boolean) => void = () => {};
    function Breaks({ broken, name }: { readonly broken: boolean; readonly name: string }) {
      useEffect(() => {
        if (broken) throw new Error(name);
      }, [broken, name]);
      return null;
    }
    function Widget() {
      const [broken, set] = useState(false);
      setBroken = set;
      return (
        <>
          <Breaks broken={broken} name="first" />
          <Breaks broken={broken} name="second" />
          <Shown text="live" />
        </>
      );
    }
    render(<Widget />);
    act(() => setBroken(true));
    expect(ctx.fail.mock.calls.map(([error]) => (error as Error).message)).toEqual(['first']);
    expect(host.outerHTML).toBe(serverHtml);
  });

  test('after failing, the teardown is still safe to call', () => {
    const teardown = render(<ArmedWidget />);
    act(() => arm(new Error('later render')));
    expect(() => act(() => teardown())).not.toThrow();
    expect(host.outerHTML).toBe(serverHtml);
  });
});

describe('reactWidget', () => {
  const schema = {
    label: option.string({ description: 'label' }),
    count: option.number({ description: 'count', default: 1, min: 0 }),
  };

  function Labelled({ host: element, options, ctx: context }: WidgetProps<{ label: string; count: number }>) {
    return (
      <>
        <Bind el={element} attrs={{ 'data-instance': context.id }} />
        <Replace el={element}>{`${options.label} ×${options.count}`}</Replace>
      </>
    );
  }

  const widget: ElementWidget = reactWidget({ options: schema, component: Labelled });

  test('reads the options from the host and renders the component with host, options and ctx', () => {
    let teardown: Teardown = () => {};
    act(() => {
      teardown = widget.mount(host, ctx);
    });
    teardowns.push(teardown);
    expect(host.textContent).toBe('Launch ×3');
    expect(host.getAttribute('data-instance')).toBe('wgt7');
    act(() => teardown());
    expect(host.outerHTML).toBe(serverHtml);
  });

  test('a missing required option: reported once through ctx, a ReportedError, nothing rendered', () => {
    host.removeAttribute('data-label');
    const before = host.outerHTML;
    expect(() => widget.mount(host, ctx)).toThrowError(ReportedError);
    expect(ctx.error).toHaveBeenCalledOnce();
    expect(ctx.error).toHaveBeenCalledWith(host, 'data-label is missing; the server HTML is left as it is.');
    expect(host.outerHTML).toBe(before);
  });

  test('a bad optional value: a warning through ctx, and the default', () => {
    host.setAttribute('data-count', 'many');
    let teardown: Teardown = () => {};
    act(() => {
      teardown = widget.mount(host, ctx);
    });
    teardowns.push(teardown);
    expect(host.textContent).toBe('Launch ×1');
    expect(ctx.warn).toHaveBeenCalledOnce();
  });

  test('exposes its option schema for the docs', () => {
    expect(widget.docs?.options).toBe(schema);
  });

  describe('with a read step', () => {
    const read = vi.fn(
      (element: HTMLElement, options: { label: string; count: number }, context: MountContext) => {
        const bold = element.querySelector('b')?.textContent;
        if (bold) return { label: `${options.label} on ${bold}`, count: options.count };
        context.error(element, 'no date in bold; the server HTML is left as it is.');
        throw new ReportedError('no date in bold');
      },
    );
    const dated = reactWidget({ options: schema, read, component: Labelled });

    test('what it reads is what the component gets, read once before the first render', () => {
      let teardown: Teardown = () => {};
      act(() => {
        teardown = dated.mount(host, ctx);
      });
      teardowns.push(teardown);
      expect(host.textContent).toBe('Launch on 1 March ×3');
      expect(read).toHaveBeenCalledOnce();
    });

    test('a problem it reports is reported once, and the server HTML is left as it is', () => {
      host.querySelector('b')?.remove();
      const before = host.outerHTML;
      expect(() => dated.mount(host, ctx)).toThrowError(ReportedError);
      expect(ctx.error).toHaveBeenCalledOnce();
      expect(ctx.error).toHaveBeenCalledWith(host, 'no date in bold; the server HTML is left as it is.');
      expect(host.outerHTML).toBe(before);
    });
  });
});
