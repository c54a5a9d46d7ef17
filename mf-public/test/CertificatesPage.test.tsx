/** Certificates open in a lightbox (close button, Escape, next/previous); the link stays the picture's address. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../shared-libs/test/render';
import { CertificatesPage } from '../src/features/documents/components/CertificatesPage';
import { fakeServer, ok, useEnglish } from './server';

const image = (name: string) => ({ url: `/uploads/${name}.png`, width: 800, height: 1100, variants: [] });
const certificate = (id: number, title: string) => ({
  id,
  title_en: title,
  title_tr: title,
  image: image(`cert-${id}`),
  document: null,
  queue: id,
});

beforeAll(() => useEnglish());

it('a certificate opens in a lightbox with next/previous, closes by its button and Escape; its link is the picture', async () => {
  const user = userEvent.setup();
  fakeServer({
    'GET /api/pages/certificates': ok([certificate(1, 'ISO 9001'), certificate(2, 'IATF 16949')]),
    'GET /api/pages/content': ok({ title_en: 'Certificates', body_en: '' }),
    'GET /api/pages/breadcrumbs': ok({}),
  });
  renderWithProviders(<CertificatesPage />, { area: 'public', path: '/certificates' });
  const link = await screen.findByRole('link', { name: 'ISO 9001' });
  // Without script the link leads to the picture itself.
  expect(link).toHaveAttribute('href', '/uploads/cert-1.png');

  await user.click(link);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('ISO 9001'));
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('IATF 16949')));
  await user.click(within(dialog).getByRole('button', { name: /Previous/ }));
  await waitFor(() => expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('ISO 9001')));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The focus goes back to the certificate that opened it.
  expect(link).toHaveFocus();

  await user.click(link);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
