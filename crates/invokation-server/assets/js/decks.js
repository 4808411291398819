// The deck builder: the implemented cards with a search, the deck-building rules checked
// by the server on every change, share codes imported and exported, decks saved for the
// lobby.

import { h, fill, text, cost, store, savedDecks } from './ui.js';

const MAX_COPIES = 2;

export function decksView() {
  const el = h('div.decks');
  const status = h('p.status#deck-status', 'Loading the cards…');
  el.append(status);
  let catalog = null;
  let deck = store.get('draft', { characters: [], cards: [] });
  if (!deck || !Array.isArray(deck.characters) || !Array.isArray(deck.cards)) deck = { characters: [], cards: [] };
  let check = null;
  let checking = 0;

  const search = h('input#deck-search', { type: 'search', placeholder: 'Search cards (name, element, kind, text)…', oninput: () => renderLists() });
  const charList = h('div.list#char-list');
  const cardList = h('div.list#card-list');
  const deckBox = h('div.deckbox');
  const codeOut = h('input#share-code', { readOnly: true, placeholder: 'the share code appears when the deck is complete', onclick: (e) => e.target.select() });
  const codeIn = h('input#import-code', { placeholder: 'paste a share code', autocomplete: 'off' });
  const nameIn = h('input#deck-name', { placeholder: 'deck name', maxLength: 40 });
  const verdict = h('p.verdict#deck-verdict');
  const savedBox = h('div.saved');

  function byId(list, id) {
    return list.find((x) => x.id === id);
  }

  function matches(item, q) {
    if (!q) return true;
    const hay = [item.name, item.element, item.weapon, item.kind, ...(item.tags || []),
      item.skills ? item.skills.map((s) => `${s.name} ${text.skill(s.id)}`).join(' ') : text.card(item.id)]
      .filter(Boolean).join(' ').toLowerCase();
    return q.toLowerCase().split(/\s+/).every((w) => hay.includes(w));
  }

  function changed() {
    store.set('draft', deck);
    renderDeck();
    renderLists();
    validate();
  }

  async function validate() {
    const n = ++checking;
    if (deck.characters.length !== 3) {
      check = null;
      fill(verdict, h('span.error', `Choose 3 characters (${deck.characters.length}/3).`));
      codeOut.value = '';
      return;
    }
    let r;
    try {
      r = await fetch('/api/deck', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(deck) });
    } catch (e) {
      fill(verdict, h('span.error', `The server cannot be reached: ${e}`));
      return;
    }
    const body = await r.json().catch(() => ({ error: 'the server sent no JSON' }));
    if (n !== checking) return; // a newer check is on its way
    check = r.ok ? body : null;
    if (!r.ok) fill(verdict, h('span.error', body.error));
    else if (body.ok) fill(verdict, h('span.ok', '✓ The deck follows the deck-building rules.'));
    else fill(verdict, h('span.error', body.error));
    codeOut.value = (check && check.ok && check.code) || '';
  }

  function renderLists() {
    if (!catalog) return;
    const q = search.value.trim();
    fill(charList, catalog.characters.filter((c) => matches(c, q)).map((c) => {
      const inDeck = deck.characters.includes(c.id);
      return h('div.item' + (inDeck ? '.indeck' : ''), {
        title: c.skills.map((s) => `${s.name}: ${text.skill(s.id)}`).join('\n'),
        dataset: { id: c.id, name: c.name },
        onclick: () => {
          if (inDeck) deck.characters = deck.characters.filter((x) => x !== c.id);
          else if (deck.characters.length < 3) deck.characters.push(c.id);
          changed();
        },
      }, h(`span.dot.f-${c.element}`), h('span.iname', c.name), h('span.meta', `${c.element || ''} ${c.weapon} · ${c.hp} HP`));
    }));
    const counts = {};
    for (const id of deck.cards) counts[id] = (counts[id] || 0) + 1;
    fill(cardList, catalog.cards.filter((c) => matches(c, q)).map((c) => {
      const n = counts[c.id] || 0;
      return h('div.item' + (n ? '.indeck' : ''), {
        title: text.card(c.id),
        dataset: { id: c.id, name: c.name },
        onclick: () => {
          if (n < MAX_COPIES) deck.cards.push(c.id);
          changed();
        },
      }, cost(c.cost), h('span.iname', c.name), h('span.meta', [c.kind, ...c.tags].join(' · ')), n ? h('span.count', `×${n}`) : null);
    }));
  }

  function renderDeck() {
    if (!catalog) return;
    const counts = new Map();
    for (const id of deck.cards) counts.set(id, (counts.get(id) || 0) + 1);
    fill(deckBox,
      h('h3', 'Characters ', h('small', `${deck.characters.length}/3`)),
      h('div.dchars', deck.characters.map((id) => {
        const c = byId(catalog.characters, id);
        return h('div.item.indeck', { onclick: () => { deck.characters = deck.characters.filter((x) => x !== id); changed(); }, title: 'click to remove' },
          h(`span.dot.f-${c ? c.element : 'none'}`), c ? c.name : `#${id}`);
      })),
      h('h3', 'Action cards ', h('small#card-count', `${deck.cards.length}/30`)),
      h('div.dcards', [...counts.entries()].map(([id, n]) => {
        const c = byId(catalog.cards, id);
        return h('div.item.indeck', {
          title: 'click to remove one',
          onclick: () => { deck.cards.splice(deck.cards.lastIndexOf(id), 1); changed(); },
        }, c ? cost(c.cost) : null, h('span.iname', c ? c.name : `#${id}`), h('span.count', `×${n}`));
      })));
  }

  function renderSaved() {
    fill(savedBox, h('h3', 'Saved decks (offered in the lobby)'), savedDecks().map((d) => h('div.item',
      h('span.iname', d.name), h('code', d.code),
      h('button.small', { onclick: () => load(d.code) }, 'Edit'),
      h('button.small', { onclick: () => { store.set('decks', savedDecks().filter((x) => x.code !== d.code || x.name !== d.name)); renderSaved(); } }, 'Delete'))));
  }

  async function load(code) {
    const r = await fetch('/api/deck', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    const body = await r.json().catch(() => ({ error: 'the server sent no JSON' }));
    if (!r.ok) {
      fill(verdict, h('span.error', body.error));
      return;
    }
    deck = { characters: body.characters, cards: body.cards };
    changed();
  }

  const tools = h('div.tools',
    h('div.row', h('label', 'Share code '), codeOut,
      h('button#copy-code', { onclick: () => { codeOut.select(); navigator.clipboard && navigator.clipboard.writeText(codeOut.value).catch(() => {}); } }, 'Copy')),
    h('div.row', codeIn, h('button#import-deck', { onclick: () => codeIn.value.trim() && load(codeIn.value.trim()) }, 'Import')),
    h('div.row', nameIn, h('button#save-deck', {
      onclick: () => {
        if (!check || !check.ok) {
          fill(verdict, h('span.error', 'Only a deck that follows the rules can be saved.'));
          return;
        }
        const name = nameIn.value.trim() || 'My deck';
        store.set('decks', [...savedDecks().filter((d) => d.name !== name), { name, code: check.code }]);
        renderSaved();
      },
    }, 'Save'),
    h('button', { onclick: () => { deck = { characters: [], cards: [] }; changed(); } }, 'Clear')));

  (async () => {
    try {
      const r = await fetch('/api/cards');
      catalog = await r.json();
    } catch (e) {
      fill(status, h('span.error', `The cards cannot be loaded: ${e}`));
      return;
    }
    fill(status, `${catalog.characters.length} characters and ${catalog.cards.length} action cards implemented (version ${catalog.version}). Click to add; click in the deck to remove.`);
    if (!deck.characters.length && !deck.cards.length && catalog.decks.length) {
      fill(status, status.textContent, ' ', h('button.small#start-from', {
        onclick: () => { deck = { characters: [...catalog.decks[0].characters], cards: [...catalog.decks[0].cards] }; changed(); },
      }, `Start from ${catalog.decks[0].name}`));
    }
    el.append(h('div.builder',
      h('div.pool', search, h('h3', 'Characters'), charList, h('h3', 'Action cards'), cardList),
      h('div.mine', verdict, tools, deckBox, savedBox)));
    renderLists();
    renderDeck();
    renderSaved();
    validate();
  })();
  return { el, destroy: () => {} };
}
