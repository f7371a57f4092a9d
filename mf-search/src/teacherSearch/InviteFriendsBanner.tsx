import { ButtonLink } from '@tutor/ui/Button';
import './InviteFriendsBanner.css';

/** Invite-friends banner (referral copy). */
export function InviteFriendsBanner() {
  return (
    <section className="search-invite" aria-labelledby="search-invite-title">
      <div className="ui-container">
        <div className="search-invite__box">
          <div>
            <h2 id="search-invite-title" className="search-invite__title">
              Ajak teman les, dapat komisi 10%
            </h2>
            <p className="search-invite__text">
              Bagikan kode referral Anda. Teman Anda hemat 5% untuk pesanan pertamanya, dan Anda mendapat komisi 10%
              dari total biaya lesnya, ditambah 5% dari setiap paket berikutnya.
            </p>
          </div>
          <ButtonLink to="/referral" variant="secondary" className="search-invite__link">
            Ajak Teman
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
