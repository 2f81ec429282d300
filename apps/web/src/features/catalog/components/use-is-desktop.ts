import { useMediaQuery } from '../../../components/ui/use-media-query';

// The layout's `desktop` breakpoint (app.css --breakpoint-desktop): phones up to 768 px.
const DESKTOP_QUERY = '(min-width: 48.0625rem)';

/** Whether the wide layout applies, kept in step with rotations and window resizes. */
export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
