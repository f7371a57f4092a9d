import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { MfaEnrolment } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoStepEnrolment } from './TwoStepEnrolment';
import { useDisableTwoStepMutation, useGetTwoStepStatusQuery, useStartTwoStepMutation } from './accountApi';

/** "Verifikasi dua langkah": enable it (QR, key, first code, recovery codes once), or switch it off (not an admin). */
export function TwoStepSection() {
  const status = useGetTwoStepStatusQuery();
  const [start, starting] = useStartTwoStepMutation();
  const [disable, disabling] = useDisableTwoStepMutation();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const begin = async () => {
    setProblem(null);
    try {
      setEnrolment(await start().unwrap());
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  const switchOff = async (kode: string) => {
    setProblem(null);
    try {
      await disable({ kode }).unwrap();
      setNotice('Verifikasi dua langkah dinonaktifkan.');
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isLoading) {
    body = (
      <div role="status" aria-busy="true">
        <span className="ui-visually-hidden">Memuat verifikasi dua langkah...</span>
        <Skeleton height={72} />
      </div>
    );
  } else if (status.isError || !status.data) {
    body = <UnavailablePanel what="Verifikasi dua langkah" onRetry={() => void status.refetch()} />;
  } else if (status.data.aktif) {
    body = (
      <>
        <p>
          <strong>Aktif.</strong> Setiap kali masuk, Anda memasukkan kode dari aplikasi autentikator. Kode cadangan
          tersisa: {status.data.kode_cadangan_tersisa}.
        </p>
        {status.data.wajib ? (
          <p>Akun admin wajib memakai verifikasi dua langkah, jadi tidak dapat dinonaktifkan.</p>
        ) : (
          <CodeForm
            action="Nonaktifkan"
            hint="Untuk menonaktifkan, masukkan kode dari aplikasi atau salah satu kode cadangan."
            busy={disabling.isLoading}
            problem={problem}
            onSubmit={(code) => void switchOff(code)}
          />
        )}
      </>
    );
  } else if (enrolment) {
    body = (
      <TwoStepEnrolment
        enrolment={enrolment}
        onEnabled={(recovery) => {
          setEnrolment(null);
          setNotice(null);
          setCodes(recovery);
        }}
      />
    );
  } else {
    body = (
      <>
        <p>
          {status.data.wajib
            ? 'Akun admin wajib memakai verifikasi dua langkah sebelum membuka halaman admin.'
            : 'Lindungi akun Anda: selain kata sandi, masuk juga memerlukan kode dari aplikasi autentikator di ponsel.'}
        </p>
        {problem && <p role="alert">{problem}</p>}
        <Button onClick={() => void begin()} busy={starting.isLoading}>
          {starting.isLoading ? 'Memproses...' : 'Aktifkan verifikasi dua langkah'}
        </Button>
      </>
    );
  }

  return (
    <section className="shell-settings__section" aria-labelledby="verifikasi-dua-langkah">
      <h2 id="verifikasi-dua-langkah">Verifikasi dua langkah</h2>
      {notice && <p role="status">{notice}</p>}
      {body}
    </section>
  );
}
