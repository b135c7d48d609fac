/**
 * One shared list of hostile input, fed through every path a visitor, an Author or a third party can reach (unit
 * and browser tests alike). Every payload that ran would call `xss(<its id>)` on the top window: a browser test
 * defines that trap before the page loads and checks it was never called.
 */

export interface HtmlPayload {
  /** What the trap would be called with, were it to run. */
  readonly id: string;
  readonly html: string;
}

const call = (id: string) => `top.xss('${id}')`;

/** HTML an answer of the server may carry: each piece runs, loads or navigates by itself if inserted as is. */
export const HTML_PAYLOADS: readonly HtmlPayload[] = [
  { id: 'script', html: `<script>${call('script')}</script>` },
  { id: 'img-onerror', html: `<img src="x:" alt="" onerror="${call('img-onerror')}">` },
  { id: 'svg-onload', html: `<svg onload="${call('svg-onload')}"></svg>` },
  { id: 'body-onload', html: `<body onload="${call('body-onload')}">` },
  { id: 'iframe-srcdoc', html: `<iframe srcdoc="<script>parent.xss('iframe-srcdoc')</script>"></iframe>` },
  { id: 'iframe-js', html: `<iframe src="javascript:parent.xss('iframe-js')"></iframe>` },
  {
    id: 'iframe-data',
    html: `<iframe src="data:text/html,<script>parent.xss('iframe-data')</script>"></iframe>`,
  },
  { id: 'object-js', html: `<object data="javascript:${call('object-js')}"></object>` },
  {
    id: 'object-data',
    html: `<object data="data:text/html,<script>parent.xss('object-data')</script>" type="text/html"></object>`,
  },
  { id: 'embed-js', html: `<embed src="javascript:${call('embed-js')}">` },
  {
    id: 'embed-svg',
    html: `<embed src="data:image/svg+xml,<svg onload='parent.xss(1)'/>" type="image/svg+xml">`,
  },
  {
    id: 'meta-refresh',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${call('meta-refresh')}">`,
  },
  { id: 'meta-refresh-page', html: '<meta http-equiv="refresh" content="0;url=/?xss=meta-refresh-page">' },
  { id: 'base', html: '<base href="javascript:/">' },
  {
    id: 'svg-a',
    html: `<svg><a xlink:href="javascript:${call('svg-a')}"><text x="0" y="15">svg-a</text></a></svg>`,
  },
  {
    id: 'svg-a-href',
    html: `<svg><a href="javascript:${call('svg-a-href')}"><text y="15">svg-a-href</text></a></svg>`,
  },
  {
    id: 'svg-animate',
    html: `<svg><animate onbegin="${call('svg-animate')}" attributeName="x" dur="1s"/></svg>`,
  },
  {
    id: 'svg-set-href',
    html: `<svg><a><set attributeName="href" to="javascript:${call('svg-set-href')}"/><text y="15">set</text></a></svg>`,
  },
  { id: 'svg-script', html: `<svg><script>${call('svg-script')}</script></svg>` },
  {
    id: 'svg-foreign',
    html: `<svg><foreignObject><img src="x:" onerror="${call('svg-foreign')}"></foreignObject></svg>`,
  },
  { id: 'svg-use', html: `<svg><use href="data:image/svg+xml,<svg id='x' onload='top.xss(1)'/>#x"/></svg>` },
  { id: 'math-href', html: `<math href="javascript:${call('math-href')}"><mi>math-href</mi></math>` },
  {
    id: 'math-mxss',
    html: `<math><mtext><table><mglyph><style><img src="x:" onerror="${call('math-mxss')}"></style></mglyph></table></mtext></math>`,
  },
  {
    id: 'noscript-mxss',
    html: `<noscript><p title="</noscript><img src=x: onerror=${call('noscript-mxss')}>"></noscript>`,
  },
  { id: 'a-js', html: `<a class="hostile" href="javascript:${call('a-js')}">a-js</a>` },
  { id: 'a-js-case', html: `<a class="hostile" href="  JaVaScRiPt:${call('a-js-case')}">a-js-case</a>` },
  { id: 'a-js-tab', html: `<a class="hostile" href="java&#x09;script:${call('a-js-tab')}">a-js-tab</a>` },
  {
    id: 'a-js-entity',
    html: `<a class="hostile" href="&#106;avascript:${call('a-js-entity')}">a-js-entity</a>`,
  },
  { id: 'a-vbscript', html: '<a class="hostile" href="vbscript:msgbox(1)">a-vbscript</a>' },
  { id: 'a-data', html: `<a class="hostile" href="data:text/html,<script>alert(1)</script>">a-data</a>` },
  {
    id: 'form-js',
    html: `<form action="javascript:${call('form-js')}"><button class="hostile">form-js</button></form>`,
  },
  {
    id: 'formaction',
    html: `<form><button class="hostile" formaction="javascript:${call('formaction')}">formaction</button></form>`,
  },
  { id: 'autofocus', html: `<input autofocus onfocus="${call('autofocus')}">` },
  { id: 'details', html: `<details open ontoggle="${call('details')}"><summary>s</summary></details>` },
  { id: 'source', html: `<video><source onerror="${call('source')}"></video>` },
  { id: 'video-poster', html: `<video poster="javascript:${call('video-poster')}"></video>` },
  { id: 'srcset', html: `<img alt="" srcset="javascript:${call('srcset')} 1x">` },
  { id: 'template', html: `<template><img src="x:" onerror="${call('template')}"></template>` },
  { id: 'style-import', html: '<style>@import "https://attacker.invalid/x.css";</style>' },
  { id: 'link-stylesheet', html: '<link rel="stylesheet" href="https://attacker.invalid/x.css">' },
  { id: 'clobber-document', html: '<img alt="" name="getElementById"><form name="cookie"></form>' },
  { id: 'clobber-global', html: '<a id="wpcf7" href="/"></a><a id="wpcf7" name="api" href="/"></a>' },
  { id: 'custom-element', html: `<x-hostile onclick="${call('custom-element')}">custom</x-hostile>` },
  {
    id: 'attribute-breaker',
    html: `<p title='"><img src=x: onerror=${call('attribute-breaker')}>'>breaker</p>`,
  },
  { id: 'template-literal', html: `<p>\${${call('template-literal')}}</p>` },
  { id: 'double-encoded', html: '<p>&amp;lt;script&amp;gt;xss&amp;lt;/script&amp;gt; %3Cscript%3E</p>' },
];

/**
 * Every payload in one page of HTML, as a hostile answer or page would carry them, each in a `<div
 * data-payload="id">` that cleaning keeps: counting them shows that no payload swallowed those after it.
 */
export const HTML_CORPUS = HTML_PAYLOADS.map(
  (payload) => `<div data-payload="${payload.id}">${payload.html}</div>`,
).join('\n');

/** Addresses that must never be followed, framed or assigned. */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:${call('url')}`,
  `  JaVaScRiPt:${call('url-case')}`,
  `java\tscript:${call('url-tab')}`,
  `java\nscript:${call('url-newline')}`,
  'vbscript:msgbox(1)',
  `data:text/html,<script>${call('url-data')}</script>`,
  'data:text/html;base64,PHNjcmlwdD50b3AueHNzKCdiNjQnKTwvc2NyaXB0Pg==',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
];

/** Text that must stay text wherever it is shown: an attribute, a hash, a cookie, a localised string. */
export const HOSTILE_TEXT: readonly string[] = [
  `<img src=x: onerror=${call('text-img')}>`,
  `"><script>${call('text-script')}</script>`,
  `'><svg onload=${call('text-svg')}>`,
  `\${${call('text-template')}}`,
  `{{constructor.constructor('${call('text-angular')}')()}}`,
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '__proto__',
];

/** Elements that, left in inserted HTML, run, load or navigate by themselves. */
export const FORBIDDEN_ELEMENTS =
  'script, iframe[srcdoc], object, embed, meta, base, link, style, template, noscript, math, animate, set, use, foreignObject';
