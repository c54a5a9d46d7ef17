import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { HEADER_LOGOUT_DELAY_MS, logout } from '@vitrin/shared-libs/session/logout';
import { signedIn, signedOut, userLoaded } from '@vitrin/shared-libs/session/sessionSlice';
import { followOtherTabs, watchSessionExpiry } from '@vitrin/shared-libs/session/sessionWatch';
import { setupAdminStore } from '@vitrin/shared-libs/store/adminStore';

const user = { name: 'Ayşe Yılmaz', email: 'ayse@vitrin.test', role_group: 'Editör' as const };
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

/** What reached the network: method, URL and the bearer sent. */
let sent: { url: string; authorization: string | null }[];

function serverAnswers(status: number | 'down') {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({ url: config.url ?? '', authorization: (config.headers.get('Authorization') as string | null) ?? null });
    if (status === 'down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: { success: status < 400, message: '', data: null }, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

beforeEach(() => {
  localStorage.clear();
  sent = [];
  serverAnswers(200);
});
afterEach(() => jest.useRealTimers());

function signedInStore(expiresIn = 3600, now = Date.now()) {
  const store = setupAdminStore();
  store.dispatch(signedIn({ token: 'token-abc', user, expiresIn, now }));
  return store;
}

describe('the session slice (token, expiry, current user kept locally)', () => {
  it('keeps the token under the key `token`, the expiry from expires_in, and the user', () => {
    const store = signedInStore(28800, T0);
    expect(store.getState().session).toEqual({ token: 'token-abc', user, expiresAt: T0 + 28800 * 1000 });
    expect(localStorage.getItem('token')).toBe('token-abc');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(Number(localStorage.getItem('expires_at'))).toBe(T0 + 28800 * 1000);
  });

  it('a new store (a reload) starts from what local storage holds', () => {
    signedInStore(60, T0);
    expect(setupAdminStore().getState().session).toEqual({ token: 'token-abc', user, expiresAt: T0 + 60_000 });
  });

  it('signing out clears token, user and expiry, in the store and in local storage', () => {
    const store = signedInStore();
    store.dispatch(userLoaded({ ...user, name: 'Ayşe Y.' }));
    store.dispatch(signedOut());
    expect(store.getState().session).toEqual({ token: null, user: null, expiresAt: null });
    expect(['token', 'user', 'expires_at'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});

describe('logout', () => {
  it('tells the server with the token and clears the session, leaving the page to its gate', async () => {
    const store = signedInStore();
    const navigate = jest.fn();
    await store.dispatch(logout({ redirect: 'none', navigate }));
    expect(sent).toEqual([{ url: '/api/admin/logout', authorization: 'Bearer token-abc' }]);
    expect(store.getState().session).toEqual({ token: null, user: null, expiresAt: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores the server’s errors: a 500 or no answer still logs out', async () => {
    for (const failure of [500, 401, 'down'] as const) {
      serverAnswers(failure);
      const store = signedInStore();
      await store.dispatch(logout({ redirect: 'none' }));
      expect(store.getState().session.token).toBeNull();
    }
  });

  it('the header’s choice: the site origin after exactly 600 ms', async () => {
    jest.useFakeTimers();
    const store = signedInStore();
    const navigate = jest.fn();
    const done = store.dispatch(logout({ redirect: 'origin', navigate }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().session.token).toBeNull();
    await jest.advanceTimersByTimeAsync(HEADER_LOGOUT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(HEADER_LOGOUT_DELAY_MS).toBe(600);
    expect(navigate).toHaveBeenCalledWith(window.location.origin);
  });

  it('after a 401 there is nothing to revoke: no call, the session ends, the caller navigates', async () => {
    const store = signedInStore();
    const navigate = jest.fn();
    await store.dispatch(logout({ redirect: 'none', notifyServer: false, navigate }));
    expect(sent).toEqual([]);
    expect(store.getState().session.token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('watchSessionExpiry (an expired session logs out on start, else a timer at expiry)', () => {
  it('on start, a session whose expiry has passed is reported at once', () => {
    jest.useFakeTimers({ now: T0 });
    signedInStore(60, T0 - 61_000);
    const store = setupAdminStore();
    const onExpired = jest.fn();
    const stop = watchSessionExpiry(store, onExpired);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('otherwise a timer fires at the expiry, not a millisecond before', () => {
    jest.useFakeTimers({ now: T0 });
    const store = signedInStore(5, T0);
    const onExpired = jest.fn(() => store.dispatch(signedOut()));
    const stop = watchSessionExpiry(store, onExpired);
    jest.advanceTimersByTime(4999);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows the session: a new sign-in moves the timer, a logout cancels it', () => {
    jest.useFakeTimers({ now: T0 });
    const store = setupAdminStore();
    const onExpired = jest.fn();
    const stop = watchSessionExpiry(store, onExpired);
    store.dispatch(signedIn({ token: 'a', user, expiresIn: 10, now: T0 }));
    jest.advanceTimersByTime(5000);
    store.dispatch(signedIn({ token: 'b', user, expiresIn: 10, now: Date.now() }));
    jest.advanceTimersByTime(9999);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);

    store.dispatch(signedIn({ token: 'c', user, expiresIn: 10, now: Date.now() }));
    store.dispatch(signedOut());
    jest.advanceTimersByTime(20_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a session longer than setTimeout can wait (25 days) still expires on time', () => {
    jest.useFakeTimers({ now: T0 });
    const days25 = 25 * 24 * 3600;
    const store = signedInStore(days25, T0);
    const onExpired = jest.fn();
    const stop = watchSessionExpiry(store, onExpired);
    jest.advanceTimersByTime(days25 * 1000 - 1);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('followOtherTabs (several open tabs agree)', () => {
  /** What the browser does in this tab when another tab writes local storage. */
  function otherTabWrites(change: () => void, key: string | null) {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  }

  it('a logout in another tab ends this tab’s session', () => {
    const store = signedInStore();
    const stop = followOtherTabs(store);
    otherTabWrites(() => ['token', 'user', 'expires_at'].forEach((key) => localStorage.removeItem(key)), 'token');
    expect(store.getState().session).toEqual({ token: null, user: null, expiresAt: null });
    stop();
  });

  it('a sign-in in another tab is taken over; unrelated keys change nothing', () => {
    const store = setupAdminStore();
    const stop = followOtherTabs(store);
    otherTabWrites(() => localStorage.setItem('remembered_email', 'x@vitrin.test'), 'remembered_email');
    expect(store.getState().session.token).toBeNull();
    otherTabWrites(() => {
      localStorage.setItem('token', 'from-other-tab');
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('expires_at', String(T0));
    }, 'token');
    expect(store.getState().session).toEqual({ token: 'from-other-tab', user, expiresAt: T0 });
    // localStorage.clear() in another tab arrives with key null.
    otherTabWrites(() => localStorage.clear(), null);
    expect(store.getState().session.token).toBeNull();
    stop();
  });
});
