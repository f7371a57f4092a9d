import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROLE_DASHBOARD, useGetSessionQuery, useLogoutMutation } from '@tutor/api';
import type { Role } from '@tutor/contract';
import { ACCOUNT_LINKS } from '../common/navigation';
import { NavLinkItem } from '../common/NavLinkItem';
import { useDropDown } from '../common/useDropDown';
import { PENDING_MESSAGES_PATH } from '../notifications';
import { AUDIT_PATH } from '../audit';
import { ACCOUNT_SETTINGS_PATH } from '../settings';
import './account.css';

/** Every account has a referral code, so every menu reaches it (issue 14). */
const MY_REFERRAL = { label: 'Referral Saya', to: '/referral/saya' };
/** Every account's own settings: two-step login, active sessions, personal data. */
const MY_SETTINGS = { label: 'Pengaturan Akun', to: ACCOUNT_SETTINGS_PATH };

/** The pages each role reaches from its menu. */
const MENU_ITEMS: Record<Role, { label: string; to: string }[]> = {
  siswa: [{ label: 'Dasbor Siswa', to: ROLE_DASHBOARD.siswa }, MY_REFERRAL, MY_SETTINGS],
  guru: [
    { label: 'Loker Mengajar', to: ROLE_DASHBOARD.guru },
    { label: 'Jadwal Mengajar', to: '/guru/jadwal' },
    { label: 'Honor Mengajar', to: '/guru/honor' },
    { label: 'Profil Saya', to: '/guru/profil' },
    MY_REFERRAL,
    MY_SETTINGS,
  ],
  admin: [
    { label: 'Pesanan Les', to: '/admin/pesanan' },
    { label: 'Verifikasi Guru', to: ROLE_DASHBOARD.admin },
    { label: 'Pencairan Honor & Komisi', to: '/admin/pencairan' },
    { label: 'Ulasan Guru', to: '/admin/ulasan' },
    { label: 'Pesan Tertunda', to: PENDING_MESSAGES_PATH },
    { label: 'Platform', to: '/admin/platform' },
    { label: 'Log Audit', to: AUDIT_PATH },
    MY_REFERRAL,
    MY_SETTINGS,
  ],
};

/** Masuk/Daftar for a visitor; the account's name with its menu once logged in. */
export function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useGetSessionQuery();
  const [logout, logoutState] = useLogoutMutation();
  const { open, setOpen, container } = useDropDown<HTMLLIElement>();
  const menuId = useId();
  const navigate = useNavigate();

  if (session.isLoading) {
    return (
      <li className="shell-account__loading" role="status" aria-busy="true">
        <span className="ui-visually-hidden">Memuat akun...</span>
      </li>
    );
  }

  const user = session.data;
  if (!user) {
    return (
      <>
        {ACCOUNT_LINKS.map((item) => (
          <li key={item.to}>
            <NavLinkItem
              item={item}
              onNavigate={onNavigate}
              className={`shell-nav__account-link shell-nav__account-link--${item.to.slice(1)}`}
            />
          </li>
        ))}
      </>
    );
  }

  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    setOpen(false);
    onNavigate();
    navigate('/');
  };

  return (
    <li className="shell-account" ref={container}>
      <button
        type="button"
        className="shell-account__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="ui-visually-hidden">Menu akun </span>
        {user.nama}
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul id={menuId} className="shell-account__menu" hidden={!open}>
        {MENU_ITEMS[user.role].map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="shell-account__item" onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="shell-account__item" onClick={signOut} disabled={logoutState.isLoading}>
            {logoutState.isLoading ? 'Keluar...' : 'Keluar'}
          </button>
        </li>
      </ul>
    </li>
  );
}
