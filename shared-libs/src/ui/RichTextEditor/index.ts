/**
 * The rich-text editor, one job per file: `Editor` owns the TipTap editor and its value, `Toolbar` its commands,
 * `LinkPanel` and `ImagePanel` the two panels the toolbar opens (on `Subform`), `extensions` what it accepts,
 * `styles` how it looks and `texts` the words the caller passes in. Screens load it with React.lazy so TipTap never weighs on other routes:
 * `const RichTextEditor = lazy(() => import('@vitrin/shared-libs/ui/RichTextEditor'))`.
 */
export { default, editorHtml, type RichTextEditorProps } from '@vitrin/shared-libs/ui/RichTextEditor/Editor';
export { SAFE_LINK } from '@vitrin/shared-libs/ui/RichTextEditor/extensions';
export type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor/texts';
