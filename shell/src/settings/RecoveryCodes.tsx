import { useState } from 'react';
import { Button } from '@tutor/ui/Button';

/** The ten recovery codes, shown once right after enabling: copy them or download them as a text file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Kode cadangan Pintar Privat (masing-masing hanya berlaku sekali):\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Kode cadangan tersalin.');
    } catch {
      setCopied('Gagal menyalin otomatis. Pilih dan salin kodenya secara manual.');
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
    link.download = 'kode-cadangan-pintar-privat.txt';
    link.click();
  };
  return (
    <div className="shell-settings__codes" role="region" aria-label="Kode cadangan">
      <p>
        <strong>Verifikasi dua langkah aktif.</strong> Simpan kode cadangan ini di tempat aman. Setiap kode dapat
        dipakai sekali untuk masuk jika ponsel Anda hilang. Kode ini hanya ditampilkan sekarang.
      </p>
      <ol className="shell-settings__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="shell-settings__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Salin kode
        </Button>
        <Button variant="secondary" onClick={download}>
          Unduh kode
        </Button>
        <Button onClick={onDone}>Saya sudah menyimpan kodenya</Button>
      </div>
      <p role="status">{copied ?? ''}</p>
    </div>
  );
}
