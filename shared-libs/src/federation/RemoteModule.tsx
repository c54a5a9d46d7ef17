/**
 * Renders one export of a federated module behind Suspense and an error boundary. When the remote cannot be
 * loaded, a fallback in the page's language offers Retry, which builds a fresh lazy component and fetches
 * the remote again; the rest of the page keeps working.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, remoteEntry } from '@vitrin/shared-libs/federation/remotes';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { RemoteName } from '@vitrin/shared-libs/types/api';

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[vitrin] ${this.props.remote} failed to render`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container my-5" data-remote-fallback={this.props.remote}>
        <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-3" role="alert">
          <span>{federationText('failed')}</span>
          <button type="button" className="btn btn-light" onClick={this.props.onRetry}>
            {federationText('retry')}
          </button>
        </div>
      </div>
    );
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

function lazyRemote(id: `${RemoteName}/${string}`, exportName: string): ComponentType<object> {
  const key = lazyKey(id, exportName);
  let component = lazyComponents.get(key);
  if (!component) {
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
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    lazyComponents.delete(lazyKey(id, exportName));
    setAttempt((n) => n + 1);
  };
  const Loaded = lazyRemote(id, exportName);
  return (
    <RemoteErrorBoundary key={attempt} remote={id} onRetry={retry}>
      <Suspense fallback={loading ?? <Spinner label={federationText('loading')} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per export in lazyComponents; only Retry replaces it */}
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
