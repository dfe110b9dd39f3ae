import { useEffect, useState } from 'react';

/**
 * True once the element (given through the returned callback ref) has come within `margin` of the viewport, and
 * from then on. Lets a screen put off loading and drawing what sits below the fold, such as the dashboard's chart
 * on a phone, until it is scrolled to.
 */
export function useNearViewport<E extends Element>(margin = '200px') {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(false);
  // Without IntersectionObserver (old browsers, tests without a layout engine) everything counts as near.
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (near || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin, observable]);
  return [setElement, near || !observable] as const;
}
