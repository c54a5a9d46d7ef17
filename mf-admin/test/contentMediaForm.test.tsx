/** The media form's own logic: seo_name from the title, the video preview, and the unsaved-changes guard. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { VideoPreview } from '../src/features/content/components/VideoPreview';
import { useSeoName } from '../src/features/content/hooks/useSeoName';
import { useUnsavedChangesGuard } from '../src/features/content/hooks/useUnsavedChangesGuard';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

function SeoForm({ stored = null }: { stored?: string | null }) {
  const [title, setTitle] = useState('');
  const seo = useSeoName(stored);
  return (
    <>
      <label htmlFor="title">Başlık</label>
      <input
        id="title"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          seo.onTitle(event.target.value);
        }}
      />
      <label htmlFor="seo">SEO adı</label>
      <input id="seo" value={seo.value} onChange={(event) => seo.onEdit(event.target.value)} />
      <button type="button" onClick={() => seo.regenerate(title)}>
        Başlıktan üret
      </button>
    </>
  );
}

describe('seo_name from the title', () => {
  it('follows a new item’s title with Turkish letters mapped, until the person writes their own', async () => {
    const user = userEvent.setup();
    render(<SeoForm />);
    await user.type(screen.getByLabelText('Başlık'), 'Yeni Ürün Şöleni');
    expect(screen.getByLabelText('SEO adı')).toHaveValue('yeni-urun-soleni');

    await user.clear(screen.getByLabelText('SEO adı'));
    await user.type(screen.getByLabelText('SEO adı'), 'kendi-adim');
    await user.type(screen.getByLabelText('Başlık'), ' İstanbul');
    expect(screen.getByLabelText('SEO adı')).toHaveValue('kendi-adim');

    await user.click(screen.getByRole('button', { name: 'Başlıktan üret' }));
    expect(screen.getByLabelText('SEO adı')).toHaveValue('yeni-urun-soleni-istanbul');
    await user.type(screen.getByLabelText('Başlık'), ' Çağrı');
    expect(screen.getByLabelText('SEO adı')).toHaveValue('yeni-urun-soleni-istanbul-cagri');
  });

  it('keeps a stored item’s seo_name when the title changes, and follows again once the field is emptied', async () => {
    const user = userEvent.setup();
    render(<SeoForm stored="eski-adres" />);
    await user.type(screen.getByLabelText('Başlık'), 'Yeni');
    expect(screen.getByLabelText('SEO adı')).toHaveValue('eski-adres');
    await user.clear(screen.getByLabelText('SEO adı'));
    await user.type(screen.getByLabelText('Başlık'), ' Başlık');
    expect(screen.getByLabelText('SEO adı')).toHaveValue('yeni-baslik');
  });
});

describe('VideoPreview', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s as a sandboxed player', (url, embed) => {
    render(<VideoPreview url={url} />);
    const frame = screen.getByTitle('Video önizlemesi');
    expect(frame).toHaveAttribute('src', embed);
    expect(frame).toHaveAttribute('sandbox');
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'data:text/html,<script>alert(1)</script>',
  ])('shows no player for %s and says which links it takes', (url) => {
    const { container } = render(<VideoPreview url={url} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Yalnızca YouTube veya Vimeo bağlantısı girilebilir');
  });

  it('shows nothing while the field is empty', () => {
    const { container } = render(<VideoPreview url="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});

function GuardedForm({ id = 'text', label = 'Metin' }: { id?: string; label?: string }) {
  const [text, setText] = useState('');
  useUnsavedChangesGuard(text !== '');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/other">Başka sayfa</Link>
    </>
  );
}

function guardedApp() {
  return render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<GuardedForm />} />
        <Route path="/other" element={<h1>Başka sayfa açıldı</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useUnsavedChangesGuard', () => {
  beforeEach(() => {
    jest.mocked(confirmDialog).mockReset();
    // The MemoryRouter does not follow the window's history, where the guard keeps its entry: each test starts clean.
    window.history.replaceState(null, '', '/');
  });

  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    guardedApp();
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    expect(await screen.findByRole('heading', { name: 'Başka sayfa açıldı' })).toBeInTheDocument();
    expect(confirmDialog).not.toHaveBeenCalled();
  });

  it('asks before leaving with changes: staying keeps the form, leaving goes on', async () => {
    const user = userEvent.setup();
    guardedApp();
    await user.type(screen.getByLabelText('Metin'), 'taslak');

    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kaydedilmemiş değişiklikler' }));
    await waitFor(() => expect(screen.getByLabelText('Metin')).toHaveValue('taslak'));
    expect(screen.queryByRole('heading', { name: 'Başka sayfa açıldı' })).toBeNull();

    jest.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    expect(await screen.findByRole('heading', { name: 'Başka sayfa açıldı' })).toBeInTheDocument();
  });

  it('asks on the browser’s Back button too, and lets Back work in one step once the changes are gone', async () => {
    const user = userEvent.setup();
    guardedApp();
    const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.vitrinUnsavedGuard);
    expect(onGuardEntry()).toBe(false);

    await user.type(screen.getByLabelText('Metin'), 'taslak');
    expect(onGuardEntry()).toBe(true);

    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    window.history.back();
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kaydedilmemiş değişiklikler' })),
    );
    // Staying puts the guard back in front of the form, with the changes kept.
    await waitFor(() => expect(onGuardEntry()).toBe(true));
    expect(screen.getByLabelText('Metin')).toHaveValue('taslak');

    await user.clear(screen.getByLabelText('Metin'));
    await waitFor(() => expect(onGuardEntry()).toBe(false));
    expect(confirmDialog).toHaveBeenCalledTimes(1);
  });

  it('asks once on Back when two forms of one page have changes', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <GuardedForm id="slide" label="Slayt metni" />
        <GuardedForm id="icon" label="İkon metni" />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Slayt metni'), 'a');
    await user.type(screen.getByLabelText('İkon metni'), 'b');

    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    window.history.back();
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    await waitFor(() => expect((window.history.state as Record<string, unknown> | null)?.vitrinUnsavedGuard).toBe(true));
    expect(confirmDialog).toHaveBeenCalledTimes(1);
  });

  it('asks the browser before closing or reloading the tab while there are changes', async () => {
    const user = userEvent.setup();
    guardedApp();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Metin'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
