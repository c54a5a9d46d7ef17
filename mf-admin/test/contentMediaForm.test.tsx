/** The media form's own logic: seo_name from the title, the video preview. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { VideoPreview } from '../src/features/media/components/VideoPreview';
import { useSeoName } from '../src/features/media/hooks/useSeoName';

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
