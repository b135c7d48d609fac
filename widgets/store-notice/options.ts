import { option } from '../../toolkit/dom/options';

export const storeNoticeOptions = {
  noticeId: option.string({
    attribute: 'data-notice-id',
    description:
      "The notice's id (WooCommerce: an md5 of its text); a dismissed notice stays hidden for the session until its text changes.",
    default: '',
  }),
};
