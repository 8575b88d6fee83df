import { isRouteErrorResponse } from 'react-router';
import { PageMessage } from './page-message';

/** What a page says when it failed: "not found" for a 404, a calm apology for anything else. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageMessage
        title="We couldn't find that page"
        body="The link may be old, or the piece may have sold out and been removed."
        documentTitle="Page not found · Alankar"
      />
    );
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <PageMessage
      title="Something went wrong"
      body="Please try again in a moment. If it keeps happening, message us on WhatsApp and we will help."
      documentTitle="Something went wrong · Alankar"
    />
  );
}
