import type { ShopContact } from '@alankar/shared/settings';
import { useWords } from '~/words/use-words';

/** The shop's phone, email, address, trade licence and Digital Business ID, as the owner entered them. */
export function ShopContactLines({ contact, className = '' }: { contact: ShopContact; className?: string }) {
  const { t, num, fill } = useWords();
  return (
    <address className={`space-y-1 not-italic ${className}`} data-testid="shop-contact">
      <p>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
          {fill(t.shell.callUs, { phone: num(contact.phone) })}
        </a>
      </p>
      {contact.email ? (
        <p>
          <a href={`mailto:${contact.email}`} className="break-all hover:underline">
            {contact.email}
          </a>
        </p>
      ) : null}
      <p>{contact.address}</p>
      {contact.tradeLicence ? <p>{fill(t.shell.tradeLicence, { number: contact.tradeLicence })}</p> : null}
      {contact.dbid ? <p>{fill(t.shell.dbid, { number: contact.dbid })}</p> : null}
    </address>
  );
}
