import pino from 'pino';

export type Logger = pino.Logger;

/** The server's logger: JSON lines on stdout, or on `destination` when given (tests read it). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'praxis' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
