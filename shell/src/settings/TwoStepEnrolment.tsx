import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { errorMessageOf } from '@tutor/api';
import type { MfaEnrolment } from '@tutor/contract';
import { CodeForm } from './CodeForm';
import { useEnableTwoStepMutation } from './accountApi';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The QR code of the otpauth URL, drawn here in the browser (the secret never goes to a third party). */
function QrImage({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((drawn) => current && setSvg(drawn))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <div className="shell-settings__qr" aria-hidden="true" />;
  return (
    <img
      className="shell-settings__qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="Kode QR untuk aplikasi autentikator"
      width={192}
      height={192}
    />
  );
}

/** Step two of enabling: scan (or type the key), then confirm with the app's first code. */
export function TwoStepEnrolment({
  enrolment,
  onEnabled,
}: {
  enrolment: MfaEnrolment;
  onEnabled: (codes: string[]) => void;
}) {
  const [enable, enabling] = useEnableTwoStepMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (kode: string) => {
    setProblem(null);
    try {
      onEnabled(await enable({ kode }).unwrap());
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  return (
    <div className="shell-settings__enrolment">
      <ol className="shell-settings__steps">
        <li>
          Pindai kode QR ini dengan aplikasi autentikator (misalnya Google Authenticator, Microsoft Authenticator atau
          Aegis).
          <QrImage url={enrolment.otpauth_url} />
        </li>
        <li>
          Tidak bisa memindai? Masukkan kunci rahasia ini di aplikasi:{' '}
          <code className="shell-settings__secret" data-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </code>
        </li>
        <li>Masukkan kode 6 angka yang muncul di aplikasi.</li>
      </ol>
      <CodeForm action="Aktifkan" busy={enabling.isLoading} problem={problem} onSubmit={(code) => void submit(code)} />
    </div>
  );
}
