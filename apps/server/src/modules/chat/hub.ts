/**
 * The sockets connected to this process and what reaches them. Events come from the bus only (this
 * process's own included), so a reader sees a message the same way whichever process stored it:
 * the buyer's sockets of the store, and the staff sockets of members who may see the conversation
 * (the one it is with, or all of them while it waits in the queue).
 */
import type { ChatServerFrame } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.js';
import { storeBuyer } from '../catalog/buyer.js';
import { storeForBuyer } from '../catalog/queries.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { ChatEvent } from './events.js';
import * as q from './queries.js';
import { buyerImageUrl, messageViews, staffImageUrl } from './view.js';

/** Sockets that did not answer the last ping by the next one are dropped (a vanished network). */
const HEARTBEAT_MS = 30_000;

export function sendFrame(socket: WebSocket, frame: ChatServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

export class ChatHub {
  private readonly buyers = new Map<number, Set<WebSocket>>();
  private readonly staff = new Map<WebSocket, number>();
  private readonly alive = new WeakSet<WebSocket>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus<ChatEvent>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once events reach this process; a socket waits for it before catching up, so nothing falls between. */
  ready(): Promise<void> {
    return this.bus.listen({
      event: (e) => void this.deliver(e).catch((err: unknown) => this.log.error({ err }, 'chat delivery failed')),
      resumed: () => this.everySocket((s) => sendFrame(s, { type: 'resync' })),
    });
  }

  /** Sends an event to every process. The change is already committed: a lost event is caught up on reconnect, so it is logged, not thrown. */
  async publish(e: ChatEvent): Promise<void> {
    await this.bus.publish(e).catch((err: unknown) => this.log.warn({ err }, 'chat event not published'));
  }

  joinBuyer(storeId: number, socket: WebSocket): void {
    const sockets = this.buyers.get(storeId) ?? new Set();
    this.buyers.set(storeId, sockets.add(socket));
    this.watch(socket, () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.buyers.delete(storeId);
    });
  }

  joinStaff(staffId: number, socket: WebSocket): void {
    this.staff.set(socket, staffId);
    this.watch(socket, () => this.staff.delete(socket));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.bus.close();
  }

  private watch(socket: WebSocket, leave: () => void): void {
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', leave);
    this.heartbeat ??= setInterval(() => this.ping(), HEARTBEAT_MS).unref();
  }

  private ping(): void {
    this.everySocket((s) => {
      if (!this.alive.has(s)) return s.terminate();
      this.alive.delete(s);
      s.ping();
    });
  }

  private everySocket(fn: (s: WebSocket) => void): void {
    for (const set of this.buyers.values()) set.forEach(fn);
    [...this.staff.keys()].forEach(fn);
  }

  private staffWatching(staffId: number | null): WebSocket[] {
    return [...this.staff].filter(([, id]) => staffId === null || staffId === id).map(([s]) => s);
  }

  private async deliver(e: ChatEvent): Promise<void> {
    const buyers = [...(this.buyers.get(e.storeId) ?? [])];
    if (e.type === 'buyer_read') {
      if (buyers.length === 0) return;
      const conversation = await q.conversationById(this.db, e.conversationId);
      const count = conversation ? await q.unreadOf(this.db, conversation, 'buyer') : 0;
      buyers.forEach((s) => sendFrame(s, { type: 'unread', count }));
      return;
    }
    if (e.type === 'conversation') {
      // Every member's queue may change: the one it left, the one it reached, and the shared queue.
      this.staff.forEach((_, s) => sendFrame(s, { type: 'conversation', conversation_id: e.conversationId }));
      return;
    }
    const conversation = await q.conversationById(this.db, e.conversationId);
    if (!conversation) return;
    const watchers = this.staffWatching(conversation.staffId);
    if (buyers.length === 0 && watchers.length === 0) return;
    const [row, standing] = await Promise.all([q.messageById(this.db, e.messageId), storeForBuyer(this.db, e.storeId)]);
    if (!row || !standing) return;
    const buyer = storeBuyer(e.storeId, standing);
    if (buyers.length > 0) {
      const [message] = await messageViews(this.db, buyer, [row], buyerImageUrl);
      const unread = row.side === 'staff' ? await q.unreadOf(this.db, conversation, 'buyer') : undefined;
      for (const s of buyers) {
        sendFrame(s, { type: 'message', message });
        if (unread !== undefined) sendFrame(s, { type: 'unread', count: unread });
      }
    }
    if (watchers.length > 0) {
      const [message] = await messageViews(this.db, buyer, [row], staffImageUrl);
      for (const s of watchers) {
        sendFrame(s, { type: 'message', message });
        sendFrame(s, { type: 'conversation', conversation_id: conversation.id });
      }
    }
  }
}
