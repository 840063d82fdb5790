import { type RefObject, useEffect, useState } from 'react';

/** Whether an element has been in the viewport (and stays true after). */
export function useInView(ref: RefObject<Element | null>) {
  const [hasBeenSeen, setHasBeenSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (hasBeenSeen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setHasBeenSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasBeenSeen]);
  return hasBeenSeen;
}
