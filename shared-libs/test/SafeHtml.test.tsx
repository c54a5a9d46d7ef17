import { render, screen } from '@testing-library/react';
import { purifyHtml, SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';

it('renders the allowed rich text: headings, lists, links and uploaded images', () => {
  render(
    <SafeHtml
      className="content"
      html={
        '<h2>Hava Süspansiyonu</h2><ul><li>Körük</li></ul>' +
        '<p><a href="https://example.com" target="_blank">Katalog</a> <a href="mailto:info@example.com">Mail</a></p>' +
        '<img src="/uploads/pages/2026/11/a.webp" alt="Ürün">'
      }
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Hava Süspansiyonu' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Körük');
  const link = screen.getByRole('link', { name: 'Katalog' });
  expect(link).toHaveAttribute('href', 'https://example.com');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:info@example.com');
  expect(screen.getByRole('img', { name: 'Ürün' })).toHaveAttribute('src', '/uploads/pages/2026/11/a.webp');
});

it('renders nothing executable: scripts, handlers, javascript: links, foreign images and styles are gone', () => {
  const { container } = render(
    <SafeHtml
      as="section"
      html={
        '<p onclick="alert(1)" style="color:red">Metin</p><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">Tıkla</a><a href="java&#x09;script:alert(4)">İki</a>' +
        '<img src="data:image/svg+xml,<svg onload=alert(5)>" alt="Kötü"><svg><script>alert(6)</script></svg>' +
        '<iframe src="https://evil.example"></iframe>'
      }
    />,
  );
  const section = container.querySelector('section')!;
  expect(section.querySelector('script, svg, iframe, [onclick], [style]')).toBeNull();
  expect(screen.getByText('Metin')).toBeInTheDocument();
  expect(screen.getByText('Tıkla')).not.toHaveAttribute('href');
  expect(screen.getByText('İki')).not.toHaveAttribute('href');
  expect(screen.queryByRole('img', { name: 'Kötü' })).not.toBeInTheDocument();
});

it('purifyHtml: empty input gives an empty string, a target other than _blank is dropped', () => {
  expect(purifyHtml(null)).toBe('');
  expect(purifyHtml('<a href="/tr/urunler" target="_top">Ürünler</a>')).toBe('<a href="/tr/urunler">Ürünler</a>');
});
