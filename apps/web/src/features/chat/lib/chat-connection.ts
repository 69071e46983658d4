/**
 * One chat socket that survives a network drop: it reconnects by itself, asks for what it missed
 * (the last message id it has), and sends again every message not yet answered, under the same
 * client id, so the server stores each once. Used by the buyer's panel and the console alike.
 */
import { ChatServerFrame, type ChatClientFrame } from '@yc/contracts';
import { socketUrl } from './socket-url';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/** The server ended the socket because the session ended: reconnecting would not help. */
const SESSION_ENDED = 4401;
const RETRY_MS = [500, 1000, 2000, 4000, 8000, 15_000];

export interface ChatConnectionOptions {
  /** The socket's API path (/api/chat/ws, /api/admin/chat/ws). */
  path: string;
  onFrame(frame: ChatServerFrame): void;
  onStatus?(status: ConnectionStatus): void;
}

export class ChatConnection {
  private socket: WebSocket | null = null;
  private stopped = true;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** The last message id the page has, once it has history; a reconnect asks for what came after it. */
  private after: number | undefined;
  /** Sends not yet answered (ack or refusal), by client id. */
  private readonly unanswered = new Map<string, ChatClientFrame>();

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** The page holds every message up to `id`: ask now for anything after it, and again after every reconnect. */
  catchUpFrom(id: number): void {
    this.after = Math.max(this.after ?? 0, id);
    this.write({ type: 'sync', after: this.after });
  }

  /** Sends now when connected, else as soon as the socket is back; a send is repeated until answered. */
  send(frame: ChatClientFrame): void {
    if (frame.type === 'send') {
      const id = (frame.message as { client_msg_id: string }).client_msg_id;
      this.unanswered.set(id, frame);
    }
    this.write(frame);
  }

  /** Gives up a send the server refused or the page dropped. */
  forget(clientMsgId: string): void {
    this.unanswered.delete(clientMsgId);
  }

  private write(frame: ChatClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    const socket = new WebSocket(socketUrl(this.options.path + (this.after === undefined ? '' : `?after=${this.after}`)));
    this.socket = socket;
    this.options.onStatus?.('connecting');
    socket.onopen = () => {
      this.attempt = 0;
      this.options.onStatus?.('open');
      this.unanswered.forEach((frame) => this.write(frame));
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onStatus?.('closed');
      if (this.stopped || event.code === SESSION_ENDED) return;
      this.retry = setTimeout(() => this.connect(), RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)]);
      this.attempt += 1;
    };
  }

  private receive(data: unknown): void {
    let parsed: ReturnType<typeof ChatServerFrame.safeParse>;
    try {
      parsed = ChatServerFrame.safeParse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'ack' || (frame.type === 'error' && frame.client_msg_id)) this.unanswered.delete(frame.client_msg_id as string);
    if ((frame.type === 'message' || frame.type === 'ack') && this.after !== undefined) this.after = Math.max(this.after, frame.message.id);
    // The server may have missed events, or had more to catch up than one answer holds.
    if (this.after !== undefined && (frame.type === 'resync' || (frame.type === 'synced' && frame.more === 1))) this.catchUpFrom(this.after);
    this.options.onFrame(frame);
  }
}
