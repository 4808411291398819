// The page: a hash router over the lobby, the game, the replay viewer and the deck
// builder, and the one WebSocket connection they share.

import { fill, loadTexts, store } from './ui.js';
import { connection, PROTOCOL } from './net.js';
import { lobbyView } from './lobby.js';
import { GameModel, gameScreen } from './board.js';
import { replayView } from './replay.js';
import { decksView } from './decks.js';

const main = document.getElementById('main');
const conn = connection();
let model = null; // the game this tab follows
let view = null; // {el, destroy}
let lobbyError = '';
let pendingReplay = null;

conn.on((m) => {
  if (m.type === 'joined') {
    model = new GameModel(m);
    conn.remember(m.room, m.token);
    if (location.hash !== `#/game/${m.room}`) location.hash = `#/game/${m.room}`;
    else route();
  } else if (m.type === 'state') {
    if (model && m.room === model.room) model.update(m);
  } else if (m.type === 'error') {
    // A refused resume: the seat is gone (the room was reclaimed).
    if (m.code === 'not_found' || (m.code === 'refused' && /token/.test(m.message))) {
      conn.forget();
      model = null;
    }
    lobbyError = m.message;
    const e = document.getElementById('lobby-error');
    if (e) e.textContent = m.message;
    else if (!model && location.hash.startsWith('#/game/')) location.hash = '#/';
  }
});

function show(v) {
  if (view && view.destroy) view.destroy();
  view = v;
  fill(main, v.el);
}

function leave() {
  conn.send({ type: 'leave' });
  conn.forget();
  model = null;
  location.hash = '#/';
}

function route() {
  const hash = location.hash || '#/';
  for (const a of document.querySelectorAll('[data-nav]')) {
    a.classList.toggle('current', hash.startsWith(`#/${a.dataset.nav === 'play' ? '' : a.dataset.nav}`) && (a.dataset.nav !== 'play' || !/^#\/(replay|decks)/.test(hash)));
  }
  let m;
  if ((m = /^#\/game\/([A-Za-z0-9]+)$/.exec(hash))) {
    const code = m[1].toUpperCase();
    if (model && model.room === code) {
      show(gameScreen(model, conn, {
        onLeave: leave,
        onReplay: (r) => { pendingReplay = r; location.hash = '#/replay'; },
      }));
      return;
    }
    // A reload, or a link: take our seat back if we hold one, else watch.
    const seat = store.get('seat');
    if (seat && seat.room === code) {
      conn.remember(seat.room, seat.token);
      conn.send({ type: 'resume', protocol: PROTOCOL, room: seat.room, token: seat.token });
    } else {
      conn.send({ type: 'watch', protocol: PROTOCOL, room: code });
    }
    fill(main, 'Joining the room…');
    return;
  }
  if ((m = /^#\/room\/([A-Za-z0-9]+)$/.exec(hash))) {
    show({ el: lobbyView(conn, { joinCode: m[1].toUpperCase(), error: lobbyError }) });
    lobbyError = '';
    return;
  }
  if (hash.startsWith('#/replay')) {
    const r = pendingReplay;
    pendingReplay = null;
    show(replayView(r));
    return;
  }
  if (hash.startsWith('#/decks')) {
    show(decksView());
    return;
  }
  show({ el: lobbyView(conn, { error: lobbyError }) });
  lobbyError = '';
}

window.addEventListener('hashchange', route);
loadTexts().then(route);
