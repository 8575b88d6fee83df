import { Component, Suspense, type ReactNode } from 'react';
import { useWords } from '~/words/use-words';

/**
 * A part of the page whose code comes in a file of its own (`React.lazy`): the server renders it in the page, and the
 * browser takes it up once the file is here. If the file cannot come (a dropped connection, a page from before a new
 * release), the part says so and offers a reload, and the rest of the page stays.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <PartBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}

class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PartNotLoaded /> : this.props.children;
  }
}

function PartNotLoaded() {
  const { t } = useWords();
  return (
    <p role="alert" className="border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
      {t.common.partNotLoaded}{' '}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="font-medium underline underline-offset-4"
      >
        {t.common.reload}
      </button>
    </p>
  );
}
