// Types for node-version.mjs (plain JavaScript so that it runs on any Node; see there).
export function satisfies(version: string, range: string): boolean;
export function refusal(version: string, range: string): string | null;
export function endOfLifeWarning(version: string, today: string): string | null;
