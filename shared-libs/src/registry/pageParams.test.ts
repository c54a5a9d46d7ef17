import { pageAddress } from '@vitrin/shared-libs/registry/pageParams';

describe('pageAddress', () => {
  test('keeps only the parameters a page reads, in one order', () => {
    expect(pageAddress('/news')).toBe('/news');
    expect(pageAddress('/news?utm_source=mail&fbclid=x')).toBe('/news');
    expect(pageAddress('/news?page=2&zz=1&lang=tr')).toBe('/news?lang=tr&page=2');
    expect(pageAddress('/search-products?search=4881&search_type=code&x=1')).toBe(
      '/search-products?search=4881&search_type=code',
    );
    expect(pageAddress('/products/bus?transporter_types=a&transporter_types=b')).toBe(
      '/products/bus?transporter_types=a&transporter_types=b',
    );
  });
});
