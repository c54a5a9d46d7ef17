/**
 * The editor's toolbar: one button per command, a WAI-ARIA toolbar (one tab stop, arrow keys move), and the link
 * or image panel it opens underneath.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as editorIcons from '@vitrin/shared-libs/ui/icons/editor';
import type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor/texts';
import { LinkPanel } from '@vitrin/shared-libs/ui/RichTextEditor/LinkPanel';
import { ImagePanel } from '@vitrin/shared-libs/ui/RichTextEditor/ImagePanel';

type Panel = 'none' | 'link' | 'image';

interface ToolbarProps {
  editor: Editor;
  texts: RichTextEditorTexts;
  onUploadImage: (file: File) => Promise<string>;
}

export function Toolbar({ editor, texts, onUploadImage }: ToolbarProps) {
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
