import { usePageTitle } from '@tutor/ui/usePageTitle';
import { BestTeachers } from './BestTeachers';
import { HowToOrder } from './HowToOrder';
import { InviteFriendsBanner } from './InviteFriendsBanner';
import { TeacherSearchHero } from './TeacherSearchHero';
import { TeacherSearchResults } from './TeacherSearchResults';
import { newSearch, searchParamsOf } from './teacherSearchUrl';
import { useTeacherSearchUrl } from './useTeacherSearchUrl';
import './teacherSearch.css';

/** /cari-pengajar: best teachers by default, or a search with filters; all state in the URL. */
export function TeacherSearchPage() {
  usePageTitle(
    'Cari Guru Privat',
    'Cari guru les privat terbaik sesuai program dan lokasi Anda, di rumah atau online.',
  );
  const [state, go] = useTeacherSearchUrl();
  const params = searchParamsOf(state);

  return (
    <div className="search-teacher">
      <TeacherSearchHero
        key={`${state.programId ?? ''}|${state.locationId ?? ''}`}
        searched={state}
        onSearch={(programId, location) => go(newSearch(programId, String(location.value), location.label))}
      />
      <div className="ui-container search-teacher__main">
        {params ? (
          <TeacherSearchResults state={state} params={params} go={go} />
        ) : (
          <BestTeachers page={state.page} onPage={(page) => go({ ...state, page })} />
        )}
      </div>
      <HowToOrder />
      <InviteFriendsBanner />
    </div>
  );
}
