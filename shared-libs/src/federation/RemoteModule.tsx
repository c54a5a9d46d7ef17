/**
 * Renders one export of a federated module behind Suspense and an error boundary. When the remote cannot be
 * loaded, a fallback in the page's language offers Retry, which builds a fresh lazy component and fetches
 * the remote again; the browser also retries by itself, waiting longer each time; the rest of the page keeps
 * working. A remote the server could not have for this page (the runtime config's `unavailable`) shows the
 * fallback at once, on the server (the page answers 503) and in the browser until its first retry
 * (docs/architecture.md, "A remote that fails"). A region the server rendered whose browser files then fail keeps
 * the server's markup (read from the page as hydration starts), readable with its plain links, under a short notice
 * and Retry: the error box never replaces content the visitor already has.
 */
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { I18nContext } from 'react-i18next';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { loadRemoteModule, remoteEntry } from '@vitrin/shared-libs/federation/remotes';
import { failureKind, reportRemoteFailure } from '@vitrin/shared-libs/federation/beacon';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { ServerPageContext } from '@vitrin/shared-libs/ssr/serverPage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { RemoteName } from '@vitrin/shared-libs/types/api';

/** The wait before the browser's retry number `attempt` (from 0): 2 s, 4 s, 8 s … one minute at most. */
export const retryDelay = (attempt: number): number => Math.min(60_000, 2000 * 2 ** attempt);

/** Remotes retried since the page started: the page's `unavailable` list no longer holds for them. */
const retried = new Set<string>();

/** Whether the page came with this remote's region fallen back (the server could not have its release). */
function startsUnavailable(remote: RemoteName): boolean {
  if (retried.has(remote)) return false;
  try {
    return getRuntimeConfig().unavailable?.includes(remote) ?? false;
  } catch {
    return false;
  }
}

/**
 * The markup the server rendered in a region (its wrapper's `data-remote-region`, the same useId on both sides),
 * read as hydration starts, before React can replace it; null on the server, in a client-rendered region, or when
 * the server rendered the fallback there.
 */
function serverMarkup(region: string): string | null {
  if (typeof document === 'undefined') return null;
  const node = [...document.querySelectorAll('[data-remote-region]')].find(
    (element) => element.getAttribute('data-remote-region') === region,
  );
  if (!node || node.childElementCount === 0 || node.querySelector('[data-remote-fallback]')) return null;
  return node.innerHTML;
}

/** The server's markup of a region, shown as it came (its links are plain links: they still work). */
function KeptMarkup({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface FailedRegionProps {
  remote: string;
  attempt: number;
  onRetry: () => void;
  /** The server's markup of the region, kept in place of the error box. */
  kept?: string | null;
}

/** The fallback of a remote's region: a short message in the page's language and Retry, retried by itself. */
function FailedRegion({ remote, attempt, onRetry, kept }: FailedRegionProps) {
  // On the server, the render's language (there is no document); in the browser, the same.
  const lang = useContext(I18nContext)?.i18n?.language;
  useEffect(() => {
    const timer = setTimeout(onRetry, retryDelay(attempt));
    return () => clearTimeout(timer);
  }, [attempt, onRetry]);
  if (kept) {
    return (
      <>
        <div className="container my-2" data-remote-fallback={remote} data-remote-kept="">
          <div
            className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 mb-0"
            role="status"
          >
            <span>{federationText('kept', lang)}</span>
            <button type="button" className="btn btn-sm btn-light" onClick={onRetry}>
              {federationText('retry', lang)}
            </button>
          </div>
        </div>
        <KeptMarkup html={kept} />
      </>
    );
  }
  return (
    <div className="container my-5" data-remote-fallback={remote}>
      <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-3" role="alert">
        <span>{federationText('failed', lang)}</span>
        <button type="button" className="btn btn-light" onClick={onRetry}>
          {federationText('retry', lang)}
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  remote: string;
  attempt: number;
  onRetry: () => void;
  kept: string | null;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[vitrin] ${this.props.remote} failed to render`, error);
    // The release's health (docs/deployment.md, "A team's release"): the API hears of it.
    reportRemoteFailure(this.props.remote.split('/')[0] as RemoteName, failureKind(error));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { remote, attempt, onRetry, kept } = this.props;
    return <FailedRegion remote={remote} attempt={attempt} onRetry={onRetry} kept={kept} />;
  }
}

export interface RemoteModuleProps<P extends object> {
  id: `${RemoteName}/${string}`;
  /** The export to render; the module's default export unless named. */
  exportName?: string;
  props?: P;
  /** Shown while the remote loads (default: a spinner). */
  loading?: ReactNode;
}

/**
 * One lazy component per module export and remote entry, kept until a Retry drops it (React caches a rejected
 * lazy forever). A new entry (on the server: a newly published build) gets components of its own.
 */
const lazyComponents = new Map<string, ComponentType<object>>();

const lazyKey = (id: `${RemoteName}/${string}`, exportName: string) =>
  `${remoteEntry(id.split('/')[0] as RemoteName)}#${id}#${exportName}`;

/** Drops every kept component, so the next render loads the remotes again (the server, after a failed render). */
export function forgetRemoteModules(): void {
  lazyComponents.clear();
}

/** The entry each remote's kept components were made for. */
const keptEntries = new Map<string, string>();

function lazyRemote(id: `${RemoteName}/${string}`, exportName: string): ComponentType<object> {
  const key = lazyKey(id, exportName);
  let component = lazyComponents.get(key);
  if (!component) {
    // A remote's new release replaces its last one: the components made for another entry of it go, so nothing
    // here keeps a release's modules once it has left service (docs/performance.md, "Release switches").
    const remote = id.split('/')[0] as RemoteName;
    const entry = remoteEntry(remote);
    if (keptEntries.get(remote) !== entry) {
      for (const known of [...lazyComponents.keys()]) if (known.includes(`#${remote}/`)) lazyComponents.delete(known);
      keptEntries.set(remote, entry);
    }
    component = lazy(async () => {
      const module = await loadRemoteModule<Record<string, ComponentType<object>>>(id);
      const exported = module[exportName];
      if (!exported) throw new Error(`${id} has no export ${exportName}`);
      return { default: exported };
    });
    lazyComponents.set(key, component);
  }
  return component;
}

export function RemoteModule<P extends object>({ id, exportName = 'default', props, loading }: RemoteModuleProps<P>) {
  const remote = id.split('/')[0] as RemoteName;
  const [attempt, setAttempt] = useState(0);
  const page = useContext(ServerPageContext);
  const region = useId();
  // Read once, at the first render: in a hydrating page, the server's markup is still in place then.
  const [kept] = useState(() => serverMarkup(region));
  const retry = useCallback(() => {
    retried.add(remote);
    lazyComponents.delete(lazyKey(id, exportName));
    setAttempt((n) => n + 1);
  }, [remote, id, exportName]);
  if (attempt === 0 && startsUnavailable(remote)) {
    // The page's main content could not render: crawlers are told to come back (503 with Retry-After).
    page?.setStatus(503);
    return <FailedRegion remote={id} attempt={attempt} onRetry={retry} />;
  }
  const Loaded = lazyRemote(id, exportName);
  return (
    <div data-remote-region={region} style={{ display: 'contents' }}>
      <RemoteErrorBoundary key={attempt} remote={id} attempt={attempt} onRetry={retry} kept={kept}>
        <Suspense fallback={kept ? <KeptMarkup html={kept} /> : (loading ?? <Spinner label={federationText('loading')} />)}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per export in lazyComponents; only Retry replaces it */}
          <Loaded {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
