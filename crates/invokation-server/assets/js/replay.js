// The replay viewer: open a replay file (the command line's --record format, or a game's
// "Download replay"), the server runs it again, and the frames are stepped through here.

import { h, fill } from './ui.js';
import { boardView, resultText } from './board.js';

/** The replay view; `initial` is a replay object to open at once (from a finished game). */
export function replayView(initial) {
  const status = h('p.status#replay-status', 'Open a replay file (JSON, as `invokation play --record` or `match --record` writes it).');
  const boardBox = h('div.boardbox');
  const logBox = h('div.log#replay-log');
  const counter = h('span#frame-counter');
  const slider = h('input#frame-slider', { type: 'range', min: 0, max: 0, value: 0 });
  let data = null;
  let at = 0;

  function show() {
    if (!data) return;
    const f = data.frames[at];
    slider.value = at;
    fill(counter, `decision ${at} of ${data.frames.length - 1}`);
    const names = data.players.map((p, i) => `p${i + 1} ${p || ''}`);
    fill(boardBox, boardView(f.board, 0, names, {}));
    const lines = [];
    data.frames.slice(0, at + 1).forEach((fr, i) => {
      if (fr.action) lines.push(h('div.line.action' + (i === at ? '.current' : ''), `▶ ${fr.action}`));
      for (const l of fr.log) lines.push(h('div.line', l));
    });
    fill(logBox, lines);
    logBox.scrollTop = logBox.scrollHeight;
  }

  function go(n) {
    if (!data) return;
    at = Math.max(0, Math.min(data.frames.length - 1, n));
    show();
  }

  async function open(replay) {
    fill(status, 'Running the replay…');
    let r;
    try {
      r = await fetch('/api/replay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof replay === 'string' ? replay : JSON.stringify(replay) });
    } catch (e) {
      fill(status, h('span.error', `The server cannot be reached: ${e}`));
      return;
    }
    const body = await r.json().catch(() => ({ error: 'the server sent no JSON' }));
    if (!r.ok) {
      fill(status, h('span.error', body.error || `error ${r.status}`));
      return;
    }
    data = body;
    slider.max = data.frames.length - 1;
    fill(status,
      `${data.players.filter(Boolean).join(' vs ') || 'Replay'}: ${data.frames.length - 1} decisions, `,
      data.result ? resultText(data.result, null) : 'unfinished',
      data.diverged ? h('span.error', ` (the engine no longer follows the file: ${data.diverged})`) : '');
    go(0);
  }

  const file = h('input#replay-file', {
    type: 'file', accept: '.json,application/json',
    onchange: async (e) => {
      const f = e.target.files[0];
      if (f) open(await f.text());
    },
  });
  slider.addEventListener('input', () => go(Number(slider.value)));
  const keys = (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
    if (e.key === 'ArrowRight') go(at + 1);
    if (e.key === 'ArrowLeft') go(at - 1);
  };
  document.addEventListener('keydown', keys);

  const el = h('div.replay',
    h('div.controls',
      file,
      h('button#replay-first', { onclick: () => go(0) }, '⏮'),
      h('button#replay-back', { onclick: () => go(at - 1) }, '◀ Back'),
      h('button#replay-forward', { onclick: () => go(at + 1) }, 'Forward ▶'),
      h('button#replay-last', { onclick: () => go(Infinity) }, '⏭'),
      slider, counter),
    status,
    h('div.gamebody', h('div.left', boardBox), h('aside.right', h('h3', 'Log'), logBox)));
  if (initial) open(initial);
  return { el, destroy: () => document.removeEventListener('keydown', keys) };
}
