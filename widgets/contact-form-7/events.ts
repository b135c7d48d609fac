import { jqueryOnPage } from '../../loader/contract';
import { dispatchContractEvent } from '../../toolkit/dom/contract-events';
import type { FormMarkup } from './read-form';

/**
 * The plugin's DOM events: CustomEvents named "wpcf7" + name, bubbling, dispatched on the form (up to 5.3.2
 * on the wrapper, which still hears them as they bubble). Their detail describes the form and the submission.
 */
export interface FormEventDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  /** Up to 5.3.2: the wrapper's id. */
  id?: string;
  inputs?: { name: string; value: FormDataEntryValue }[];
  formData?: FormData;
  prevStatus?: string;
  apiResponse?: unknown;
}

export function formDetail(markup: FormMarkup, status: string, formData?: FormData): FormEventDetail {
  const detail: FormEventDetail = {
    contactFormId: markup.id,
    pluginVersion: markup.pluginVersion,
    contactFormLocale: markup.locale,
    unitTag: markup.unitTag,
    containerPostId: markup.containerPost,
    status,
  };
  if (markup.legacy.eventId) detail.id = markup.wrapper.id;
  if (formData) {
    // Fields whose name starts with "_" are the plugin's own.
    detail.inputs = Array.from(formData, ([name, value]) => ({ name, value })).filter(
      ({ name }) => !name.startsWith('_'),
    );
    detail.formData = formData;
  }
  return detail;
}

/** The events the plugin's jQuery script (up to 5.1.x) also triggered through jQuery. */
const JQUERY_ERA_EVENTS = new Set([
  'beforesubmit',
  'invalid',
  'unaccepted',
  'spam',
  'aborted',
  'mailsent',
  'mailfailed',
  'submit',
]);

/**
 * Dispatches `wpcf7<name>` on the form. Up to 5.1.x the plugin also triggered two jQuery events on the wrapper,
 * `wpcf7:<name>` and the deprecated `<name>.wpcf7`, the detail their one argument: themes written then listen
 * to them (`$(document).on('wpcf7:mailsent', (event, detail) => ...)`). Their names are not the native one's,
 * so no handler runs twice.
 */
export function dispatchFormEvent(markup: FormMarkup, name: string, detail: FormEventDetail): void {
  dispatchContractEvent(markup.form, { native: `wpcf7${name}`, detail });
  const jQuery = markup.legacy.jqueryEvents ? jqueryOnPage() : undefined;
  if (!jQuery || !JQUERY_ERA_EVENTS.has(name)) return;
  jQuery(markup.wrapper).trigger(`wpcf7:${name}`, [detail]);
  jQuery(markup.wrapper).trigger(`${name}.wpcf7`, [detail]);
}
