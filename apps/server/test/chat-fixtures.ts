/** Chat sockets for API tests: every frame a socket receives, and waiting for the one a test expects. */
import type { ChatServerFrame } from '@yc/contracts';
import crypto from 'node:crypto';
import WebSocket from 'ws';
import type { App } from '../src/app.js';

export interface TestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  /** The first frame (received already or later) that matches, after `from` frames. */
  next<T extends ChatServerFrame['type']>(type: T, match?: (f: Extract<ChatServerFrame, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<ChatServerFrame, { type: T }>>;
  send(frame: unknown): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

function collect(ws: WebSocket): TestSocket {
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ChatServerFrame);
    waiters.forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    // A frame arrives in milliseconds; the bound is for a machine busy with other suites (a CI run beside others).
    next(type, match = () => true, timeoutMs = 15_000) {
      type F = Extract<ChatServerFrame, { type: typeof type }>;
      const find = () => frames.find((f): f is F => f.type === type && match(f as F));
      return new Promise<F>((resolve, reject) => {
        const check = () => {
          const hit = find();
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** A socket through the app without a port (app.injectWS), as a browser with this cookie opens it. */
export async function injectSocket(app: App, url: string, cookie: string): Promise<TestSocket> {
  let socket: TestSocket | undefined;
  await app.injectWS(url, { headers: { cookie } }, { onInit: (ws) => void (socket = collect(ws)) });
  return socket as TestSocket;
}

/** A socket to a listening server (another API process of the same database). */
export async function connectSocket(address: string, path: string, cookie: string): Promise<TestSocket> {
  const ws = new WebSocket(address.replace(/^http/, 'ws') + path, { headers: { cookie } });
  const socket = collect(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return socket;
}

export const clientMsgId = (): string => crypto.randomBytes(12).toString('hex');

export const textMessage = (body: string, id = clientMsgId()) => ({ kind: 'text', client_msg_id: id, body });

/** A 1×1 PNG: the server keeps a picture only when its bytes are what its name says. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with one file part named `file`. */
export function multipartFile(name: string, data: Buffer, type = 'application/octet-stream'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----yc${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
