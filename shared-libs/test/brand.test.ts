/** The logo and the company name a visitor reads come from one place and agree in each language. */
import { companyNameFor, logoFor } from '@vitrin/shared-libs/config/brand';
import type { Brand } from '@vitrin/shared-libs/types/api';

const brand: Brand = {
  companyName: 'Vitrin Hava Süspansiyon',
  companyNameEn: 'Vitrin Air Suspension',
  companyUrl: 'https://example.com',
  logo: '/uploads/brand/logo.svg',
  logo2: '/uploads/brand/logo-white.svg',
  favicon: '/uploads/brand/favicon.svg',
  mainColor: '#0b3d6b',
  secondColor: '#e30613',
};

it('the drawn logo has a Turkish twin for Turkish, as the name does', () => {
  expect([logoFor(brand, 'tr'), companyNameFor(brand, 'tr')]).toEqual(['/uploads/brand/logo-tr.svg', 'Vitrin Hava Süspansiyon']);
  expect([logoFor(brand, 'en'), companyNameFor(brand, 'en')]).toEqual(['/uploads/brand/logo.svg', 'Vitrin Air Suspension']);
  expect(logoFor(brand, 'tr', 'logo2')).toBe('/uploads/brand/logo-white-tr.svg');
  expect(logoFor(brand, 'de')).toBe('/uploads/brand/logo.svg');
});

it('a logo staff uploaded is the same in every language', () => {
  const uploaded = { ...brand, logo: '/uploads/files/2026/11/abc.png' };
  expect(logoFor(uploaded, 'tr')).toBe('/uploads/files/2026/11/abc.png');
});
