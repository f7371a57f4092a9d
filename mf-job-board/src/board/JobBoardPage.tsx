import { useState } from 'react';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { JobBoardNav } from '../common/JobBoardNav';
import { FilterPanel } from './FilterPanel';
import { OpeningsComingSoon } from './OpeningsComingSoon';
import { SearchByCodePanel } from './SearchByCodePanel';
import { Tabs } from './Tabs';
import { useOpeningFilter } from './useOpeningFilter';
import '../common/jobs.css';
import './board.css';

type PanelTab = 'kode' | 'filter';

/** /guru/loker-mengajar: the teacher job board (SPEC §2), list on the main side, search on the side. */
export function JobBoardPage() {
  usePageTitle('Loker Mengajar', 'Lowongan mengajar les privat untuk guru: cari berdasarkan kode atau filter program dan lokasi.');
  const controls = useOpeningFilter();
  const [tab, setTab] = useState<PanelTab>('kode');

  return (
    <div className="ui-container jobs-page">
      <h1 className="jobs-title">Loker Mengajar</h1>
      <p className="jobs-intro">Temukan siswa baru yang mencari guru les privat, lalu ajukan diri untuk mengajar.</p>
      <JobBoardNav current="new" />
      <div className="jobs-board">
        <aside className="jobs-board__side" aria-label="Cari lowongan">
          <Tabs<PanelTab>
            label="Cara mencari lowongan"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'kode', label: 'Cari Kode', panel: <SearchByCodePanel controls={controls} /> },
              { id: 'filter', label: 'Filter', panel: <FilterPanel controls={controls} /> },
            ]}
          />
        </aside>
        <section className="jobs-board__list" aria-labelledby="jobs-list-title">
          <h2 id="jobs-list-title" className="jobs-board__heading">
            Lowongan Baru
          </h2>
          <OpeningsComingSoon />
        </section>
      </div>
    </div>
  );
}
