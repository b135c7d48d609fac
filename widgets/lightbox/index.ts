import type { PageWidget } from '../../loader/contract';
import { reactPageWidget } from '../../toolkit/react/react-widget';
import { Lightbox } from './Lightbox';
import { lightboxOptions } from './options';
import { renderSessions } from './session';

export { installJQuery } from './jquery';

const page = reactPageWidget({ component: Lightbox });

/**
 * The lightbox renders what opens from mount to teardown exactly, not from an effect to its clean-up: preact runs
 * an unmounted component's clean-ups a frame later, and `$.prettyPhoto.open()` called in between (a theme script
 * that removes the links and opens an address in one go) must know that nothing will show it.
 */
const mount: PageWidget['mount'] = (hosts, ctx) => {
  const rendered = renderSessions();
  try {
    const teardown = page.mount(hosts, ctx);
    return () => {
      rendered();
      teardown();
    };
  } catch (error) {
    rendered();
    throw error;
  }
};

export const widget = { ...page, mount, docs: { options: lightboxOptions } };
