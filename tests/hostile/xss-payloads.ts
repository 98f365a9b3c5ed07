/**
 * A corpus of cross-site scripting payloads for the hostile-content checks. Every payload, should
 * it ever run, calls `window.__xss(id)` with its own number, so a browser hook can count executions
 * and say which payload got through. Each one fits in the shortest writable text field (100
 * characters) and has no surrounding spaces, so a field that trims its input keeps it verbatim.
 *
 * New payloads: add a line to TEMPLATES (`X` is replaced by the call, `N` by the bare number).
 */

export interface XssPayload {
  id: number;
  family: string;
  text: string;
}

/** `X` → `__xss(id)`, `N` → id, `B64` → the call in base64. */
const TEMPLATES: Array<[family: string, template: string]> = [
  // Script elements
  ['script', '<script>X</script>'],
  ['script', '<SCRIPT>X</SCRIPT>'],
  ['script', '<script type="module">X</script>'],
  ['script', '<script>/*</script><script>*/X</script>'],
  ['script', '<scr<script>ipt>X</scr</script>ipt>'],
  ['script', '"><script>X</script>'],
  ['script', "'><script>X</script>"],
  ['script', '</title><script>X</script>'],
  ['script', '</textarea><script>X</script>'],
  ['script', '</style><script>X</script>'],
  ['script', '</noscript><script>X</script>'],
  ['script', '<script src="data:text/javascript,X"></script>'],
  ['script', '<script\x0c>X</script>'],
  ['script', '<<script>X;//<</script>'],
  // Event handlers
  ['handler', '<img src=x onerror=X>'],
  ['handler', '<img src="x" onerror="X">'],
  ['handler', '<IMG SRC=x OnErRoR=X>'],
  ['handler', '<img/src=x/onerror=X>'],
  ['handler', '<img src=x onerror=X//'],
  ['handler', '<svg onload=X>'],
  ['handler', '<svg/onload=X>'],
  ['handler', '<body onload=X>'],
  ['handler', '<input autofocus onfocus=X>'],
  ['handler', '<select autofocus onfocus=X>'],
  ['handler', '<textarea autofocus onfocus=X>'],
  ['handler', '<details open ontoggle=X>'],
  ['handler', '<video><source onerror=X>'],
  ['handler', '<audio src=x onerror=X>'],
  ['handler', '<iframe onload=X>'],
  ['handler', '<object data=x onerror=X>'],
  ['handler', '<marquee onstart=X>'],
  ['handler', '<div onpointerover=X style="position:fixed;inset:0">'],
  ['handler', '<div onmouseover=X style="position:fixed;inset:0">'],
  ['handler', '<a onfocus=X autofocus href=#>x</a>'],
  ['handler', '<form><button formaction=javascript:X>x</button></form>'],
  ['handler', '<isindex type=image src=1 onerror=X>'],
  ['handler', '<img src=x:x onerror=eval(atob("B64"))>'],
  ['handler', '<img src=x onerror=window["__xss"](N)>'],
  ['handler', '<img src=x onerror=top.__xss(N)>'],
  ['handler', '<img src=x onerror=self[`__xss`](N)>'],
  ['handler', '<img src=x onerror="&#95;&#95;xss(N)">'],
  ['handler', '<img src=x onerror=\\u005f_xss(N)>'],
  // javascript: and data: URLs
  ['url', 'javascript:X'],
  ['url', 'JaVaScRiPt:X'],
  ['url', 'javascript://%0aX'],
  ['url', 'java\tscript:X'],
  ['url', 'javascript&colon;X'],
  ['url', '&#106;avascript:X'],
  ['url', 'javascript:/*--></title></style></textarea></script>*/X'],
  ['url', '<a href="javascript:X">click</a>'],
  ['url', '<a href="jav&#x09;ascript:X">click</a>'],
  ['url', '<a href="&#x6a;avascript:X">click</a>'],
  ['url', '<iframe src="javascript:parent.__xss(N)">'],
  ['url', '<iframe srcdoc="<script>parent.__xss(N)</script>">'],
  ['url', '<embed src="javascript:X">'],
  ['url', '<object data="javascript:X">'],
  ['url', '<meta http-equiv="refresh" content="0;url=javascript:X">'],
  ['url', '<base href="javascript:X//">'],
  ['url', 'data:text/html,<script>parent.__xss(N)</script>'],
  ['url', '<a href="data:text/html;base64,PHNjcmlwdD4=">N</a>'],
  // SVG and MathML
  ['svg', '<svg><script>X</script></svg>'],
  ['svg', '<svg><script href="data:,X"/></svg>'],
  ['svg', '<svg><animate onbegin=X attributeName=x dur=1s>'],
  ['svg', '<svg><set onbegin=X attributeName=x to=1>'],
  ['svg', '<svg><a xlink:href="javascript:X"><text y=9>x</text></a></svg>'],
  ['svg', '<svg><use href="data:image/svg+xml,<svg id=x onload=X>#x"/></svg>'],
  ['svg', '<svg><foreignObject><img src=x onerror=X></foreignObject></svg>'],
  ['svg', '<svg><style><img src=x onerror=X></style></svg>'],
  ['svg', '<svg><title><img src=x onerror=X></title></svg>'],
  ['svg', '<svg><desc><![CDATA[</desc><script>X</script>]]></svg>'],
  ['mathml', '<math><mtext><img src=x onerror=X></mtext></math>'],
  ['mathml', '<math href="javascript:X">click</math>'],
  ['mathml', '<math><maction actiontype=statusline xlink:href=javascript:X>x</maction></math>'],
  ['mathml', '<math><mi xlink:href="javascript:X">x</mi></math>'],
  // Attribute breakouts
  ['breakout', '" onmouseover="X" x="'],
  ['breakout', "' onmouseover='X' x='"],
  ['breakout', '" autofocus onfocus="X'],
  ['breakout', '"><img src=x onerror=X>'],
  ['breakout', "'><img src=x onerror=X>"],
  ['breakout', '`><img src=x onerror=X>'],
  ['breakout', '"/><svg onload=X>'],
  ['breakout', '" style="background:url(javascript:X)'],
  ['breakout', '"></a><a href="javascript:X">x</a>'],
  ['breakout', '--><img src=x onerror=X>'],
  ['breakout', ']]><img src=x onerror=X>'],
  ['breakout', '</script><img src=x onerror=X>'],
  ['breakout', '</textarea><img src=x onerror=X>'],
  ['breakout', '</title><img src=x onerror=X>'],
  ['breakout', '</option></select><img src=x onerror=X>'],
  // Template literals, templates and markdown
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload
  ['template', '${X}'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload
  ['template', '`${X}`'],
  ['template', '{{constructor.constructor("__xss(N)")()}}'],
  ['template', "{{$on.constructor('__xss(N)')()}}"],
  ['template', '<%= X %>'],
  ['template', '#{X}'],
  ['markdown', '[click](javascript:X)'],
  ['markdown', '[click](javascript&#58;X)'],
  ['markdown', '[click](<javascript:X>)'],
  ['markdown', '![x](x"onerror="X)'],
  ['markdown', '[x](data:text/html,<script>parent.__xss(N)</script>)'],
  ['markdown', '<javascript:X>'],
  // Encoded variants
  ['encoded', '&lt;img src=x onerror=X&gt;'],
  ['encoded', '&#60;img src=x onerror=X&#62;'],
  ['encoded', '&#x3C;svg onload=X&#x3E;'],
  ['encoded', '%3Cscript%3EX%3C%2Fscript%3E'],
  ['encoded', '\\x3cimg src=x onerror=X\\x3e'],
  ['encoded', '\\u003cimg src=x onerror=X\\u003e'],
  ['encoded', '&amp;lt;script&amp;gt;X&amp;lt;/script&amp;gt;'],
  ['encoded', '＜script＞X＜/script＞'],
  ['encoded', '<img src=x onerror=&#x5f;&#x5f;xss&#x28;N&#x29;>'],
  ['encoded', '\u202e<img src=x onerror=X>'],
  ['encoded', '<img src=x onerror=\u2028X>'],
  // Mutation XSS classics
  ['mxss', '<noscript><p title="</noscript><img src=x onerror=X>">'],
  ['mxss', '<svg></p><style><a id="</style><img src=x onerror=X>">'],
  ['mxss', '<math><mtext><table><mglyph><style><img src=x onerror=X>'],
  ['mxss', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=X>'],
  ['mxss', '<listing>&lt;img src=x onerror=X&gt;</listing>'],
  ['mxss', '<xmp><img src=x onerror=X></xmp>'],
  ['mxss', '<noembed><img title="</noembed><img src=x onerror=X>">'],
  ['mxss', '<iframe><img title="</iframe><img src=x onerror=X>">'],
  ['mxss', '<template><img src=x onerror=X></template>'],
  ['mxss', '<a href="&#1;javascript:X">x</a>'],
  // CSS
  ['css', '<div style="width:expression(X)">x</div>'],
  ['css', '<style>*{background:url("javascript:X")}</style>'],
  ['css', '<style>@import "javascript:X";</style>'],
  ['css', '<div style="-moz-binding:url(#x);behavior:url(x.htc)" onclick=X>x</div>'],
  ['css', '<link rel=stylesheet href="javascript:X">'],
  // Other contexts: JSON, prototype, headers
  ['json', '"};X;//'],
  ['json', '</script><script>X</script><!--'],
  ['json', '{"__proto__":{"innerHTML":"<img src=x onerror=X>"}}'],
  ['misc', '<img src=x onerror=X><!--'],
  ['misc', '<keygen autofocus onfocus=X>'],
  ['misc', '<dialog open onclose=X><form method=dialog><button autofocus>x</button></form></dialog>'],
];

export const XSS_PAYLOADS: XssPayload[] = TEMPLATES.map(([family, template], i) => {
  const id = i + 1;
  const call = `__xss(${id})`;
  const text = template.replaceAll('X', call).replaceAll('N', String(id)).replace('B64', btoa(call));
  return { id, family, text };
});

/** The init script a browser page runs first: every call to the hook, or to a dialog, is recorded. */
export const XSS_HOOK_SCRIPT = `(() => {
  const calls = [];
  Object.defineProperty(window, '__xssCalls', { value: calls });
  window.__xss = (id) => { calls.push(String(id)); };
  window.alert = (m) => { calls.push('alert:' + String(m)); };
  window.confirm = (m) => { calls.push('confirm:' + String(m)); return false; };
  window.prompt = (m) => { calls.push('prompt:' + String(m)); return null; };
})();`;
