import { useState } from 'react';
import { useGetJenjangOptionsQuery, useLogFetchFailure } from '@tutor/api';
import type { SelectOption } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { Select } from '@tutor/ui/Select';
import { idOf, optionById } from '../common/options';
import { LocationSelect } from './LocationSelect';
import type { TeacherSearchState } from './teacherSearchUrl';

export const NO_CHOICE_HEADLINE = 'Mau cari guru privat apa?';

export function headlineFor(program: SelectOption | null, location: SelectOption | null): string {
  return program && location
    ? `Les Privat ${program.label} dengan guru-guru terbaik di ${location.label}`
    : NO_CHOICE_HEADLINE;
}

export interface TeacherSearchHeroProps {
  /** the search in the URL; the selects start from it */
  searched: TeacherSearchState;
  onSearch: (programId: string, location: SelectOption) => void;
}

/**
 * The headline and the search bar. The choices here are a draft until Cari Pengajar is pressed;
 * the parent remounts this (by key) when the URL's search changes, e.g. on Back.
 */
export function TeacherSearchHero({ searched, onSearch }: TeacherSearchHeroProps) {
  const programs = useGetJenjangOptionsQuery();
  useLogFetchFailure('cari-pengajar: jenjang', programs.error);
  const [programId, setProgramId] = useState(searched.programId);
  const [location, setLocation] = useState<SelectOption | null>(
    searched.locationId ? { value: searched.locationId, label: searched.locationLabel ?? searched.locationId } : null,
  );
  const program = optionById(programs.data, programId);

  const search = () => {
    if (program && location) onSearch(String(program.value), location);
  };

  return (
    <section className="search-teacher-hero" aria-labelledby="search-teacher-title">
      <div className="ui-container">
        <h1 id="search-teacher-title" className="search-teacher-hero__title">
          {headlineFor(program, location)}
        </h1>
        <p className="search-teacher-hero__lead">
          Guru privat terverifikasi untuk les di rumah atau online. Pilih program dan lokasi, lalu temukan guru yang
          cocok.
        </p>
        {/* A search landmark rather than a <form>: Enter belongs to the selects, and React would
            build FormData for a submit that starts a router transition, which nothing here needs. */}
        <div className="search-teacher-bar" role="search" aria-label="Cari pengajar">
          <Select
            label="Program"
            options={programs.data ?? []}
            value={program}
            onChange={(option) => setProgramId(idOf(option))}
            isSearchable
            isLoading={programs.isLoading}
            placeholder="Pilih program"
          />
          <LocationSelect value={location} onChange={setLocation} />
          <Button size="large" className="search-teacher-bar__submit" disabled={!program || !location} onClick={search}>
            Cari Pengajar
          </Button>
        </div>
      </div>
    </section>
  );
}
