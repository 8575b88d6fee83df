import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { NewsletterForm } from './newsletter-form';
import { ShopContactLines } from './shop-contact';
import type { ShopContact } from '@alankar/shared/settings';

export function SiteFooter({ instagramUrl, contact }: { instagramUrl?: string; contact?: ShopContact }) {
  const { t, fill } = useWords();
  const company = [
    { to: '/about', label: t.shell.ourStory },
    { to: '/properties', label: t.shell.allJewellery },
    { to: '/blog-s', label: t.shell.journal },
  ];
  const support = [
    { to: '/about#shipping', label: t.shell.shipping },
    { to: '/about#refund-policy', label: t.shell.returns },
    { to: '/about#privacy-policy', label: t.shell.privacy },
    { to: '/track-order', label: t.shell.trackOrder },
    { to: '/size-guide', label: t.shell.sizeGuide },
  ];
  return (
    <footer className="mt-12 bg-emerald pb-20 text-ivory md:pb-0 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr_1fr_1.6fr]">
        <div className="space-y-3">
          <p className="font-serif text-3xl font-semibold">Alankar</p>
          <p className="max-w-xs text-sm leading-relaxed text-ivory/75">
            {t.shell.footerAbout}
          </p>
          {contact ? <ShopContactLines contact={contact} className="text-sm text-ivory/75" /> : null}
          {instagramUrl ? (
            <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className="inline-block text-sm text-ivory/85 underline-offset-4 hover:underline">
              {t.shell.followInstagram}
            </a>
          ) : null}
        </div>
        <FooterLinks title={t.shell.company} links={company} />
        <FooterLinks title={t.shell.support} links={support} />
        <NewsletterForm />
      </div>
      <div className="border-t border-ivory/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-ivory/60 sm:px-6">
          {fill(t.shell.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.18em] text-gold-light uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-ivory/85 hover:text-ivory hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
