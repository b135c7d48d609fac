import { dispatchContractEvent } from '../../loader/runtime/contract-events';
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

export function dispatchFormEvent(form: HTMLFormElement, name: string, detail: FormEventDetail): void {
  dispatchContractEvent(form, { native: `wpcf7${name}`, detail });
}
