import { isRouteErrorResponse } from 'react-router';
import { useWords } from '~/words/use-words';
import { PageMessage } from './page-message';

/** What a page says when it failed: "not found" for a 404, a calm apology for anything else. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useWords();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageMessage title={t.shell.notFoundTitle} body={t.shell.notFoundBody} documentTitle={t.shell.notFoundDocument} />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <PageMessage title={t.shell.failedTitle} body={t.shell.failedBody} documentTitle={t.shell.failedDocument} />;
}
