import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** What puts an element out of its rest state (hidden, faded or moved), as the page stands. */
export interface PrintedLook {
  /** Displayed, visible, opacity 1, no transform. */
  readonly rest: boolean;
  /** Each rule that hides, fades or moves it: `file: selector` of a stylesheet, or `inline style`. */
  readonly by: readonly string[];
}

/** Reads why an element is not at rest: every matching rule (or its own style) that sets what keeps it so. */
export function printedLook(element: Locator): Promise<PrintedLook> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const rest =
      style.display !== 'none' &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) === 1 &&
      style.transform === 'none';
    const hides = (declared: CSSStyleDeclaration) =>
      declared.getPropertyValue('display') === 'none' ||
      declared.getPropertyValue('visibility') === 'hidden' ||
      (declared.getPropertyValue('opacity') !== '' && Number(declared.getPropertyValue('opacity')) < 1) ||
      !['', 'none'].includes(declared.getPropertyValue('transform'));
    const by: string[] = [];
    const walk = (rules: CSSRuleList, file: string) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          if (matchMedia(rule.conditionText).matches) walk(rule.cssRules, file);
        } else if (rule instanceof CSSStyleRule && el.matches(rule.selectorText) && hides(rule.style)) {
          by.push(`${file}: ${rule.selectorText}`);
        }
      }
    };
    for (const sheet of document.styleSheets) {
      walk(sheet.cssRules, new URL(sheet.href ?? location.href).pathname);
    }
    if (el instanceof HTMLElement && hides(el.style)) by.push('inline style');
    return { rest, by };
  });
}

/** Where the theme's own stylesheets are served (the bundle's are under its `widgets/` folder). */
const THEME_SHEETS = /^\/wp-content\/themes\/limitless\/(?!widgets\/)/;

/**
 * Without JavaScript an element shows as the server printed it under the theme's stylesheets: at rest, or out
 * of it only by the theme's own rules (Limitless hides its reveal elements and a person's description until
 * its script shows them: a visitor without JavaScript gets the theme's page), never by anything the server
 * printed for a script to undo (an inline style).
 */
export async function expectAsThemePrintsIt(element: Locator, name: string): Promise<void> {
  const look = await printedLook(element);
  if (!look.rest) expect(look.by, `${name}: something puts it out of rest`).not.toEqual([]);
  expect(
    look.by.filter((rule) => !THEME_SHEETS.test(rule)),
    `${name}: only the theme's stylesheets`,
  ).toEqual([]);
}
