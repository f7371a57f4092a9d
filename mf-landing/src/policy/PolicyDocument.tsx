import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_CONTACTS, whatsappLink } from '@tutor/api';
import { formatDateId, PRIVACY_POLICY_VERSION } from '@tutor/rules';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import './policy.css';

/** The customer service line: where a person asks about their data. */
export const PRIVACY_CONTACT = ADMIN_CONTACTS.find((contact) => contact.role === 'support') ?? ADMIN_CONTACTS[0];

/** "Layanan Pelanggan" on WhatsApp, as a link. */
export function PrivacyContactLink() {
  return (
    <a href={whatsappLink(PRIVACY_CONTACT.number)} target="_blank" rel="noopener noreferrer">
      {PRIVACY_CONTACT.name} (WhatsApp +{PRIVACY_CONTACT.number}, {PRIVACY_CONTACT.hours})
    </a>
  );
}

/** A legal page: its title, the version in force (the one a registration accepts) and its sections. */
export function PolicyDocument({
  title,
  description,
  other,
  children,
}: {
  title: string;
  description: string;
  /** the companion document, linked under the title */
  other: { to: string; label: string };
  children: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <article className="ui-container landing-policy">
      <h1>{title}</h1>
      <p className="landing-policy__version">
        Versi {PRIVACY_POLICY_VERSION}, berlaku sejak {formatDateId(PRIVACY_POLICY_VERSION)}. Baca juga{' '}
        <Link to={other.to}>{other.label}</Link>.
      </p>
      {children}
    </article>
  );
}
