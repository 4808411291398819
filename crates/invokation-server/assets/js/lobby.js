// The lobby: start a game against an agent, a hot-seat game, open or join a room, watch.

import { h, deckSelect, store } from './ui.js';
import { PROTOCOL } from './net.js';

function field(label, input) {
  return h('label.field', h('span', label), input);
}

function formValues(form) {
  return Object.fromEntries(new FormData(form).entries());
}

/** The lobby view; `send` creates or joins (the app handles `joined` and errors). */
export function lobbyView(conn, { joinCode = '', error = '' } = {}) {
  const err = h('p.error#lobby-error', error);
  const send = (msg) => {
    err.textContent = '';
    conn.send(msg);
  };
  const seat = store.get('seat');

  const agentForm = h('form.card#agent-form', {
    onsubmit: (e) => {
      e.preventDefault();
      const v = formValues(e.target);
      const [agent, strength] = v.agent.split(':');
      send({
        type: 'create', protocol: PROTOCOL, mode: 'agent', deck: v.deck, opponent_deck: v.opponent_deck,
        agent, strength: strength ? Number(strength) : undefined, seat: Number(v.seat), name: v.name || undefined,
      });
    },
  },
  h('h2', 'Play against the computer'),
  field('Your deck', deckSelect('deck', 'icy-rain')),
  field('Opponent deck', deckSelect('opponent_deck', 'fire-and-thunder')),
  field('Opponent', h('select', { name: 'agent' },
    h('option', { value: 'random' }, 'random (plays any legal move)'),
    h('option', { value: 'greedy', selected: true }, 'greedy (one move ahead)'),
    h('option', { value: 'mcts:200' }, 'IS-MCTS, quick (200 iterations)'),
    h('option', { value: 'mcts:1000' }, 'IS-MCTS, strong (1,000 iterations)'),
    h('option', { value: 'mcts:5000' }, 'IS-MCTS, strongest (5,000 iterations)'))),
  field('Your seat', h('select', { name: 'seat' }, h('option', { value: 1 }, 'p1 (first in round 1)'), h('option', { value: 2 }, 'p2'))),
  field('Your name', h('input', { name: 'name', maxLength: 24, placeholder: 'Player 1' })),
  h('button.primary#start-agent', { type: 'submit' }, 'Start'));

  const hotseatForm = h('form.card#hotseat-form', {
    onsubmit: (e) => {
      e.preventDefault();
      const v = formValues(e.target);
      send({ type: 'create', protocol: PROTOCOL, mode: 'hotseat', deck: v.deck, opponent_deck: v.opponent_deck });
    },
  },
  h('h2', 'Hot-seat'),
  h('p.hint', 'Two people at one screen, passing it between turns.'),
  field('p1 deck', deckSelect('deck', 'icy-rain')),
  field('p2 deck', deckSelect('opponent_deck', 'fire-and-thunder')),
  h('button.primary#start-hotseat', { type: 'submit' }, 'Start'));

  const roomForm = h('form.card#room-form', {
    onsubmit: (e) => {
      e.preventDefault();
      const v = formValues(e.target);
      send({ type: 'create', protocol: PROTOCOL, mode: 'room', deck: v.deck, name: v.name || undefined });
    },
  },
  h('h2', 'Room for two'),
  h('p.hint', 'Open a room and share its code; a person or a bot joins from another browser.'),
  field('Your deck', deckSelect('deck', 'icy-rain')),
  field('Your name', h('input', { name: 'name', maxLength: 24, placeholder: 'Player 1' })),
  h('button.primary#create-room', { type: 'submit' }, 'Open a room'));

  const joinForm = h('form.card#join-form', {
    onsubmit: (e) => {
      e.preventDefault();
      const v = formValues(e.target);
      const action = e.submitter && e.submitter.value;
      if (action === 'watch') send({ type: 'watch', protocol: PROTOCOL, room: v.room.trim() });
      else send({ type: 'join', protocol: PROTOCOL, room: v.room.trim(), deck: v.deck, name: v.name || undefined });
    },
  },
  h('h2', 'Join a room'),
  field('Room code', h('input#join-code', { name: 'room', required: true, maxLength: 12, value: joinCode, placeholder: 'ABC123', autocomplete: 'off' })),
  field('Your deck', deckSelect('deck', 'fire-and-thunder')),
  field('Your name', h('input', { name: 'name', maxLength: 24, placeholder: 'Player 2' })),
  h('div.buttons',
    h('button.primary#join-room', { type: 'submit', value: 'join' }, 'Join'),
    h('button#watch-room', { type: 'submit', value: 'watch' }, 'Watch')));

  return h('div.lobby',
    seat ? h('p.resume', `You have a game in room ${seat.room}. `, h('a', { href: `#/game/${seat.room}` }, 'Go back to it')) : null,
    err,
    h('div.cards', agentForm, roomForm, joinForm, hotseatForm));
}
