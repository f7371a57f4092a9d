import { useId, useState } from 'react';
import { useGetSessionQuery } from '@tutor/api';
import { ACCOUNT_MESSAGES } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { JobBoardNav } from '../common/JobBoardNav';
import { RenewalOffers } from '../offers';
import { FilterPanel } from './FilterPanel';
import {
  ALL_OPENINGS,
  openingQueryOf,
  searchOfCode,
  searchOfFilter,
  type OpeningSearch,
  type OpeningSort,
} from './openingSearch';
import { OpeningList } from './OpeningList';
import { ListToolbar } from './ListToolbar';
import { SearchByCodePanel } from './SearchByCodePanel';
import { Tabs } from './Tabs';
import { useOpeningFilter } from './useOpeningFilter';
import '../common/jobs.css';
import '../common/jobCards.css';
import './board.css';

type PanelTab = 'kode' | 'filter';

/** /guru/loker-mengajar: the teacher job board, list on the main side, search on the side. */
export function JobBoardPage() {
  usePageTitle(
    'Loker Mengajar',
    'Lowongan mengajar les privat untuk guru: cari berdasarkan kode atau filter program dan lokasi.',
  );
  const controls = useOpeningFilter();
  const [tab, setTab] = useState<PanelTab>('kode');
  const [search, setSearch] = useState<OpeningSearch>(ALL_OPENINGS);
  const [sort, setSort] = useState<OpeningSort>('terbaru');
  // The shell's guard has already asked for the session, so this reads its cache entry.
  const session = useGetSessionQuery();
  // every teacher not yet verified (in onboarding, or declined) may look but not apply
  const pending = session.data?.role === 'guru' && session.data.status !== 'terverifikasi';
  const noticeId = useId();

  return (
    <div className="ui-container jobs-page">
      <h1 className="jobs-title">Loker Mengajar</h1>
      <p className="jobs-intro">Temukan siswa baru yang mencari guru les privat, lalu ajukan diri untuk mengajar.</p>
      <JobBoardNav current="new" />
      {pending && (
        <div id={noticeId} className="jobs-notice">
          <p>
            <strong>{ACCOUNT_MESSAGES.waitForVerification}.</strong> Anda sudah bisa melihat lowongan; tombol Apply
            aktif setelah admin memverifikasi akun Anda.
          </p>
          <ButtonLink to="/guru/profil" variant="secondary" size="small">
            Lihat profil
          </ButtonLink>
        </div>
      )}
      {!pending && <RenewalOffers />}
      <div className="jobs-board">
        <aside className="jobs-board__side" aria-label="Cari lowongan">
          <Tabs<PanelTab>
            label="Cara mencari lowongan"
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'kode',
                label: 'Cari Kode',
                panel: <SearchByCodePanel controls={controls} onSearch={(code) => setSearch(searchOfCode(code))} />,
              },
              {
                id: 'filter',
                label: 'Filter',
                panel: <FilterPanel controls={controls} onApply={(filter) => setSearch(searchOfFilter(filter))} />,
              },
            ]}
          />
        </aside>
        <section className="jobs-board__list" aria-labelledby="jobs-list-title">
          <ListToolbar
            search={search}
            sort={sort}
            onSort={setSort}
            onShowAll={() => {
              controls.reset();
              setSearch(ALL_OPENINGS);
            }}
          />
          <OpeningList query={openingQueryOf(search, sort)} blockedBy={pending ? noticeId : undefined} />
        </section>
      </div>
    </div>
  );
}
