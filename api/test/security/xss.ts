import { JSDOM } from 'jsdom';
import { isSafeImageSource, isSafeLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@vitrin/shared-libs/utils/richText';

/*
 * A corpus of known XSS payloads and a check that HTML, as a browser parses it, holds nothing executable.
 * Domain route tests reuse both for their HTML fields:
 *
 *   for (const payload of XSS_PAYLOADS) {
 *     await save({ content_tr: payload });               // through the real route
 *     expectNothingExecutable((await read()).content_tr); // what the client gets back
 *   }
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script elements.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '"><script>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  // Event handlers.
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=1 href=1 onerror="javascript:alert(1)"></img>',
  '<body onload=alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<span data-x="1" onpointerenter="alert(1)">x</span>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  // javascript:, data:, vbscript: URLs, plain and encoded.
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="/uploads/../../etc/passwd">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<table background="javascript:alert(1)"><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // Styles.
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  // SVG and MathML.
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  // Raw-text elements and comments that hide markup (mXSS classics).
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style><img src=x onerror=alert(1)></style>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<a title="</a><img src=x onerror=alert(1)>">x</a>',
  // Encoded forms that must stay text.
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
];

const ALLOWED_TAGS = new Set(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
const { document } = new JSDOM('<!doctype html><body></body>').window;

/** Why `html`, parsed the way a browser parses it, could run something; empty when it cannot. */
export function executableParts(html: string): string[] {
  const problems: string[] = [];
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const tag = element.tagName.toUpperCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`<${element.tagName.toLowerCase()}> is not an allowed tag`);
    const allowed = RICH_TEXT_ATTRIBUTES[tag.toLowerCase()] ?? [];
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowed.includes(name)) problems.push(`<${tag.toLowerCase()} ${name}="${value}"> is not an allowed attribute`);
      if (name === 'href' && !isSafeLink(value)) problems.push(`unsafe link ${value}`);
      if (name === 'src' && !isSafeImageSource(value)) problems.push(`unsafe image source ${value}`);
    }
    if (tag === 'A' && element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') {
      problems.push('target="_blank" without rel="noopener noreferrer"');
    }
  }
  return problems;
}

/**
 * Fails unless `html` holds nothing executable, also after a browser's parse-and-serialise round trip
 * (mutation XSS: markup that turns into something else when innerHTML is read back and written again).
 */
export function expectNothingExecutable(html: string | null | undefined): void {
  const text = html ?? '';
  const host = document.createElement('div');
  host.innerHTML = text;
  expect({ html: text, problems: executableParts(text) }).toEqual({ html: text, problems: [] });
  expect({ html: host.innerHTML, problems: executableParts(host.innerHTML) }).toEqual({ html: host.innerHTML, problems: [] });
}
