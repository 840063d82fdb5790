import { createValueStore } from './value-store';

const query = window.matchMedia('(prefers-reduced-motion: reduce)');
const reduced = createValueStore(query.matches);
query.addEventListener('change', (event) => reduced.set(event.matches));

/** Whether the reader asked the system for less motion: no runs, turns or opening animations then. */
export const prefersReducedMotion = reduced.get;
export const useReducedMotion = reduced.useValue;
