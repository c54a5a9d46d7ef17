/** Settings screens: keywords as tags, the site form's role rule, and the language creation dialogs. */
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { renderWithProviders } from '../../shared-libs/test/render';
import { LanguagesPage } from '../src/features/languages/components/LanguagesPage';
import { KeywordsInput } from '../src/features/settings/components/KeywordsInput';
import { SiteSettingsPage } from '../src/features/settings/components/SiteSettingsPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

type Answer = { status?: number; body?: unknown; network?: boolean };
/** A stand-in for the server, answering through the axios client the app uses; records every call. */
function fakeServer(route: (method: string, url: string, data: Record<string, unknown>) => Answer) {
  const calls: { method: string; url: string; data: Record<string, unknown> }[] = [];
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const method = (config.method ?? 'GET').toUpperCase();
    const url = config.url ?? '';
    const data = (config.data ?? {}) as Record<string, unknown>;
    calls.push({ method, url, data });
    const answer = route(method, url, data);
    if (answer.network) throw new Error('Network Error');
    const status = answer.status ?? 200;
    if (status >= 400) {
      const { AxiosError } = jest.requireActual('axios');
      throw new AxiosError('failed', String(status), config, null, {
        status,
        data: answer.body,
        headers: {},
        config,
        statusText: '',
      });
    }
    return { status, data: answer.body };
  }) as typeof http.request);
  return calls;
}

const ok = (data: unknown, message = 'OK') => ({ body: { success: true, message, data } });

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(showDialog).mockReset();
  jest.mocked(confirmDialog).mockReset();
});

describe('KeywordsInput', () => {
  function Harness() {
    const [keywords, setKeywords] = useState(['körük']);
    return <KeywordsInput value={keywords} onChange={setKeywords} />;
  }

  it('adds a keyword on Enter or comma, ignores duplicates and removes one with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Yeni anahtar kelime');
    await user.type(input, 'air spring{Enter}OEM,KÖRÜK{Enter}');
    const list = screen.getByRole('list', { name: 'Anahtar Kelimeler' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['körük', 'air spring', 'OEM']);
    await user.click(screen.getByRole('button', { name: 'air spring kaldır' }));
    expect(screen.queryByText('air spring')).not.toBeInTheDocument();
  });
});

describe('SiteSettingsPage', () => {
  const settings = (can_edit_scripts: boolean) => ({
    google_script: '<script>ga()</script>',
    yandex_script: '',
    fb_pixel_script: '',
    keywords: ['körük', 'OEM'],
    can_edit_scripts,
    time_zone: 'Europe/Istanbul',
  });

  it('shows an Editör the scripts read-only and sends only the keywords, comma-joined', async () => {
    const user = userEvent.setup();
    const calls = fakeServer((method) => (method === 'GET' ? ok(settings(false)) : ok(settings(false), 'Güncellendi')));
    renderWithProviders(<SiteSettingsPage />);
    const google = await screen.findByLabelText('Google Analytics kodu');
    expect(google).toHaveAttribute('readonly');
    expect(screen.getByText('Analitik kodlarını yalnızca Süper Yönetici değiştirebilir.')).toBeInTheDocument();
    // The brand is Süper Yönetici's: not shown to an Editör.
    expect(screen.queryByRole('heading', { name: 'Marka' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Yeni anahtar kelime'), 'süspansiyon{Enter}');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!;
    expect(sent.url).toBe('/api/admin/settings/site');
    expect(sent.data).toEqual({ keywords: 'körük,OEM,süspansiyon', time_zone: 'Europe/Istanbul' });
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Başarılı', text: 'Güncellendi' })),
    );
  });

  it('takes the site’s time zone from the IANA zones, the stored one chosen', async () => {
    const user = userEvent.setup();
    const calls = fakeServer((method) => (method === 'GET' ? ok(settings(false)) : ok(settings(false), 'Güncellendi')));
    renderWithProviders(<SiteSettingsPage />);
    const zone = await screen.findByLabelText('Sitenin saat dilimi');
    expect(zone).toHaveValue('Europe/Istanbul');
    expect(within(zone).getByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
    expect(screen.getByText('Planlı yayınların tarih ve saatleri bu saat diliminde yazılır ve okunur.')).toBeInTheDocument();
    await user.selectOptions(zone, 'UTC');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.data).toMatchObject({ time_zone: 'UTC' });
  });

  it('shows the field message of a refused script under the field', async () => {
    const user = userEvent.setup();
    fakeServer((method, url) => {
      if (url.endsWith('/brand'))
        return ok({
          companyName: 'A',
          companyNameEn: 'A',
          companyUrl: 'https://a.b',
          logo: '/l.png',
          logo2: '/l2.png',
          favicon: '/f.png',
          mainColor: '#000000',
          secondColor: '#ffffff',
        });
      if (method === 'GET') return ok(settings(true));
      return {
        status: 422,
        body: {
          success: false,
          message: 'İşlem Başarısız!',
          data: null,
          errors: { google_script: 'Bu Alan 20000 Karakteri Geçemez' },
        },
      };
    });
    renderWithProviders(<SiteSettingsPage />);
    const google = await screen.findByLabelText('Google Analytics kodu');
    expect(google).not.toHaveAttribute('readonly');
    await user.click(screen.getAllByRole('button', { name: 'Kaydet' })[0]!);
    expect(await screen.findByText('Bu Alan 20000 Karakteri Geçemez')).toBeInTheDocument();
    expect(google).toHaveAttribute('aria-invalid', 'true');
    // The dialog names the refused field by its label.
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Başarısız', text: 'Google Analytics kodu: Bu Alan 20000 Karakteri Geçemez' }),
    );
  });
});

describe('LanguagesPage', () => {
  const languages = [
    { id: 1, abbr: 'en', lang: 'English', is_active: true, is_default: true, missing: 0, total: 120 },
    { id: 2, abbr: 'tr', lang: 'Türkçe', is_active: true, is_default: false, missing: 3, total: 120 },
  ];

  it('lists each language with its missing texts and creates one only after confirmation', async () => {
    const user = userEvent.setup();
    const calls = fakeServer((method) => (method === 'GET' ? ok(languages) : ok({ abbr: 'de' }, 'Başarılı')));
    jest.mocked(confirmDialog).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithProviders(<LanguagesPage />);
    expect(await screen.findByRole('rowheader', { name: /Türkçe/ })).toBeInTheDocument();
    expect(screen.getByText('3 / 120')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Dil kodu'), 'de');
    await user.click(screen.getByRole('button', { name: 'Dil Oluştur' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ text: 'Sistemde Dil Oluşturulacak!' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Dil Oluştur' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/admin/languages', data: { abbr: 'de' } },
      ]),
    );
  });

  it("says 'Oluşturulamadı!' with the server's message, and 'Sunucu Hatası!' when the server fails", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    fakeServer((method) => {
      if (method === 'GET') return ok(languages);
      attempt += 1;
      return attempt === 1
        ? {
            status: 422,
            body: {
              success: false,
              message: 'Bu dil sistemde zaten var!',
              data: null,
              errors: { abbr: 'Bu dil sistemde zaten var' },
            },
          }
        : { status: 500, body: { success: false, message: 'x', data: null } };
    });
    jest.mocked(confirmDialog).mockResolvedValue(true);
    renderWithProviders(<LanguagesPage />);
    await user.type(await screen.findByLabelText('Dil kodu'), 'tr');
    await user.click(screen.getByRole('button', { name: 'Dil Oluştur' }));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Oluşturulamadı!', text: 'Bu dil sistemde zaten var!' }),
      ),
    );
    expect(screen.getByLabelText('Dil kodu')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Dil Oluştur' }));
    await waitFor(() => expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Sunucu Hatası!' })));
  });

  it("says 'Sistem hatası oluştu! Tekrar Deneyiniz!' when activation fails", async () => {
    const user = userEvent.setup();
    fakeServer((method) =>
      method === 'GET'
        ? ok([
            ...languages,
            { id: 3, abbr: 'de', lang: 'Deutsch', is_active: false, is_default: false, missing: 120, total: 120 },
          ])
        : { network: true },
    );
    renderWithProviders(<LanguagesPage />);
    // Every text missing: asked first.
    jest.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Aktifleştir (Deutsch)' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Deutsch henüz çevrilmedi', confirmText: 'Evet, Aktifleştir' }),
    );
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sistem hatası oluştu! Tekrar Deneyiniz!' })),
    );
  });
});
