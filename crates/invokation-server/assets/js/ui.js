// Small helpers shared by the views: building DOM nodes, card texts, costs, storage.

/** Creates an element: h('div.class#id', {attr: value, onclick: fn}, child, ...). */
export function h(spec, attrs, ...children) {
  const m = /^([a-z0-9]+)?((?:[.#][\w-]+)*)$/i.exec(spec);
  const el = document.createElement((m && m[1]) || 'div');
  if (m && m[2]) {
    for (const part of m[2].match(/[.#][\w-]+/g)) {
      if (part[0] === '.') el.classList.add(part.slice(1));
      else el.id = part.slice(1);
    }
  }
  if (attrs && (typeof attrs !== 'object' || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Replaces an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

let texts = { skills: {}, cards: {}, entities: {} };

/** Loads the card texts (generated from the reference data, built into the server). */
export async function loadTexts() {
  try {
    const r = await fetch('/texts.json');
    if (r.ok) texts = await r.json();
  } catch (e) {
    console.warn('no card texts', e);
  }
}

export const text = {
  skill: (id) => texts.skills[id] || '',
  card: (id) => texts.cards[id] || '',
  entity: (id) => texts.entities[id] || texts.cards[id] || '',
};

const ELEMENT_ABBR = { cryo: 'Cr', hydro: 'Hy', pyro: 'Py', electro: 'El', anemo: 'An', geo: 'Ge', dendro: 'De', omni: '★' };

/** A die face as a small coloured token. */
export function die(face, attrs = {}) {
  return h(`span.die.f-${face}`, { title: face, ...attrs }, ELEMENT_ABBR[face] || '?');
}

/** A printed cost as small tokens. */
export function cost(c) {
  if (!c) return null;
  const parts = [];
  if (c.matching) parts.push(h(`span.cost.f-${c.element}`, { title: `${c.matching} ${c.element}` }, c.matching));
  if (c.same) parts.push(h('span.cost.same', { title: `${c.same} of one element` }, c.same));
  if (c.unaligned) parts.push(h('span.cost.any', { title: `${c.unaligned} of any element` }, c.unaligned));
  if (c.energy) parts.push(h('span.cost.energy', { title: `${c.energy} energy` }, `${c.energy}⚡`));
  if (c.legend) parts.push(h('span.cost.legend', { title: 'Arcane Legend' }, 'L'));
  if (!parts.length) parts.push(h('span.cost.free', { title: 'no dice' }, '0'));
  return h('span.costs', parts);
}

/** localStorage as JSON, never throwing. */
export const store = {
  get(key, fallback = null) {
    try {
      const v = localStorage.getItem('invokation.' + key);
      return v === null ? fallback : JSON.parse(v);
    } catch {
      return fallback;
    }
  },
  set(key, value) {
    try {
      if (value === null || value === undefined) localStorage.removeItem('invokation.' + key);
      else localStorage.setItem('invokation.' + key, JSON.stringify(value));
    } catch { /* private mode: nothing kept */ }
  },
};

/** Offers a text as a file download. */
export function download(name, content, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The decks saved by the deck builder: [{name, code}]. */
export function savedDecks() {
  const d = store.get('decks', []);
  return Array.isArray(d) ? d.filter((x) => x && typeof x.name === 'string' && typeof x.code === 'string') : [];
}

export const BUILTIN_DECKS = ['icy-rain', 'fire-and-thunder'];

/** A <select> of decks: the built-in ones and the saved ones (value: name or share code). */
export function deckSelect(name, selected) {
  const sel = h('select', { name });
  for (const d of BUILTIN_DECKS) sel.append(h('option', { value: d, selected: d === selected }, d));
  for (const d of savedDecks()) sel.append(h('option', { value: d.code }, `${d.name} (saved)`));
  return sel;
}
