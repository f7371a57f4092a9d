import { useSearchParams } from 'react-router-dom';
import { DiscountClaimBox } from '@tutor/ui/DiscountClaimBox';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useLazySearchFeePackagesQuery } from '../api/feeSearchApi';
import { FeeResults } from './FeeResults';
import { FeeSearchForm } from './FeeSearchForm';
import { feeResultsView } from './feeResultsView';
import './feeSearch.css';
import { useGetPackagePricesQuery } from '@tutor/api';

/** The query key /program uses to preselect a program (its jenjang id). */
export const PROGRAM_QUERY_KEY = 'program';

function programFromQuery(value: string | null): string | null {
  return value !== null && /^\d+$/.test(value) ? value : null;
}

/** /biaya-les: the fee search. */
export function FeeSearchPage() {
  usePageTitle(
    'Biaya Les Privat',
    'Cek biaya les privat online dan offline sesuai program, jumlah siswa dan lokasi Anda.',
  );
  const [query] = useSearchParams();
  const initialProgramId = programFromQuery(query.get(PROGRAM_QUERY_KEY));
  const defaultList = useGetPackagePricesQuery();
  const [searchPackages, search] = useLazySearchFeePackagesQuery();
  const view = feeResultsView(defaultList, search);

  return (
    <div className="search-fee">
      <section className="search-fee__hero" aria-labelledby="search-fee-title">
        <div className="ui-container">
          <h1 id="search-fee-title" className="search-fee__title">
            Cek Biaya Les Privat
          </h1>
          <p className="search-fee__lead">
            Pilih sistem belajar, program, jumlah siswa dan lokasi. Semua harga sudah termasuk diskon 25%.
          </p>
          {/* keyed so that following another /program link starts the form over with that program */}
          <FeeSearchForm
            key={initialProgramId ?? ''}
            initialProgramId={initialProgramId}
            onSearch={(params) => void searchPackages(params)}
            searching={search.isFetching}
          />
        </div>
      </section>
      <div className="ui-container">
        <FeeResults
          view={view}
          programId={view.searched && search.originalArgs ? String(search.originalArgs.jenjang_id) : null}
        />
      </div>
      <section className="search-fee__discount" aria-label="Diskon 25%">
        <div className="ui-container">
          <DiscountClaimBox
            title="Info Diskon 25% Biaya Les"
            description="Semua harga di atas sudah termasuk diskon 25%, tanpa kode. Masukkan nomor WhatsApp Anda dan admin kami akan mengirim info lewat WhatsApp."
          />
        </div>
      </section>
    </div>
  );
}
