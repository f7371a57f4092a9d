import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A header drop-down's open state: closed again by a click elsewhere, Escape, or a navigation, as
 * a person expects of a drop-down. Put `container` on the element that holds button and panel.
 */
export function useDropDown<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<T>(null);
  const { pathname } = useLocation();

  // A navigation closes it: adjusted while rendering, not in an effect (no extra commit).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return { open, setOpen, container };
}
