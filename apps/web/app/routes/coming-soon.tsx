import { PageMessage } from '~/ui/page-message';

export function meta() {
  return [{ title: 'Coming soon · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ComingSoon() {
  return (
    <PageMessage
      title="Coming soon"
      body="We are putting the finishing touches on this page. In the meantime, our whole collection is open."
    />
  );
}
