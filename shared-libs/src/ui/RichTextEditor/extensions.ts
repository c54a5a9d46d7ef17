/**
 * What the rich-text editor accepts: the TipTap extensions it runs with and the rules that keep unsafe links and
 * images out when HTML is typed, pasted or loaded.
 */
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { isSafeImageSource } from '@vitrin/shared-libs/utils/richText';

/** Only these link schemes are accepted, as the server's sanitizer does. */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * Images whose source is neither an upload nor http(s) (a pasted `<img src=x onerror=…>`) are dropped when HTML
 * comes in, so the editor never shows or saves them.
 */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (node: HTMLElement) => (isSafeImageSource(node.getAttribute('src')) ? null : false),
      },
    ];
  },
});

/** The editor's extensions: headings 2–3, bold/italic, lists, safe links, safe block images and tables. */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      // No empty paragraph appended after every table or image: the saved HTML is what was typed.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => SAFE_LINK.test(url),
      },
    }),
    SafeImage.configure({ inline: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
