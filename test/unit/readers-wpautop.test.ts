import { afterEach, describe, expect, test } from 'vitest';
import { readAccordion } from '../../widgets/accordion/read-accordion';
import { readForm } from '../../widgets/contact-form-7/read-form';
import { readNewsletter } from '../../widgets/newsletter/read-newsletter';
import { readBox } from '../../widgets/notification-box/read-box';
import { readBars } from '../../widgets/progress-bars/read-bars';
import { readTabs } from '../../widgets/tabs/read-tabs';
import { readToggle } from '../../widgets/toggle/read-toggle';
import { fakeContext } from './helpers/context';

/**
 * Every markup reader fed widget markup typed into the classic editor, as WordPress's wpautop() prints it: one
 * element per line gets `<br />` after inline elements and a stray `</p>` after inline content that follows a
 * block's opening tag; blank lines between elements wrap inline ones in `<p>`; the editor saves an empty line
 * as `<p>&nbsp;</p>`. Each input is the DOM Chromium builds from that output (a stray `</p>` is already the empty
 * `<p></p>` it parses into): happy-dom's parser does not repair mis-nested markup the same way.
 */

function host(html: string, selector: string): HTMLElement {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`the markup has no ${selector}`);
  return element;
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? null;

afterEach(() => document.body.replaceChildren());

describe('tabs', () => {
  // One element per line, wpautop leaves tabs as typed: blocks only (the fixture page /wpautop/ has them).
  test.each([
    [
      'links on their own lines, blank lines around them: each wrapped in <p>',
      `<div data-widget="tabs" id="tabs">
<ul>
<li>
<p><a href="#tab-one">One</a></p>
</li>
<li>
<p><a href="#tab-two">Two</a></p>
</li>
</ul>
<div id="tab-one">First panel.</div>
<div id="tab-two">Second panel.</div>
</div>`,
    ],
    [
      'empty paragraphs and line breaks around the list and between the items',
      `<div data-widget="tabs" id="tabs"><p></p>
<p>&nbsp;</p>
<ul>
<li><a href="#tab-one">One</a></li><p></p>
<br>
<li><a href="#tab-two">Two</a></li>
</ul>
<p>&nbsp;</p>
<div id="tab-one">First panel.</div>
<div id="tab-two">Second panel.</div>
</div>`,
    ],
  ])('%s', (_, html) => {
    const markup = readTabs(host(html, '#tabs'));
    expect(markup.list.localName).toBe('ul');
    expect(markup.tabs.map(({ item, link, panel }) => [item.localName, text(link), panel.id])).toEqual([
      ['li', 'One', 'tab-one'],
      ['li', 'Two', 'tab-two'],
    ]);
  });

  test('links to no panel are still refused', () => {
    const html = `<div data-widget="tabs" id="tabs"><p></p>
<ul>
<li>
<p><a href="#missing">One</a></p>
</li>
</ul>
<p>Text.</p>
</div>`;
    expect(() => readTabs(host(html, '#tabs'))).toThrow('none of its tab links points at a panel inside it');
  });
});

describe('accordion', () => {
  test.each([
    [
      'an empty paragraph (a stray </p>) after each heading',
      `<div data-widget="accordion" id="acc">
<h3><i class="ioa-front-icon down-diricon-"></i> Question one?</h3><p></p>
<div class="accordion-body">Answer one.</div>
<h3>Question two?</h3><p></p>
<div class="accordion-body">
<p>Answer two.</p>
</div>
</div>`,
    ],
    [
      'the editor’s empty lines and line breaks between the parts',
      `<div data-widget="accordion" id="acc">
<p>&nbsp;</p>
<h3><i class="ioa-front-icon down-diricon-"></i> Question one?</h3>
<p>&nbsp;</p>
<div class="accordion-body">Answer one.</div>
<br>
<h3>Question two?</h3>
<br>
<p>&nbsp;</p>
<div class="accordion-body">
<p>Answer two.</p>
</div>
<p>&nbsp;</p>
</div>`,
    ],
  ])('%s', (_, html) => {
    const sections = readAccordion(host(html, '#acc'));
    expect(sections.map(({ header, panel }) => [text(header), text(panel)])).toEqual([
      ['Question one?', 'Answer one.'],
      ['Question two?', 'Answer two.'],
    ]);
    expect(sections[0]?.icon?.className).toBe('ioa-front-icon down-diricon-');
  });

  test('a heading followed by a paragraph of text, not a div.accordion-body, is still refused', () => {
    const html = `<div data-widget="accordion" id="acc">
<h3>Question one?</h3><p></p>
<p>Answer one.</p>
</div>`;
    expect(() => readAccordion(host(html, '#acc'))).toThrow(
      'it has no heading followed by a div.accordion-body',
    );
  });
});

describe('toggle', () => {
  const sample = `<div class="toggle" id="toggle-owner"><a class="toggle-title" href="#toggle-owner-body">Care instructions</a><p></p>
<div class="toggle-body collapse" id="toggle-owner-body">
<p>Brush off dirt.</p>
</div>
</div>`;
  const wrapped = `<div class="toggle" id="toggle-owner">
<p><a class="toggle-title" href="#toggle-owner-body"><i class="ioa-front-icon plus-1icon-"></i> Care instructions</a></p>
<div class="toggle-body collapse" id="toggle-owner-body">Brush off dirt.</div>
</div>`;
  const spaced = `<div class="toggle" id="toggle-owner">
<span class="toggle-title">Care instructions</span><br>
<p></p>
<p>&nbsp;</p>
<div class="toggle-body collapse" id="toggle-owner-body">Brush off dirt.</div>
</div>`;

  test.each([
    ['WordPress 6.1’s sample: an empty paragraph (a stray </p>) after the title', sample],
    ['the title on a line of its own, wrapped in <p>', wrapped],
    ['a line break and the editor’s empty lines after the title', spaced],
  ])('%s, read from the div.toggle and from the title', (_, html) => {
    for (const selector of ['#toggle-owner', '.toggle-title']) {
      const markup = readToggle(host(html, selector));
      expect(text(markup.title)).toBe('Care instructions');
      expect(markup.body.id).toBe('toggle-owner-body');
      expect(markup.open).toBe(false);
    }
  });

  test('a title followed by a paragraph of text, not a .toggle-body, is still refused', () => {
    const html = `<div class="toggle" id="toggle-owner"><a class="toggle-title" href="#b">Care instructions</a><p></p>
<p>Brush off dirt.</p>
</div>`;
    expect(() => readToggle(host(html, '#toggle-owner'))).toThrow(
      'its .toggle-title is not followed by a .toggle-body',
    );
  });

  test('a paragraph of text around the title is not a wrapper: no title is found', () => {
    const html = `<div class="toggle" id="toggle-owner">
<p>See: <a class="toggle-title" href="#b">Care instructions</a></p>
<div class="toggle-body" id="b">Brush off dirt.</div>
</div>`;
    expect(() => readToggle(host(html, '#toggle-owner'))).toThrow('it has no .toggle-title child');
  });
});

describe('notification box', () => {
  test.each([
    [
      'one element per line: a line break after the text',
      `<div class="ioa_box_wrapper" id="box">
<div class="ioa_box" style="background:#e6f1fb">
<i class="ioa-front-icon info-2icon-"></i> Shipping is free.<br>
<a href="#" class="close cancel-2icon- ioa-front-icon"></a>
</div>
</div>`,
    ],
    [
      'blank lines between the parts: the text and the close link each wrapped in <p>',
      `<div class="ioa_box_wrapper" id="box">
<div class="ioa_box" style="background:#e6f1fb">
<p><i class="ioa-front-icon info-2icon-"></i> Shipping is free.</p>
<p><a href="#" class="close cancel-2icon- ioa-front-icon"></a></p>
</div>
</div>`,
    ],
  ])('%s', (_, html) => {
    const { box, close } = readBox(host(html, '#box'));
    expect(box.className).toBe('ioa_box');
    expect(close?.className).toBe('close cancel-2icon- ioa-front-icon');
  });
});

describe('progress bars', () => {
  test.each([
    [
      'one element per line',
      `<div class="progress-bar-group" id="bars">
<div class="progress-bar">
<h6 class="progress-bar-title">Cotton canvas</h6>
<div class="filler" data-fill="85">
<span>85%</span>
</div>
</div>
</div>`,
    ],
    [
      'blank lines: the label wrapped in <p>, the editor’s empty line and a line break beside it',
      `<div class="progress-bar-group" id="bars">
<div class="progress-bar">
<h6 class="progress-bar-title">Cotton canvas</h6>
<p>&nbsp;</p>
<div class="filler" data-fill="85">
<p><span>85%</span></p>
<br>
<p>&nbsp;</p>
</div>
</div>
</div>`,
    ],
  ])('%s: the label is what fades in', (_, html) => {
    const bars = readBars(host(html, '#bars'), fakeContext('progress-bars'));
    expect(bars.map(({ title, fill, contents }) => [text(title), fill, contents.map(text)])).toEqual([
      ['Cotton canvas', 85, ['85%']],
    ]);
  });
});

describe('newsletter', () => {
  const hidden = `<input type="hidden" name="action" value="ioalistener"><br>
<input type="hidden" name="type" value="mail-chimp-widget"><br>
<input type="hidden" name="api" value="KEY"><br>
<input type="hidden" name="list" value="LIST"><br>`;

  test.each([
    [
      'one element per line: a line break after each',
      `<div class="mail-chimp-widget" id="news">
<form class="mail-chimp-form" method="post" action="/wp-admin/admin-ajax.php">
${hidden}
<label for="n">Name</label><br>
<input type="text" name="name" id="n"><br>
<span class="mail-chimp-hint">Please enter your name.</span><br>
<label for="e">Email</label><br>
<input type="email" name="email" id="e"><br>
<span class="mail-chimp-hint">Please enter your email.</span><br>
<input type="submit" value="Sign up">
</form>
<div class="mail-chimp-success">Thanks!</div>
</div>`,
    ],
    [
      'blank lines: each element wrapped in <p>',
      `<div class="mail-chimp-widget" id="news">
<form class="mail-chimp-form" method="post" action="/wp-admin/admin-ajax.php">
<p><input type="hidden" name="action" value="ioalistener"></p>
<p><input type="hidden" name="type" value="mail-chimp-widget"></p>
<p><input type="hidden" name="api" value="KEY"></p>
<p><input type="hidden" name="list" value="LIST"></p>
<p><label for="n">Name</label></p>
<p><input type="text" name="name" id="n"></p>
<p><span class="mail-chimp-hint">Please enter your name.</span></p>
<p><label for="e">Email</label></p>
<p><input type="email" name="email" id="e"></p>
<p>&nbsp;</p>
<p><span class="mail-chimp-hint">Please enter your email.</span></p>
<p><input type="submit" value="Sign up"></p>
</form>
<div class="mail-chimp-success">Thanks!</div>
</div>`,
    ],
  ])('%s: the hint after each input', (_, html) => {
    const markup = readNewsletter(host(html, '#news'));
    expect(markup.fields.map(({ input, hint }) => [input.name, hint?.localName, text(hint)])).toEqual([
      ['name', 'span', 'Please enter your name.'],
      ['email', 'span', 'Please enter your email.'],
    ]);
    expect(markup.submit.getAttribute('value')).toBe('Sign up');
  });

  test('an input followed by the next input (past a line break) has no hint', () => {
    const html = `<div class="mail-chimp-widget" id="news">
<form>
${hidden}
<p><input type="text" name="name"></p>
<p><input type="email" name="email"><br>
<input type="submit" value="Sign up"></p>
</form>
<div class="mail-chimp-success">Thanks!</div>
</div>`;
    expect(readNewsletter(host(html, '#news')).fields.map(({ hint }) => hint)).toEqual([null, null]);
  });
});

describe('contact form 7', () => {
  test('a form as the plugin prints it through its own autop (WPCF7_AUTOP): fields in <p>, <br /> after labels', () => {
    const html = `<div class="wpcf7 no-js" id="wpcf7-f9-p2-o1">
<form action="/contact/#wpcf7-f9-p2-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
<div style="display: none;">
<input type="hidden" name="_wpcf7" value="9">
<input type="hidden" name="_wpcf7_version" value="5.7.7">
<input type="hidden" name="_wpcf7_locale" value="en_US">
<input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f9-p2-o1">
<input type="hidden" name="_wpcf7_container_post" value="2">
</div>
<p><label> Your name<br>
<span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span> </label>
</p>
<p><label> Your message<br>
<span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" maxlength="200" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span> </label><br>
<span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="200" data-maximum-value="200">200</span>
</p>
<p><input class="wpcf7-form-control has-spinner wpcf7-submit" type="submit" value="Submit">
</p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
    const markup = readForm(host(html, 'form') as HTMLFormElement);
    expect([markup.id, markup.unitTag, markup.containerPost]).toEqual([9, 'wpcf7-f9-p2-o1', 2]);
    expect(markup.controls.map((control) => control.getAttribute('name'))).toEqual([
      'your-name',
      'your-message',
      null,
    ]);
    expect(markup.counters.map(({ target, spec }) => [target.name, spec.maximum])).toEqual([
      ['your-message', 200],
    ]);
    expect(markup.submitButtons).toHaveLength(1);
    expect(markup.spinner.after).toEqual(markup.submitButtons);
    expect(markup.outputs).toHaveLength(1);
  });
});
