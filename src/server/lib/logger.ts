import pino from 'pino';
import { currentRequestId } from './request-store';

export type Logger = pino.Logger;

/**
 * The server's logger: JSON lines on stdout, or on `destination` when given (tests read it). A line
 * written while a request is served carries its id (`reqId`), whichever logger wrote it.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'praxis' },
    // Every line written while a request is served names that request.
    mixin() {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
