import { captchaChallenge } from './field-helpers';
import { namedControls } from './read-form';
import type { Refill } from './rest-client';

/**
 * Puts a refill into the form: a new captcha image (its answer field cleared, its challenge updated) and a new
 * quiz question (answer cleared, hashed answer updated). This is the server's new state of the form, like the
 * visitor's input: it stays when the widget unmounts, so image and challenge always match.
 */
export function applyRefill(form: HTMLFormElement, refill: Refill): void {
  for (const [name, url] of Object.entries(refill.captcha ?? {})) {
    for (const input of namedControls<HTMLInputElement>(form, 'input', name)) input.value = '';
    const imageClass = `wpcf7-captcha-${name.replaceAll(':', '')}`;
    for (const image of form.querySelectorAll<HTMLImageElement>('img')) {
      if (image.classList.contains(imageClass)) image.setAttribute('src', url);
    }
    const challenge = captchaChallenge(url);
    if (challenge === null) continue;
    for (const input of namedControls<HTMLInputElement>(form, 'input', `_wpcf7_captcha_challenge_${name}`)) {
      input.value = challenge;
    }
  }
  for (const [name, [question, hashedAnswer]] of Object.entries(refill.quiz ?? {})) {
    for (const input of namedControls<HTMLInputElement>(form, 'input', name)) {
      input.value = '';
      const wrap = input.closest('.wpcf7-form-control-wrap') ?? input.parentElement;
      const label = wrap?.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = question;
    }
    for (const input of namedControls<HTMLInputElement>(form, 'input', `_wpcf7_quiz_answer_${name}`)) {
      input.value = hashedAnswer;
    }
  }
}
