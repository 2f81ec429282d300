import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The page answers taps from here on (a page the server rendered is on screen before): the
  // browser suite waits for this mark before it taps (apps/web/e2e/harness.ts).
  useEffect(() => void (document.documentElement.dataset.ready = ''), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
