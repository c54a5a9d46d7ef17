/**
 * A rich-text (HTML) editor on TipTap: headings, bold/italic, lists, links (http, https, mailto, tel only),
 * tables and images uploaded to the server by the caller's `onUploadImage`. Every text is passed in by the
 * caller, in its own language. This module owns the TipTap editor and keeps it and the caller's value in step;
 * the toolbar and its panels are in their own modules beside it.
 */
import { useEffect, useId, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor/texts';
import { editorExtensions } from '@vitrin/shared-libs/ui/RichTextEditor/extensions';
import { EDITOR_CSS } from '@vitrin/shared-libs/ui/RichTextEditor/styles';
import { Toolbar } from '@vitrin/shared-libs/ui/RichTextEditor/Toolbar';

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

const EMPTY_DOC = '<p></p>';

/** The editor's HTML, with an empty document as ''. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

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
    extensions: editorExtensions(),
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
