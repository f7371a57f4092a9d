import { useClock } from '@tutor/api';
import { formatInstantId } from '@tutor/rules';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

function leftText(ms: number): string {
  if (ms <= 0) return 'waktu pembayaran habis';
  const minutes = Math.ceil(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `sisa ${hours} jam ${minutes % 60} menit` : `sisa ${minutes} menit`;
}

/** "Bayar sebelum …" and the time left, counted down once a minute on the page's clock. */
export function TimeLeft({ until }: { until: string }) {
  const clock = useClock();
  const [now, setNow] = useState(() => clock());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return (
    <p className="payment-time">
      Bayar sebelum {formatInstantId(until)} ({leftText(Date.parse(until) - now)}).
    </p>
  );
}
