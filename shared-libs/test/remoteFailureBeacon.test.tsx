/**
 * The browser side of a release's health (docs/deployment.md, "A team's release"): a region whose remote fails to
 * load, or throws while rendering, reports it once to POST /api/releases/beacon with the remote, the release the
 * page named and the kind — and nothing else.
 */
import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { BEACON_URL, forgetReports } from '@vitrin/shared-libs/federation/beacon';
import { forgetRemoteModules, RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';

// The federation runtime is the boundary: the test decides whether the remote's entry arrives.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);

const CANARY = 'https://cdn.example.com/catalogue/2/mf-manifest.json';
let sent: { url: string; init: RequestInit }[];

beforeEach(() => {
  setRuntimeConfig({
    remotes: { mf_public: '/p.json', mf_auth: '/a.json', mf_admin: '/d.json', mf_catalogue: CANARY },
    brand: {} as RuntimeConfig['brand'],
    defaultLanguage: 'en',
    siteUrl: 'http://site.test',
  });
  document.body.innerHTML = '<script id="vitrin-csrf" type="application/json">"csrf-of-the-page"</script>';
  forgetReports();
  forgetRemoteModules();
  sent = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 200 });
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const beacons = () =>
  sent.filter((request) => request.url === BEACON_URL).map((request) => JSON.parse(String(request.init.body)));

it("a remote whose entry cannot be loaded is reported once, with its release and 'entry' only", async () => {
  load.mockRejectedValue(new Error('remoteEntry.js 503'));
  render(<RemoteModule id="mf_catalogue/public" exportName="public" />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(beacons()).toEqual([{ remote: 'mf_catalogue', release: CANARY, kind: 'entry' }]);
  const request = sent[0]!.init;
  expect(request).toEqual(expect.objectContaining({ method: 'POST', keepalive: true }));
  expect(request.headers).toEqual(expect.objectContaining({ 'x-csrf-token': 'csrf-of-the-page' }));
});

it("a module that throws while rendering is reported as 'render'", async () => {
  const Broken = () => {
    throw new Error('undefined is not a function');
  };
  load.mockResolvedValue(() => ({ public: Broken }));
  render(<RemoteModule id="mf_catalogue/public" exportName="public" />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(beacons()).toEqual([{ remote: 'mf_catalogue', release: CANARY, kind: 'render' }]);
});

it("a module whose factory fails is reported as 'module'", async () => {
  load.mockResolvedValue(() => Promise.reject(new Error('chunk 42 failed')));
  render(<RemoteModule id="mf_catalogue/public" exportName="public" />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(beacons()).toEqual([{ remote: 'mf_catalogue', release: CANARY, kind: 'module' }]);
});
