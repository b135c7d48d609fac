import Cookies from 'js-cookie';
import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';

/** Embed Plus for YouTube's consent cookie (plugin contracts §7.4): "1" for 30 days, on the whole site. */
export const CONSENT_COOKIE = 'ytprefs_gdpr_consent';
const CONSENT_DAYS = 30;

/**
 * The consent block's button (`button.__youtube_prefs_gdpr__`): it saves the visitor's consent and reloads the
 * page, which the server then prints with the player, as the plugin does.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: button, changes }) {
    changes.on(button, 'click', (event) => {
      event.preventDefault();
      Cookies.set(CONSENT_COOKIE, '1', { expires: CONSENT_DAYS, path: '/' });
      try {
        window.top?.location.reload();
      } catch {
        window.location.reload();
      }
    });
  },
});
