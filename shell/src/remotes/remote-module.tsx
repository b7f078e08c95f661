import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@rowad/shared/federation';
import { Button, Spinner } from '@rowad/shared/ui';
import { useShellMessages } from '../messages';
import { PAGE_LIVE_EVENT } from '../start/wake';
import { loadRemotePage, resetRemote } from './remotes';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // An error, not a warning: an unreachable remote or one built against an incompatible
    // shared version (the federation runtime names the module and both versions).
    console.error('A part of the platform failed to load or render', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

function LoadFailure({ retry }: { retry: () => void }) {
  const t = useShellMessages();
  return (
    <Fallback role="alert">
      <p>{t('remoteFailed')}</p>
      <Button type="button" onClick={retry}>
        {t('retry')}
      </Button>
    </Fallback>
  );
}

/** Tells whoever waits (../start/wake.ts) that the module above it is drawn and answers input. */
function Live() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, []);
  return null;
}

interface RemoteModuleProps<P> {
  remote: RemoteName;
  module: string;
  props?: P;
  /** What shows while the module downloads; a page shows a spinner, a modal nothing. */
  loading?: ReactNode;
}

/**
 * Mounts one exposed module of a remote, isolated: if the remote cannot be reached or throws,
 * only this area shows an error with a retry, and the rest of the platform keeps working.
 */
export function RemoteModule<P extends object>({ remote, module, props, loading }: RemoteModuleProps<P>) {
  const t = useShellMessages();
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => loadRemotePage<P>(remote, module)) as unknown as ComponentType<P>,
    // A new attempt must create a new lazy component: React keeps a failed one failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <LoadFailure retry={retry} />}
    >
      <Suspense fallback={loading ?? <Spinner label={t('loading')} />}>
        <Loaded {...(props ?? ({} as P))} />
        <Live />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
