/**
 * A rich-text (HTML) editor on TipTap: headings, bold/italic, lists, links (http, https, mailto, tel only),
 * tables and images uploaded to the server by the caller's `onUploadImage`. Every text is passed in by the
 * caller, in its own language. Screens load it with React.lazy so TipTap never weighs on other routes:
 * `const RichTextEditor = lazy(() => import('@vitrin/shared-libs/ui/RichTextEditor'))`.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { isSafeImageSource } from '@vitrin/shared-libs/utils/richText';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as editorIcons from '@vitrin/shared-libs/ui/icons/editor';

export interface RichTextEditorTexts {
  /** Accessible name of the toolbar. */
  toolbar: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  unlink: string;
  linkUrl: string;
  linkInvalid: string;
  image: string;
  imageFile: string;
  imageAlt: string;
  uploading: string;
  uploadFailed: string;
  table: string;
  addRow: string;
  addColumn: string;
  deleteRow: string;
  deleteColumn: string;
  deleteTable: string;
  undo: string;
  redo: string;
  apply: string;
  cancel: string;
}

export interface RichTextEditorProps {
  /** Accessible name of the editing area (e.g. "İçerik (TR)"). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Stores the image on the server and resolves with its URL. */
  onUploadImage: (file: File) => Promise<string>;
  texts: RichTextEditorTexts;
  id?: string;
  /** id of an element describing the field (e.g. its error message). */
  describedBy?: string;
  invalid?: boolean;
}

/** Only these link schemes are accepted, as the server's sanitizer does. */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

const EMPTY_DOC = '<p></p>';

/** Readable tables and images while editing; React 19 hoists it into <head> once (href + precedence). */
const EDITOR_CSS = `
.rte .rte-content {
  min-height: 12rem;
  border: 0;
  border-radius: 0 0 var(--bs-border-radius) var(--bs-border-radius);
}
.rte .rte-content:focus {
  box-shadow: inset 0 0 0 0.2rem rgba(var(--bs-primary-rgb), 0.35);
}
.rte .rte-content > :last-child {
  margin-bottom: 0;
}
.rte .rte-content img {
  max-width: 100%;
  height: auto;
}
.rte .rte-content img.ProseMirror-selectednode {
  outline: 3px solid var(--bs-primary);
}
.rte .rte-content table {
  border-collapse: collapse;
  width: 100%;
  margin: 0.5rem 0;
}
.rte .rte-content th,
.rte .rte-content td {
  border: 1px solid var(--bs-border-color);
  padding: 0.25rem 0.5rem;
  vertical-align: top;
  position: relative;
}
.rte .rte-content .selectedCell::after {
  content: '';
  position: absolute;
  inset: 0;
  background: rgba(var(--bs-primary-rgb), 0.15);
  pointer-events: none;
}
.rte .rte-toolbar .btn {
  /* Pressed and plain states change at once: no colour blend between them for a moment (axe saw 4.26:1). */
  transition: none;
}
/* Bootstrap's light and dark buttons keep their colours in dark mode: the toolbar takes the theme's instead. */
[data-bs-theme='dark'] .rte .rte-button.btn-light {
  --bs-btn-color: var(--bs-body-color);
  --bs-btn-bg: var(--bs-tertiary-bg);
  --bs-btn-border-color: var(--bs-border-color);
  --bs-btn-hover-color: var(--bs-emphasis-color);
  --bs-btn-hover-bg: var(--bs-secondary-bg);
  --bs-btn-hover-border-color: var(--bs-border-color);
  --bs-btn-disabled-color: var(--bs-secondary-color);
  --bs-btn-disabled-bg: var(--bs-tertiary-bg);
}
[data-bs-theme='dark'] .rte .rte-button.btn-dark {
  --bs-btn-color: #212529;
  --bs-btn-bg: #dee2e6;
  --bs-btn-border-color: #dee2e6;
  --bs-btn-hover-color: #212529;
  --bs-btn-hover-bg: #f8f9fa;
  --bs-btn-hover-border-color: #f8f9fa;
}
.rte .rte-toolbar .btn:focus-visible {
  outline: 3px solid var(--bs-focus-ring-color, #0d6efd);
  outline-offset: 1px;
}
`;

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

/** The editor's HTML, with an empty document as ''. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

type Panel = 'none' | 'link' | 'image';

export default function RichTextEditor({
  label,
  value,
  onChange,
  onUploadImage,
  texts,
  id,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `rte-${generatedId}`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const attributes: Record<string, string> = {
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    class: 'rte-content form-control',
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';

  const editor = useEditor({
    extensions: [
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
    ],
    content: value || EMPTY_DOC,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChangeRef.current(editorHtml(current)),
  });

  // A value changed from outside (data loaded, form reset) replaces the document without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editorHtml(editor) !== value) editor.commands.setContent(value || EMPTY_DOC, { emitUpdate: false });
  }, [editor, value]);

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  if (!editor) return null;
  return (
    <div className="rte border rounded">
      <style href="vitrin-rich-text-editor" precedence="default">
        {EDITOR_CSS}
      </style>
      <Toolbar editor={editor} texts={texts} onUploadImage={onUploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolbarProps {
  editor: Editor;
  texts: RichTextEditorTexts;
  onUploadImage: (file: File) => Promise<string>;
}

function Toolbar({ editor, texts, onUploadImage }: ToolbarProps) {
  const [panel, setPanel] = useState<Panel>('none');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  // WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between the buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const buttons = Array.from(
      toolbarRef.current?.querySelectorAll<HTMLButtonElement>('[data-rte-button]:not([disabled])') ?? [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons.forEach((button, i) => (button.tabIndex = i === next ? 0 : -1));
    buttons[next]?.focus();
  };

  // Exactly one enabled button is tabbable at any time.
  useEffect(() => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('[data-rte-button]') ?? []);
    const enabled = buttons.filter((button) => !button.disabled);
    if (!enabled.some((button) => button.tabIndex === 0)) {
      buttons.forEach((button) => (button.tabIndex = -1));
      if (enabled[0]) enabled[0].tabIndex = 0;
    }
  });

  return (
    <div className="rte-toolbar border-bottom bg-body p-1">
      <div ref={toolbarRef} role="toolbar" aria-label={texts.toolbar} className="d-flex flex-wrap gap-1" onKeyDown={onKeyDown}>
        <ToolButton label={texts.paragraph} pressed={state.paragraph} onClick={run((c) => c.setParagraph())}>
          <Icon icon={editorIcons.paragraph} />
        </ToolButton>
        <ToolButton label={texts.heading2} pressed={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
          <Icon icon={editorIcons.typeH2} />
        </ToolButton>
        <ToolButton label={texts.heading3} pressed={state.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
          <Icon icon={editorIcons.typeH3} />
        </ToolButton>
        <ToolButton label={texts.bold} pressed={state.bold} onClick={run((c) => c.toggleBold())}>
          <Icon icon={editorIcons.typeBold} />
        </ToolButton>
        <ToolButton label={texts.italic} pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
          <Icon icon={editorIcons.typeItalic} />
        </ToolButton>
        <ToolButton label={texts.bulletList} pressed={state.bulletList} onClick={run((c) => c.toggleBulletList())}>
          <Icon icon={editorIcons.listUl} />
        </ToolButton>
        <ToolButton label={texts.orderedList} pressed={state.orderedList} onClick={run((c) => c.toggleOrderedList())}>
          <Icon icon={editorIcons.listOl} />
        </ToolButton>
        <ToolButton
          label={texts.link}
          pressed={panel === 'link'}
          expanded={panel === 'link'}
          onClick={() => setPanel(panel === 'link' ? 'none' : 'link')}
        >
          <Icon icon={editorIcons.link45deg} />
        </ToolButton>
        <ToolButton label={texts.unlink} disabled={!state.link} onClick={run((c) => c.extendMarkRange('link').unsetLink())}>
          <Icon icon={editorIcons.eraser} />
        </ToolButton>
        <ToolButton
          label={texts.image}
          pressed={panel === 'image'}
          expanded={panel === 'image'}
          onClick={() => setPanel(panel === 'image' ? 'none' : 'image')}
        >
          <Icon icon={editorIcons.image} />
        </ToolButton>
        <ToolButton
          label={texts.table}
          onClick={run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
          disabled={state.inTable}
        >
          <Icon icon={editorIcons.table} />
        </ToolButton>
        <ToolButton label={texts.addRow} disabled={!state.inTable} onClick={run((c) => c.addRowAfter())}>
          <Icon icon={editorIcons.arrowBarDown} />
        </ToolButton>
        <ToolButton label={texts.addColumn} disabled={!state.inTable} onClick={run((c) => c.addColumnAfter())}>
          <Icon icon={editorIcons.arrowBarRight} />
        </ToolButton>
        <ToolButton label={texts.deleteRow} disabled={!state.inTable} onClick={run((c) => c.deleteRow())}>
          <Icon icon={editorIcons.dashSquare} />
        </ToolButton>
        <ToolButton label={texts.deleteColumn} disabled={!state.inTable} onClick={run((c) => c.deleteColumn())}>
          <Icon icon={editorIcons.dashSquareDotted} />
        </ToolButton>
        <ToolButton label={texts.deleteTable} disabled={!state.inTable} onClick={run((c) => c.deleteTable())}>
          <Icon icon={editorIcons.xSquare} />
        </ToolButton>
        <ToolButton label={texts.undo} disabled={!state.canUndo} onClick={run((c) => c.undo())}>
          <Icon icon={editorIcons.arrowCounterclockwise} />
        </ToolButton>
        <ToolButton label={texts.redo} disabled={!state.canRedo} onClick={run((c) => c.redo())}>
          <Icon icon={editorIcons.arrowClockwise} />
        </ToolButton>
      </div>
      {panel === 'link' && <LinkPanel editor={editor} texts={texts} onClose={() => setPanel('none')} />}
      {panel === 'image' && (
        <ImagePanel editor={editor} texts={texts} onUploadImage={onUploadImage} onClose={() => setPanel('none')} />
      )}
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function ToolButton({ label, onClick, pressed, expanded, disabled, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      data-rte-button=""
      className={`btn btn-sm border rte-button ${pressed ? 'btn-dark' : 'btn-light'}`}
      aria-label={label}
      title={label}
      aria-pressed={expanded === undefined ? pressed : undefined}
      aria-expanded={expanded}
      disabled={disabled}
      tabIndex={-1}
      // Keep the editor's selection: the command runs on the text the person selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function LinkPanel({ editor, texts, onClose }: { editor: Editor; texts: RichTextEditorTexts; onClose: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);

  const submit = () => {
    const href = url.trim();
    if (!SAFE_LINK.test(href)) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  return (
    <Subform label={texts.link} onSubmit={submit} onCancel={onClose} texts={texts}>
      <label htmlFor={inputId} className="form-label small mb-0">
        {texts.linkUrl}
      </label>
      <input
        id={inputId}
        type="url"
        className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(false);
        }}
        placeholder="https://"
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on request; focus goes to its field
        autoFocus
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {texts.linkInvalid}
        </div>
      )}
    </Subform>
  );
}

interface ImagePanelProps {
  editor: Editor;
  texts: RichTextEditorTexts;
  onUploadImage: (file: File) => Promise<string>;
  onClose: () => void;
}

function ImagePanel({ editor, texts, onUploadImage, onClose }: ImagePanelProps) {
  const fileId = useId();
  const altId = useId();
  const statusId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<'idle' | 'uploading' | 'failed'>('idle');

  const submit = async () => {
    if (!file) return;
    setStatus('uploading');
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onClose();
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Subform label={texts.image} onSubmit={submit} onCancel={onClose} texts={texts} busy={status === 'uploading'}>
      <label htmlFor={fileId} className="form-label small mb-0">
        {texts.imageFile}
      </label>
      <input
        id={fileId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="form-control form-control-sm"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setStatus('idle');
        }}
        aria-describedby={status !== 'idle' ? statusId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on request; focus goes to its field
        autoFocus
      />
      <label htmlFor={altId} className="form-label small mb-0">
        {texts.imageAlt}
      </label>
      <input
        id={altId}
        type="text"
        className="form-control form-control-sm"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div id={statusId} role="status" className={status === 'failed' ? 'text-danger-emphasis small' : 'small'}>
        {status === 'uploading' ? texts.uploading : status === 'failed' ? texts.uploadFailed : ''}
      </div>
    </Subform>
  );
}

interface SubformProps {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  texts: RichTextEditorTexts;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A small inline form under the toolbar. It is a fieldset, not a <form>, because the editor usually sits
 * inside the screen's own form and forms cannot nest; Enter in its fields applies it, Escape closes it.
 */
function Subform({ label, onSubmit, onCancel, texts, busy = false, children }: SubformProps) {
  const onKeyDownCapture = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if ((event.target as HTMLElement).tagName !== 'INPUT') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-2 p-2 m-0" onKeyDownCapture={onKeyDownCapture}>
      <legend className="visually-hidden">{label}</legend>
      <div className="d-flex flex-column gap-1 flex-grow-1">{children}</div>
      <button type="button" className="btn btn-sm btn-primary" onClick={onSubmit} disabled={busy}>
        {texts.apply}
      </button>
      <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
        {texts.cancel}
      </button>
    </fieldset>
  );
}
