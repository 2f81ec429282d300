import { useMediaQuery } from './use-media-query';

/** True when the visitor asked for less motion (STYLE.md "Motion": autoplay pauses). */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
