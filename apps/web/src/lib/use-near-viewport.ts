import { useEffect, useState } from 'react';

/**
 * True once the element (given through the returned callback ref) has come within `margin` of the viewport, and
 * from then on. Lets a screen put off loading and drawing what sits below the fold, such as the dashboard's chart
 * on a phone, until it is scrolled to.
 */
export function useNearViewport<E extends Element>(margin = '200px') {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near] as const;
}
