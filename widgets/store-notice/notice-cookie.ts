import Cookies from 'js-cookie';

/**
 * woocommerce.js's store notice cookie: "store_notice" and the notice's id (an md5 of its text, so a new text
 * shows again), "hidden" once dismissed, for the session, on the whole site.
 */
export function noticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}

export function isNoticeHidden(noticeId: string): boolean {
  return Cookies.get(noticeCookieName(noticeId)) === 'hidden';
}

export function hideNotice(noticeId: string): void {
  Cookies.set(noticeCookieName(noticeId), 'hidden', { path: '/' });
}
