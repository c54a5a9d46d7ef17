import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RichTextEditor, { type RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor';

// jsdom has no layout; ProseMirror measures the selection to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const zeroRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = zeroRect;
Element.prototype.getClientRects = noRects;
document.elementFromPoint = () => null;

const texts: RichTextEditorTexts = {
  toolbar: 'Metin biçimlendirme',
  paragraph: 'Paragraf',
  heading2: 'Başlık 2',
  heading3: 'Başlık 3',
  bold: 'Kalın',
  italic: 'İtalik',
  bulletList: 'Madde işaretli liste',
  orderedList: 'Numaralı liste',
  link: 'Bağlantı ekle',
  unlink: 'Bağlantıyı kaldır',
  linkUrl: 'Bağlantı adresi',
  linkInvalid: 'Yalnızca http, https, mailto ve tel bağlantıları',
  image: 'Görsel ekle',
  imageFile: 'Görsel dosyası',
  imageAlt: 'Görsel açıklaması',
  uploading: 'Yükleniyor…',
  uploadFailed: 'Görsel yüklenemedi',
  table: 'Tablo ekle',
  addRow: 'Satır ekle',
  addColumn: 'Sütun ekle',
  deleteRow: 'Satırı sil',
  deleteColumn: 'Sütunu sil',
  deleteTable: 'Tabloyu sil',
  undo: 'Geri al',
  redo: 'Yinele',
  apply: 'Uygula',
  cancel: 'Vazgeç',
};

function Harness({
  initial = '<p>Merhaba dünya</p>',
  upload = async () => '/uploads/images/a.webp',
  onHtml = () => {},
}: {
  initial?: string;
  upload?: (file: File) => Promise<string>;
  onHtml?: (html: string) => void;
}) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="İçerik (TR)"
        value={html}
        onChange={(next) => {
          setHtml(next);
          onHtml(next);
        }}
        onUploadImage={upload}
        texts={texts}
      />
      <button type="button" onClick={() => setHtml('<p>Dışarıdan gelen</p>')}>
        Yeniden yükle
      </button>
      <output aria-label="HTML">{html}</output>
    </>
  );
}

const output = () => screen.getByRole('status', { name: 'HTML' });

describe('RichTextEditor', () => {
  it('shows a labelled editing area with the given content and a named toolbar', () => {
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: 'İçerik (TR)' });
    expect(area).toHaveTextContent('Merhaba dünya');
    expect(area).toHaveAttribute('aria-multiline', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Metin biçimlendirme' });
    for (const name of ['Başlık 2', 'Kalın', 'İtalik', 'Madde işaretli liste', 'Bağlantı ekle', 'Görsel ekle', 'Tablo ekle']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(toolbar).toBeInTheDocument();
  });

  it('is one tab stop whose arrow keys move between the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const first = screen.getByRole('button', { name: 'Paragraf' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Kalın' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Başlık 2' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // Wraps round to the last enabled button.
    expect(screen.getByRole('button', { name: 'Tablo ekle' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('drops an image whose source is not an upload or http(s), with its handler', () => {
    render(
      <Harness initial={'<p>Yapıştırıldı <img src="x" onerror="alert(1)"></p><img src="/uploads/editor/a.webp" alt="A">'} />,
    );
    const area = screen.getByRole('textbox', { name: 'İçerik (TR)' });
    expect(area).toHaveTextContent('Yapıştırıldı');
    expect(area.querySelectorAll('img')).toHaveLength(1);
    expect(area.querySelector('img')).toHaveAttribute('src', '/uploads/editor/a.webp');
    expect(area.querySelector('[onerror]')).toBeNull();
  });

  it('turns the paragraph into a heading and reports the HTML', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness onHtml={onHtml} />);
    await user.click(screen.getByRole('button', { name: 'Başlık 2' }));
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<h2>Merhaba dünya</h2>'));
    expect(screen.getByRole('button', { name: 'Başlık 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('accepts https, mailto and tel links and refuses javascript: ones', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness initial="" onHtml={onHtml} />);
    await user.click(screen.getByRole('button', { name: 'Bağlantı ekle' }));
    const field = screen.getByLabelText('Bağlantı adresi');
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(screen.getByText('Yalnızca http, https, mailto ve tel bağlantıları')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onHtml).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'tel:+902120000000{Enter}');
    await waitFor(() => expect(onHtml).toHaveBeenCalled());
    expect(onHtml.mock.calls.at(-1)?.[0]).toContain('href="tel:+902120000000"');
    expect(screen.queryByLabelText('Bağlantı adresi')).not.toBeInTheDocument();
  });

  it('uploads an image through the caller and inserts it with its alternative text', async () => {
    const user = userEvent.setup();
    const upload = jest.fn(async () => '/uploads/images/abc.webp');
    const onHtml = jest.fn();
    render(<Harness upload={upload} onHtml={onHtml} />);
    await user.click(screen.getByRole('button', { name: 'Görsel ekle' }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'yay.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Görsel dosyası'), file);
    await user.type(screen.getByLabelText('Görsel açıklaması'), 'Körük');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(onHtml).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith(file);
    expect(onHtml.mock.calls.at(-1)?.[0]).toContain('<img src="/uploads/images/abc.webp" alt="Körük">');
  });

  it('says so when the upload fails and inserts nothing', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness upload={() => Promise.reject(new Error('422'))} onHtml={onHtml} />);
    await user.click(screen.getByRole('button', { name: 'Görsel ekle' }));
    await user.upload(screen.getByLabelText('Görsel dosyası'), new File(['x'], 'x.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Görsel yüklenemedi')).toBeInTheDocument();
    expect(onHtml).not.toHaveBeenCalled();
  });

  it('inserts a table and then offers the row and column actions', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness onHtml={onHtml} />);
    expect(screen.getByRole('button', { name: 'Satır ekle' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tablo ekle' }));
    await waitFor(() => expect(onHtml.mock.calls.at(-1)?.[0]).toContain('<table'));
    expect(screen.getByRole('button', { name: 'Satır ekle' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Satır ekle' }));
    expect((onHtml.mock.calls.at(-1)?.[0].match(/<tr>/g) ?? []).length).toBe(4);
  });

  it('takes a new value from outside without reporting it back', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness onHtml={onHtml} />);
    await user.click(screen.getByRole('button', { name: 'Yeniden yükle' }));
    expect(screen.getByRole('textbox', { name: 'İçerik (TR)' })).toHaveTextContent('Dışarıdan gelen');
    expect(onHtml).not.toHaveBeenCalled();
    expect(output()).toHaveTextContent('<p>Dışarıdan gelen</p>');
  });
});
