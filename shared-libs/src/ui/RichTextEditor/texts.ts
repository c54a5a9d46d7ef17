/** Every text the rich-text editor shows, passed in by the caller in its own language. */
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
