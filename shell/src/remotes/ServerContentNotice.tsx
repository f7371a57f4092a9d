import { useLayoutEffect, useRef } from 'react';
import { Button } from '@tutor/ui/Button';
import './serverContent.css';

interface Props {
  /** the server's HTML of the remote, taken out of the page before React rendered it */
  nodes: readonly Node[];
  onRetry: () => void;
}

/**
 * A server-rendered page whose remote could not start in the browser: what the server rendered
 * stays readable (its links are plain links, so they still open their pages), with a short
 * notice above it and Coba lagi, instead of the content being replaced by the unavailable panel.
 */
export function ServerContentNotice({ nodes, onRetry }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  // The nodes are the page's own, moved back in place: nothing is parsed again.
  useLayoutEffect(() => {
    holder.current?.replaceChildren(...nodes);
  }, [nodes]);
  return (
    <>
      <div className="shell-server-notice" role="status">
        <p className="shell-server-notice__text">
          Sebagian halaman ini belum bisa dimuat, jadi tampilannya sederhana dan beberapa tombol belum berfungsi. Isi
          dan tautannya tetap bisa dibuka.
        </p>
        <Button onClick={onRetry}>Coba lagi</Button>
      </div>
      <div className="shell-server-content" ref={holder} />
    </>
  );
}
