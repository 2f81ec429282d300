import { Writable } from 'node:stream';

/*
 * Development console: pino's JSON lines turned into lines a person reads. One line per request
 * when it completes (method, path, status, time), start-up steps as plain sentences, errors with
 * their stack. Production keeps JSON (README "Environment": LOG_FORMAT).
 */

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line carries or that the sentence already says. */
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/** One readable line (or none: the "incoming request" half of a request is folded into its end). */
export function formatLogLine(line: LogLine, pending: Map<string, string>): string | null {
  if (line.msg === 'incoming request' && line.reqId) {
    pending.set(line.reqId, `${line.req?.method ?? '?'} ${line.req?.url ?? '?'}`);
    return null;
  }
  const level = LEVELS[line.level ?? 30] ?? '';
  const prefix = `${clock(line.time)} ${level ? `${level} ` : ''}`;
  if (line.msg === 'request completed' && line.reqId) {
    const what = pending.get(line.reqId) ?? 'request';
    pending.delete(line.reqId);
    const ms = typeof line.responseTime === 'number' ? ` ${Math.round(line.responseTime)} ms` : '';
    return `${prefix}${what} → ${line.res?.statusCode ?? '?'}${ms}`;
  }
  const extra = Object.entries(line)
    .filter(([key]) => !QUIET.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const error = line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : '';
  return `${prefix}${line.msg ?? ''}${extra ? `  ${extra}` : ''}${error}`;
}

/** A stream for pino that writes readable lines to `out`; anything not JSON passes through. */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const pending = new Map<string, string>();
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const raw of chunk.toString('utf8').split('\n')) {
        if (!raw.trim()) continue;
        let text: string | null = raw;
        try {
          text = formatLogLine(JSON.parse(raw) as LogLine, pending);
        } catch {
          // Not JSON: print as it came.
        }
        if (text !== null) out.write(`${text}\n`);
      }
      // A request that never completed must not be remembered for ever.
      if (pending.size > 1000) pending.clear();
      done();
    },
  });
}
