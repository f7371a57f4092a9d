import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, keyboard and screen-reader users land at the new page's content
 * instead of on a link that no longer exists. The first load keeps the browser's own focus.
 */
export function FocusMainOnNavigation({ targetId }: { targetId: string }): null {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
