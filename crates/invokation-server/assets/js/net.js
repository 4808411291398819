// The WebSocket connection to the server (docs/protocol.md): requests with an id get
// their answer as a promise; `state` and other pushed messages go to listeners. After a
// lost connection it reconnects and resumes the seat kept in localStorage.

import { store } from './ui.js';

export const PROTOCOL = 1;

export class Connection {
  constructor() {
    this.listeners = new Set();
    this.pending = new Map();
    this.nextId = 1;
    this.queue = [];
    this.closedByUs = false;
    this.retry = 0;
    this.resumeOnOpen = null;
    this.open();
  }

  open() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    this.ws = new WebSocket(`${proto}//${location.host}/ws`);
    this.ws.onopen = () => {
      this.retry = 0;
      this.setStatus('connected');
      if (this.resumeOnOpen) this.ws.send(JSON.stringify(this.resumeOnOpen));
      for (const m of this.queue.splice(0)) this.ws.send(m);
    };
    this.ws.onmessage = (e) => {
      let m;
      try {
        m = JSON.parse(e.data);
      } catch {
        return;
      }
      if (m.id !== undefined && this.pending.has(m.id)) {
        const { resolve } = this.pending.get(m.id);
        this.pending.delete(m.id);
        resolve(m);
        return;
      }
      for (const l of [...this.listeners]) l(m);
    };
    this.ws.onclose = () => {
      this.setStatus('disconnected');
      for (const { resolve } of this.pending.values()) resolve({ type: 'error', code: 'closed', message: 'connection lost' });
      this.pending.clear();
      if (this.closedByUs) return;
      // Reconnect with a growing pause, and take the seat back.
      const wait = Math.min(5000, 300 * 2 ** this.retry++);
      setTimeout(() => this.open(), wait);
    };
  }

  setStatus(s) {
    const el = document.getElementById('conn');
    if (el) {
      el.textContent = s;
      el.className = 'conn ' + s;
    }
  }

  /** Sends a message (queued until the socket is open). */
  send(msg) {
    const text = JSON.stringify(msg);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
    else this.queue.push(text);
  }

  /** Sends a request and resolves with its answer (or an error message). */
  request(msg) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve });
      this.send({ ...msg, id });
    });
  }

  on(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Remembers the seat to resume after a reconnect (and after a reload). */
  remember(room, token) {
    if (token) {
      store.set('seat', { room, token });
      this.resumeOnOpen = { type: 'resume', protocol: PROTOCOL, room, token };
    } else {
      this.resumeOnOpen = { type: 'watch', protocol: PROTOCOL, room };
    }
  }

  forget() {
    store.set('seat', null);
    this.resumeOnOpen = null;
  }
}

let shared = null;

/** The page's one connection. */
export function connection() {
  if (!shared) shared = new Connection();
  return shared;
}
