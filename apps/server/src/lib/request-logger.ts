import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';
import type { AppConfig } from '../config.js';
import { LOG_OPTIONS } from './log-redact.js';

type Line = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * A request's logger that makes its pino child (the one binding the request's id) only when the
 * request first writes a line its level lets through. Fastify makes that child for every request,
 * and making it costs more than answering a suggestion from memory, while most requests write
 * nothing.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made.child(bindings, options);
  }

  #write(level: Level, line: Line): void {
    if (((this.#child as Logger | undefined) ?? this.parent).isLevelEnabled(level)) {
      (this.#made[level] as (...a: Line) => void)(...line);
    }
  }

  fatal(...line: Line): void {
    this.#write('fatal', line);
  }

  error(...line: Line): void {
    this.#write('error', line);
  }

  warn(...line: Line): void {
    this.#write('warn', line);
  }

  info(...line: Line): void {
    this.#write('info', line);
  }

  debug(...line: Line): void {
    this.#write('debug', line);
  }

  trace(...line: Line): void {
    this.#write('trace', line);
  }

  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`. A route with a level or serializers of its own gets its child at
 * once, as Fastify would make it.
 */
const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level || options.serializers
    ? logger.child(bindings, options)
    : (new RequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger);

/** An answer that took this long is logged (at `warn`) even when requests are not. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request lines: none when a request arrives, and one when its answer has gone, for every
 * request or (by default) only for a slow one. Written through the server's logger with the
 * request's id as a field, so a quiet request still makes no child. The default leaves the access
 * log to the proxy in front: a line for every request costs a suggestion a third of its throughput.
 */
class RequestLines extends LogController {
  constructor(private readonly everyRequest: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const slow = ms >= SLOW_REQUEST_MS;
    if (!error && !slow && !this.everyRequest) return;
    const line = { reqId: request.id, req: request, res: reply, responseTime: ms };
    if (error) request.server.log.error({ ...line, err: error }, 'request errored');
    else if (slow) request.server.log.warn(line, 'slow request');
    else request.server.log.info(line, 'request completed');
  }
}

/** Fastify's logging options: pino at the configured level, writing to `stream`, secrets blanked. */
export function requestLogging(
  config: Pick<AppConfig, 'logLevel' | 'logRequests'>,
  stream: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory' | 'logController'> {
  return {
    logger: { ...LOG_OPTIONS, level: config.logLevel, stream },
    childLoggerFactory: lazyRequestLogger,
    logController: new RequestLines(config.logRequests),
  };
}
