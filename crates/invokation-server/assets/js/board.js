// The game screen: the board drawn from the server's `state` messages, and the player's
// decision made by clicking. Every clickable thing comes from the options the server's
// action generator offers (docs/protocol.md): what is not offered cannot be clicked.

import { h, fill, text, die, cost, download } from './ui.js';

/** What one client knows of one room: the latest state and log of each seat it sees. */
export class GameModel {
  constructor(joined) {
    this.room = joined.room;
    this.mode = joined.mode;
    this.seats = joined.seats;
    this.token = joined.token;
    this.states = {};
    this.logs = {};
    this.onchange = null;
  }

  /** Takes a `state` message. */
  update(m) {
    const key = m.seat ?? 'spectator';
    this.states[key] = m;
    if (m.log_start === 0 || !this.logs[key]) this.logs[key] = m.log.slice();
    else this.logs[key].push(...m.log);
    if (this.onchange) this.onchange(key);
  }
}

const PHASE = {
  redraw: 'Redraw', choose_active: 'Choose characters', roll: 'Roll Phase', action: 'Action Phase',
  end: 'End Phase', game_over: 'Game over',
};

function entityList(list, cls, clickable) {
  if (!list || !list.length) return null;
  return h(`div.${cls}`, list.map((e, i) => {
    const click = clickable && clickable(i);
    return h('div.entity' + (click ? '.clickable' : ''), {
      title: `${e.name}\n${text.entity(e.id)}`,
      onclick: click || null,
      dataset: { id: e.id },
    },
    h('span.ename', e.name),
    e.usage ? h('span.usage', { title: 'usages' }, e.usage) : null,
    e.duration !== null && e.duration !== undefined ? h('span.duration', { title: 'rounds left' }, `${e.duration}r`) : null);
  }));
}

function characterCard(ch, i, side, opts) {
  const active = side.active === i;
  const click = opts.charClick && opts.charClick(i);
  const classes = ['character', `el-${ch.element || 'none'}`];
  if (active) classes.push('active');
  if (!ch.alive) classes.push('defeated');
  if (click) classes.push('clickable');
  if (opts.charMark && opts.charMark(i)) classes.push('marked');
  const skillText = ch.skills.map((s) => `${s.name}: ${text.skill(s.id)}`).join('\n');
  return h('div', {
    class: classes.join(' '),
    onclick: click || null,
    title: `${ch.name}\n${skillText}`,
    dataset: { index: i, name: ch.name },
  },
  h('div.cname', ch.name),
  h('div.hp', { title: 'HP' }, ch.alive ? `${ch.hp}` : '✕', h('small', `/${ch.max_hp}`)),
  h('div.energy', { title: `energy ${ch.energy}/${ch.max_energy}` },
    Array.from({ length: ch.max_energy }, (_, k) => h('span.pip' + (k < ch.energy ? '.full' : '')))),
  ch.aura.length ? h('div.aura', ch.aura.map((a) => h(`span.aurael.f-${a}`, a))) : null,
  entityList(ch.equipment, 'equipment'),
  entityList(ch.statuses, 'statuses'));
}

/** Draws one side. `opts` says what may be clicked. */
function sideView(side, seat, label, opts) {
  return h(`section.side.seat-${seat}`,
    h('div.sidehead',
      h('strong', label),
      side.declared_end ? h('span.badge', 'round ended') : null,
      side.plunge ? h('span.badge', 'plunging') : null,
      side.legend_used ? h('span.badge', 'legend used') : null,
      h('span.counts', `deck ${side.deck_count} · hand ${side.hand_count} · dice ${side.dice_count}`)),
    h('div.zones',
      h('div.zone.supports', h('div.zlabel', 'Supports'),
        entityList(side.supports, 'elist', opts.supportClick)),
      h('div.characters', side.characters.map((ch, i) => characterCard(ch, i, side, opts))),
      h('div.zone.summons', h('div.zlabel', 'Summons'),
        entityList(side.summons, 'elist', opts.summonClick))),
    side.combat.length ? h('div.combat', h('span.zlabel', 'Combat statuses'), entityList(side.combat, 'elist')) : null,
    !side.hand && side.revealed.length
      ? h('div.revealed', 'Known cards in hand: ', side.revealed.map((c) => h('span.cardname', { title: text.card(c.id) }, c.name)))
      : null);
}

function handView(hand, opts) {
  return h('div.hand', hand.map((c, i) => {
    const click = opts.handClick && opts.handClick(i, c);
    const classes = ['card'];
    if (click) classes.push('clickable');
    if (opts.handMark && opts.handMark(i)) classes.push('marked');
    return h('div', {
      class: classes.join(' '),
      title: `${c.name}\n${text.card(c.id)}`,
      onclick: click || null,
      dataset: { id: c.id, index: i, name: c.name },
    }, h('div.cardcost', cost(c.cost)), h('div.cardtitle', c.name));
  }));
}

function diceView(dice, opts) {
  return h('div.dice', dice.map((f, i) => {
    const click = opts.dieClick && opts.dieClick(i, f);
    const mark = opts.dieMark && opts.dieMark(i);
    const cls = (click ? ' clickable' : '') + (mark ? ` ${mark}` : '');
    return die(f, { class: `die f-${f}${cls}`, onclick: click || null, dataset: { index: i, face: f } });
  }));
}

/** The whole board, `bottom` (0 or 1) the side drawn below. */
export function boardView(board, bottom, names, opts = {}) {
  const top = 1 - bottom;
  const mine = board.sides[bottom];
  return h('div.board',
    sideView(board.sides[top], top + 1, names[top], opts.top || {}),
    h('div.midbar',
      h('span.round', `Round ${board.round}`),
      h('span.phase', PHASE[board.phase] || board.phase),
      board.phase === 'action' ? h('span.turn', `p${board.current} to act`) : null,
      board.outcome ? h('span.outcome', resultText(board.outcome, bottom)) : null),
    sideView(mine, bottom + 1, names[bottom], opts.bottom || {}),
    opts.skills && opts.skills.length ? h('div.skillbar', opts.skills.map((s) => h('button.skill', {
      disabled: !s.onclick, onclick: s.onclick || null, title: `${s.name}\n${text.skill(s.id)}`, dataset: { skill: s.index },
    }, h('span.skind', s.kind), ' ', s.name, ' ', cost(s.cost)))) : null,
    mine.hand ? h('div.private',
      h('div.handwrap', h('div.zlabel', `Hand (${mine.hand.length})`), handView(mine.hand, opts.bottom || {})),
      h('div.dicewrap', h('div.zlabel', `Dice (${mine.dice.length})`), diceView(mine.dice, opts.bottom || {}))) : null);
}

export function resultText(outcome, bottom) {
  if (outcome === 'draw') return 'Draw';
  if (outcome === 'both_lose') return 'Both lose (round limit)';
  const winner = outcome === 'p1' ? 0 : 1;
  return bottom === null ? `${outcome} wins` : (winner === bottom ? `p${winner + 1} wins (you)` : `p${winner + 1} wins`);
}

/** Counts of each face in a list of faces. */
function counts(faces) {
  const c = {};
  for (const f of faces) c[f] = (c[f] || 0) + 1;
  return c;
}

/** Marks dice of the given faces (a multiset), first dice first: index -> true. */
function markFaces(dice, faces) {
  const left = counts(faces);
  const marks = new Set();
  dice.forEach((f, i) => {
    if (left[f] > 0) {
      left[f]--;
      marks.add(i);
    }
  });
  return marks;
}

/**
 * The game screen of a model. Returns {el, destroy}.
 */
export function gameScreen(model, conn, { onLeave, onReplay }) {
  const el = h('div.game');
  const head = h('div.gamehead');
  const boardBox = h('div.boardbox');
  const prompt = h('div.prompt#prompt');
  const logBox = h('div.log#log');
  el.append(head, h('div.gamebody', h('div.left', prompt, boardBox), h('aside.right', h('h3', 'Log'), logBox)));

  let shown = null; // seat number shown (or 'spectator')
  let ui = null; // the decision in progress
  let cover = false; // hot-seat: hide the board until the next player is ready
  let busy = false;

  function pickSeat() {
    if (!model.seats.length) return 'spectator';
    if (model.seats.length === 1) return model.seats[0];
    // Hot-seat: the seat with a decision (seat 1 first), else the one shown.
    for (const s of model.seats) {
      if (model.states[s] && model.states[s].decision) return s;
    }
    return shown && shown !== 'spectator' ? shown : model.seats[0];
  }

  function freshUi(st) {
    const d = st && st.decision;
    if (!d) return null;
    const u = { seq: st.seq, seat: d.seat, kind: d.kind, path: [], opts: d.options, mode: 'choose', pay: null, manual: [], complete: false, selection: [], chosenCards: [], chosenDice: [], error: '' };
    if (d.kind === 'redraw' || d.kind === 'reroll') u.mode = 'select';
    return u;
  }

  function stateOf() {
    return model.states[shown];
  }

  async function choose(path) {
    if (busy) return;
    busy = true;
    const st = stateOf();
    const r = await conn.request({ type: 'choose', path, seat: ui.seat, seq: st.seq });
    busy = false;
    if (r.type === 'error' && ui) {
      ui.error = r.message;
      render();
    }
  }

  async function ask(path) {
    const r = await conn.request({ type: 'options', path, seat: ui.seat });
    if (r.type === 'error') {
      ui.error = r.message;
      return null;
    }
    return r;
  }

  /** Takes an option of the current list. */
  function pick(node) {
    if (!ui) return;
    ui.error = '';
    const path = [...ui.path, node.choice];
    if (node.next) {
      ui.path = path;
      ui.opts = node.next;
      render();
    } else if (node.pay) {
      ui.path = path;
      ui.mode = 'pay';
      ui.pay = node.pay;
      ui.manual = [];
      ui.complete = false;
      ui.opts = [];
      render();
    } else if (node.open) {
      ui.path = path;
      render();
    } else {
      choose(path);
    }
  }

  function cancel() {
    ui = freshUi(stateOf());
    render();
  }

  function findOpt(choice) {
    return ui && ui.opts ? ui.opts.find((o) => o.choice === choice) : null;
  }

  /** A kind's option, then one of its next options (a shortcut from the board). */
  function viaKind(kind, choice) {
    if (!ui || ui.mode !== 'choose' || ui.path.length) return null;
    const k = findOpt(`kind:${kind}`);
    const n = k && k.next && k.next.find((o) => o.choice === choice);
    if (!n) return null;
    return () => {
      ui.path = [k.choice];
      ui.opts = k.next;
      pick(n);
    };
  }

  async function toggleSelect(token, remove) {
    const sel = [...ui.selection];
    if (remove) {
      const i = sel.lastIndexOf(token);
      if (i >= 0) sel.splice(i, 1);
    } else sel.push(token);
    const r = await ask(sel);
    if (!r || !ui) return render();
    ui.selection = sel;
    ui.opts = r.options;
    ui.chosenCards = r.chosen_cards || [];
    ui.chosenDice = r.chosen_dice || [];
    render();
  }

  async function payDie(face, remove) {
    const manual = [...ui.manual];
    if (remove) {
      const i = manual.lastIndexOf(face);
      if (i >= 0) manual.splice(i, 1);
    } else manual.push(face);
    const r = await ask([...ui.path, ...manual.map((f) => `die:${f}`)]);
    if (!r || !ui) return render();
    ui.manual = manual;
    ui.complete = r.complete;
    if (r.pay) ui.pay = r.pay;
    render();
  }

  function confirmPay() {
    const dice = ui.manual.map((f) => `die:${f}`);
    if (!ui.manual.length) choose([...ui.path, 'auto']);
    else if (ui.complete) choose([...ui.path, ...dice]);
    else choose([...ui.path, ...dice, 'auto']);
  }

  /** What may be clicked on the board now. */
  function interactions(board, me) {
    const bottom = {};
    const top = {};
    const mine = board.sides[me];
    // The active character's skills, usable ones clickable.
    const active = mine.active !== null && mine.active !== undefined ? mine.characters[mine.active] : null;
    const skills = board.phase === 'action' && active && shown !== 'spectator'
      ? active.skills.map((s) => ({ ...s, onclick: ui && ui.kind === 'action' ? viaKind('skill', `skill:${s.index}`) : null }))
      : [];
    if (!ui) return { bottom, top, skills };
    if (ui.mode === 'select' && ui.kind === 'redraw') {
      const chosen = new Set(ui.chosenCards);
      bottom.handMark = (i) => chosen.has(i);
      bottom.handClick = (i, c) => {
        if (chosen.has(i)) return () => toggleSelect(`card:${c.id}`, true);
        return findOpt(`card:${c.id}`) ? () => toggleSelect(`card:${c.id}`, false) : null;
      };
    } else if (ui.mode === 'select' && ui.kind === 'reroll') {
      const marks = markFaces(mine.dice, ui.chosenDice);
      bottom.dieMark = (i) => (marks.has(i) ? 'sel' : '');
      bottom.dieClick = (i, f) => {
        if (marks.has(i)) return () => toggleSelect(`die:${f}`, true);
        return findOpt(`die:${f}`) ? () => toggleSelect(`die:${f}`, false) : null;
      };
    } else if (ui.mode === 'pay') {
      const marks = markFaces(mine.dice, ui.manual.length ? ui.manual : ui.pay.auto);
      const manual = ui.manual.length > 0;
      bottom.dieMark = (i) => (marks.has(i) ? (manual ? 'sel' : 'auto') : '');
      bottom.dieClick = (i, f) => {
        if (manual && marks.has(i)) return () => payDie(f, true);
        if (ui.complete) return null;
        return ui.pay.faces.includes(f) ? () => payDie(f, false) : null;
      };
    } else {
      // Choosing: characters, cards, targets, dice (tuning), and shortcuts from the start.
      bottom.charClick = (i) => {
        const n = findOpt(`char:${i}`) || findOpt(`target:own:${i}`);
        return n ? () => pick(n) : viaKind('switch', `char:${i}`);
      };
      top.charClick = (i) => {
        const n = findOpt(`target:opp:${i}`);
        return n ? () => pick(n) : null;
      };
      bottom.summonClick = (i) => {
        const n = findOpt(`target:summon:${i}`);
        return n ? () => pick(n) : null;
      };
      bottom.supportClick = (i) => {
        const n = findOpt(`target:support:${i}`);
        return n ? () => pick(n) : null;
      };
      bottom.handClick = (i, c) => {
        const n = findOpt(`card:${c.id}`);
        return n ? () => pick(n) : viaKind('play', `card:${c.id}`);
      };
      bottom.dieClick = (i, f) => {
        const n = findOpt(`die:${f}`);
        return n ? () => pick(n) : null;
      };
    }
    return { bottom, top, skills };
  }

  function promptView(st) {
    const board = st.board;
    const items = [];
    if (!board) {
      items.push(h('p', 'Waiting for the second player to join. Share the room code: ', h('strong.code', model.room)));
      return items;
    }
    if (board.outcome) {
      items.push(h('p.big', 'Game over: ', resultText(board.outcome, shown === 'spectator' ? null : shown - 1)));
      const btns = h('div.buttons');
      if (model.seats.length) {
        btns.append(h('button#download-replay', {
          onclick: async () => {
            const r = await conn.request({ type: 'replay' });
            if (r.type === 'replay') download(`invokation-${model.room}.json`, JSON.stringify(r.replay, null, 1));
          },
        }, 'Download replay'));
        btns.append(h('button#view-replay', {
          onclick: async () => {
            const r = await conn.request({ type: 'replay' });
            if (r.type === 'replay') onReplay(r.replay);
          },
        }, 'Step through the replay'));
      }
      btns.append(h('button', { onclick: onLeave }, 'Back to the lobby'));
      items.push(btns);
      return items;
    }
    if (!ui) {
      const who = board.deciding.length ? `Waiting for p${board.deciding.join(' and p')}…` : 'Waiting…';
      items.push(h('p.waiting', shown === 'spectator' ? `Watching. ${who}` : who));
      return items;
    }
    const title = {
      redraw: 'Choose cards to redraw, then confirm.',
      reroll: 'Choose dice to reroll, then confirm.',
      choose_active: 'Choose your first active character.',
      death_swap: 'Your active character was defeated: choose the next one.',
      select: 'Choose one of the cards offered.',
      action: 'Your turn: choose an action.',
    }[ui.kind] || 'Your decision.';
    items.push(h('p.title', model.seats.length > 1 ? `p${ui.seat}: ${title}` : title));
    const btns = h('div.buttons.options');
    if (ui.mode === 'select') {
      btns.append(h('button.primary#confirm', { onclick: () => choose([...ui.selection, 'done']) },
        ui.kind === 'redraw' ? `Redraw ${ui.chosenCards.length} card(s)` : `Reroll ${ui.chosenDice.length} dice`));
    } else if (ui.mode === 'pay') {
      items.push(h('p', `Pay ${ui.pay.dice} dice: `, ui.manual.length
        ? `${ui.manual.length} chosen${ui.complete ? ' (complete)' : ', the rest automatically'}.`
        : 'the highlighted dice are chosen automatically; click dice to choose your own.'));
      btns.append(h('button.primary#confirm', { onclick: confirmPay }, 'Confirm'));
      if (ui.manual.length) btns.append(h('button', { onclick: () => { ui.manual = []; ui.complete = false; render(); } }, 'Automatic'));
      btns.append(h('button', { onclick: cancel }, 'Cancel'));
    } else {
      for (const o of ui.opts) {
        btns.append(h('button.opt', { onclick: () => pick(o), dataset: { choice: o.choice } }, o.label));
      }
      if (ui.path.length) btns.append(h('button', { onclick: cancel }, 'Back'));
    }
    items.push(btns);
    if (ui.error) items.push(h('p.error', ui.error));
    return items;
  }

  function headView() {
    const st = stateOf();
    const players = st ? st.players : [];
    const names = players.map((p, i) => `p${i + 1} ${p.name}${p.kind === 'client' && !p.connected ? ' (away)' : ''}`);
    const link = `${location.origin}/#/room/${model.room}`;
    return [
      h('span.roomcode', 'Room ', h('strong.code#room-code', model.room)),
      model.mode === 'room' ? h('input.share', { readOnly: true, value: link, title: 'share this link', onclick: (e) => e.target.select() }) : null,
      h('span.players', names.join(' vs ')),
      shown === 'spectator' ? h('span.badge', 'spectator') : null,
      model.seats.length > 1 && shown !== 'spectator' ? h('span.badge', `showing p${shown}`) : null,
      h('button.small', { onclick: onLeave }, 'Leave'),
    ];
  }

  function render() {
    const seat = pickSeat();
    if (seat !== shown) {
      if (shown !== null && model.seats.length > 1) cover = true;
      shown = seat;
      ui = freshUi(stateOf());
    }
    const st = stateOf();
    fill(head, headView());
    // What the prompt is about, for tests and styles.
    const over = st && st.board && st.board.outcome;
    prompt.dataset.state = !st ? 'connecting' : over ? 'over' : cover ? 'cover' : ui ? 'decide' : 'wait';
    prompt.dataset.seq = st ? st.seq : '';
    prompt.dataset.kind = ui ? ui.kind : '';
    prompt.dataset.mode = ui ? ui.mode : '';
    prompt.dataset.renders = Number(prompt.dataset.renders || 0) + 1;
    if (!st) {
      fill(prompt, h('p', 'Connecting…'));
      return;
    }
    if (cover) {
      fill(prompt, h('p.big', `Pass the device to p${shown}.`), h('button.primary#reveal', { onclick: () => { cover = false; render(); } }, `I am p${shown}: show my hand`));
      fill(boardBox);
      return;
    }
    fill(prompt, promptView(st));
    const names = (st.players || []).map((p, i) => `p${i + 1} ${p.name}`);
    if (st.board) {
      const me = shown === 'spectator' ? 0 : shown - 1;
      const opts = interactions(st.board, me);
      fill(boardBox, boardView(st.board, me, names, opts));
    } else fill(boardBox);
    const lines = model.logs[shown] || [];
    const stick = logBox.scrollTop + logBox.clientHeight >= logBox.scrollHeight - 30;
    fill(logBox, lines.map((l) => h('div.line', l)));
    if (stick) logBox.scrollTop = logBox.scrollHeight;
  }

  model.onchange = (key) => {
    if (key === shown && model.states[key]) {
      const st = model.states[key];
      if (!ui || !st.decision || ui.seq !== st.seq) ui = freshUi(st);
    }
    render();
  };
  render();
  return { el, destroy: () => { model.onchange = null; } };
}
