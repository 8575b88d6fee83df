import { Link } from 'react-router';
import { NewsletterForm } from './newsletter-form';

const COMPANY = [
  { to: '/about', label: 'Our story' },
  { to: '/properties', label: 'All jewellery' },
  { to: '/blog-s', label: 'Journal' },
];

const SUPPORT = [
  { to: '/about#shipping', label: 'Shipping & delivery' },
  { to: '/about#refund-policy', label: 'Returns & refunds' },
  { to: '/about#privacy-policy', label: 'Privacy policy' },
  { to: '/dashboard/my-order', label: 'Track my order' },
];

export function SiteFooter({ instagramUrl }: { instagramUrl?: string }) {
  return (
    <footer className="mt-12 bg-emerald pb-20 text-ivory md:pb-0 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr_1fr_1.6fr]">
        <div className="space-y-3">
          <p className="font-serif text-3xl font-semibold">Alankar</p>
          <p className="max-w-xs text-sm leading-relaxed text-ivory/75">
            Jewellery chosen with care in Dhaka since 2000. Delivered across Bangladesh.
          </p>
          {instagramUrl ? (
            <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className="inline-block text-sm text-ivory/85 underline-offset-4 hover:underline">
              Follow us on Instagram
            </a>
          ) : null}
        </div>
        <FooterLinks title="Company" links={COMPANY} />
        <FooterLinks title="Support" links={SUPPORT} />
        <NewsletterForm />
      </div>
      <div className="border-t border-ivory/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-ivory/60 sm:px-6">
          © {new Date().getFullYear()} Alankar. Prices in Bangladeshi taka.
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
