import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http, onHttpStatus } from '@vitrin/shared-libs/api/http';
import { axiosBaseQuery } from '@vitrin/shared-libs/api/baseQuery';

/** The network stops at axios' adapter: each test says what the server answers. */
function answer(status: number, data: unknown): { seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { seen };
}

beforeEach(() => {
  document.body.innerHTML = '<script id="vitrin-csrf" type="application/json">"csrf-123"</script>';
  localStorage.clear();
});

describe('the shared HTTP client', () => {
  it('sends X-Requested-With and X-CSRF-TOKEN on every call', async () => {
    const { seen } = answer(200, { success: true, message: '', data: [] });
    await http.get('/api/pages/categories');
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]?.headers.get('X-CSRF-TOKEN')).toBe('csrf-123');
  });

  it('adds the bearer token to admin calls only', async () => {
    localStorage.setItem('token', 'tok');
    const { seen } = answer(200, { success: true, message: '', data: null });
    await http.get('/api/admin/status');
    await http.get('/api/pages/categories');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[1]?.headers.get('Authorization')).toBeUndefined();
  });

  it('reports a failed status to its listeners and leaves the error to the caller', async () => {
    answer(401, { success: false, message: 'Unauthenticated', data: null });
    const reported: [number, string][] = [];
    const stop = onHttpStatus((status, url) => reported.push([status, url]));
    await expect(http.get('/api/admin/status')).rejects.toThrow();
    stop();
    expect(reported).toEqual([[401, '/api/admin/status']]);
  });
});

describe('the RTK Query base query', () => {
  const api = { signal: new AbortController().signal } as Parameters<typeof axiosBaseQuery>[1];

  it('returns the envelope on success', async () => {
    answer(200, { success: true, message: 'ok', data: [1] });
    expect(await axiosBaseQuery('/api/x', api, {})).toEqual({ data: { success: true, message: 'ok', data: [1] } });
  });

  it('turns success: false into an error carrying the server message', async () => {
    answer(200, { success: false, message: 'E-Mail veya Şifre Hatalı!', data: null });
    expect(await axiosBaseQuery('/api/x', api, {})).toEqual({
      error: { status: 200, data: { success: false, message: 'E-Mail veya Şifre Hatalı!', data: null } },
    });
  });

  it('returns HTTP failures as { error } with their status and body', async () => {
    answer(422, { success: false, message: 'Invalid', data: null, errors: { email: 'required' } });
    const result = await axiosBaseQuery('/api/x', api, {});
    expect(result).toMatchObject({ error: { status: 422, data: { errors: { email: 'required' } } } });
  });

  it('names a missing answer a NETWORK failure', async () => {
    http.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    expect(await axiosBaseQuery('/api/x', api, {})).toMatchObject({ error: { status: 'NETWORK' } });
  });
});
