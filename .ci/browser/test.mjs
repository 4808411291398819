// Real-browser tests of the web board: Debian's chromium driven by playwright-core.
//
//   node .ci/browser/test.mjs path/to/invokation ARTIFACT_DIR
//
// Starts `invokation serve` on a free port, then: plays a whole game against the random
// agent by clicking, opens a room from two browser contexts and makes moves in both
// (and watches it from a third), steps through replays (the finished game's and one
// recorded by `invokation match --record`), and builds a deck and exports its share code.
// Screenshots go to ARTIFACT_DIR. Prints one line per test and "N passed, N failed".

import { chromium } from 'playwright-core';
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const [bin, artifacts = 'target/browser-artifacts'] = process.argv.slice(2);
if (!bin) {
  console.error('usage: node test.mjs path/to/invokation [ARTIFACT_DIR]');
  process.exit(2);
}
fs.mkdirSync(artifacts, { recursive: true });
const shot = (page, name) => page.screenshot({ path: path.join(artifacts, `${name}.png`) });

// The server.
const server = spawn(bin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /(http:\/\/[\d.]+:\d+)\//.exec(out);
    if (m) resolve(m[1]);
  });
  server.on('exit', (c) => reject(new Error(`the server exited (${c})`)));
  setTimeout(() => reject(new Error('the server did not start')), 20000);
});

// Playwright gives the browser a fresh, empty profile directory of its own.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function newPage() {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 950 }, acceptDownloads: true });
  const page = await ctx.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  // (A 400 answer is expected where a test sends bad input on purpose; the page shows it.)
  page.on('console', (m) => { if (m.type() === 'error' && !/status of 400/.test(m.text())) page.errors.push(m.text()); });
  return page;
}

function check(cond, what) {
  if (!cond) throw new Error(what);
}

let passed = 0;
let failed = 0;
async function test(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    passed++;
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e.stack || e}`);
  }
}

const prompt = (page) => page.locator('#prompt');

/** Waits until the prompt asks for a decision or the game is over; returns its data. */
async function nextDecision(page, timeout = 30000) {
  await page.waitForFunction(() => {
    const p = document.querySelector('#prompt');
    return p && ['decide', 'over'].includes(p.dataset.state);
  }, null, { timeout });
  return prompt(page).evaluate((p) => ({ ...p.dataset, error: (p.querySelector('.error') || {}).textContent || '' }));
}

/** Clicks and waits for the page to settle (the server answers each step). */
async function click(page, locator) {
  const renders = await page.evaluate(() => (document.querySelector('#prompt') || {dataset: {}}).dataset.renders);
  await locator.first().click({ timeout: 10000 });
  // Every click draws the board again, at once or when the server's answer comes.
  await page.waitForFunction((r) => (document.querySelector('#prompt') || {dataset: {}}).dataset.renders !== r, renders, { timeout: 5000 }).catch(() => {});
}

/**
 * Makes the current decision by clicking. `style` picks among the options: skills first
 * (the game ends sooner), sometimes a card or a switch, else the round ends.
 */
async function decide(page, d, rnd) {
  const seq = d.seq;
  const still = () => prompt(page).evaluate((p, s) => p.dataset.state === 'decide' && p.dataset.seq === s, seq);
  for (let step = 0; step < 30 && (await still()); step++) {
    const mode = await prompt(page).getAttribute('data-mode');
    if (await page.locator('#prompt .error').count()) {
      throw new Error(`an error in the prompt: ${await page.locator('#prompt .error').first().textContent()}`);
    }
    if (mode === 'select') {
      // Redraw: pick the first card; reroll: pick the first die; then confirm.
      if (d.kind === 'redraw' && step === 0 && rnd() < 0.5) await click(page, page.locator('.hand .card.clickable'));
      else if (d.kind === 'reroll' && step === 0 && rnd() < 0.5) await click(page, page.locator('.dice .die.clickable'));
      else await click(page, page.locator('#confirm'));
      continue;
    }
    if (mode === 'pay') {
      // Sometimes choose a die by hand first.
      if (step < 3 && rnd() < 0.3 && (await page.locator('.dice .die.clickable').count())) {
        await click(page, page.locator('.dice .die.clickable'));
        continue;
      }
      await click(page, page.locator('#confirm'));
      continue;
    }
    // Choosing: from the board or from the option buttons.
    const opts = await page.locator('#prompt button.opt').evaluateAll((bs) => bs.map((b) => b.dataset.choice));
    if (d.kind === 'choose_active' || d.kind === 'death_swap') {
      await click(page, page.locator('.side:last-of-type .character.clickable'));
      continue;
    }
    if (opts.includes('kind:skill') && rnd() < 0.75) {
      // A skill from the skill bar under the characters, or through the option buttons.
      if (rnd() < 0.5 && (await page.locator('.skillbar .skill:enabled').count())) await click(page, page.locator('.skillbar .skill:enabled'));
      else await click(page, page.locator('#prompt button.opt[data-choice="kind:skill"]'));
      continue;
    }
    if (opts.includes('kind:play') && rnd() < 0.4 && (await page.locator('.hand .card.clickable').count())) {
      await click(page, page.locator('.hand .card.clickable')); // a card straight from the hand
      continue;
    }
    const inner = opts.filter((o) => !o.startsWith('kind:'));
    if (inner.length) {
      const o = inner[Math.floor(rnd() * inner.length)];
      await click(page, page.locator(`#prompt button.opt[data-choice="${o}"]`));
      continue;
    }
    if (opts.includes('kind:switch') && rnd() < 0.2) {
      await click(page, page.locator('#prompt button.opt[data-choice="kind:switch"]'));
      continue;
    }
    await click(page, page.locator('#prompt button.opt[data-choice="kind:end"]'));
  }
}

function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

let replayFile = null;

await test('a whole game against the random agent, by clicking', async () => {
  const page = await newPage();
  await page.goto(base + '/');
  await page.waitForSelector('#agent-form');
  await shot(page, 'lobby');
  await page.selectOption('#agent-form select[name=agent]', 'random');
  await page.click('#start-agent');
  const rnd = lcg(7);
  let decisions = 0;
  let shots = 0;
  for (;;) {
    const d = await nextDecision(page);
    if (d.state === 'over') break;
    if (d.kind === 'action' && shots < 2 && (await page.locator('.midbar .round').textContent()) === `Round ${shots + 2}`) {
      await shot(page, `game-round-${shots + 2}`);
      shots++;
    }
    await decide(page, d, rnd);
    decisions++;
    check(decisions < 600, 'the game ends');
  }
  await shot(page, 'game-over');
  const over = await prompt(page).innerText();
  check(/Game over/.test(over), `game over shown: ${over}`);
  check(decisions > 10, `a real game (${decisions} decisions)`);
  const log = await page.locator('#log .line').allTextContents();
  check(log.some((l) => /uses /.test(l)), 'skills in the log');
  check(log.some((l) => /^p2 draws a card$/.test(l)), "the opponent's draws are hidden");
  check(!log.some((l) => /^p2 draws (?!a card)/.test(l)), "no opponent's card is named when drawn");
  // The replay of the game, downloaded.
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#download-replay')]);
  replayFile = path.join(artifacts, 'game-replay.json');
  await dl.saveAs(replayFile);
  const rep = JSON.parse(fs.readFileSync(replayFile, 'utf8'));
  check(rep.actions.length === decisions || rep.actions.length > 10, 'the replay holds the decisions');
  check(page.errors.length === 0, `no page errors: ${page.errors.join('; ')}`);
  console.log(`     ${decisions} decisions, ${log.length} log lines, ${over.split('\n')[0]}`);
  await page.context().close();
});

await test('a room from two browsers, moves in both, and a spectator', async () => {
  const a = await newPage();
  const b = await newPage();
  await a.goto(base + '/');
  await a.fill('#room-form input[name=name]', 'Alice');
  await a.click('#create-room');
  await a.waitForSelector('#room-code');
  const code = (await a.locator('#room-code').textContent()).trim();
  check(/^[A-Z0-9]{6}$/.test(code), `a room code: ${code}`);
  await b.goto(`${base}/#/room/${code}`);
  await b.waitForSelector('#join-form');
  check((await b.inputValue('#join-code')) === code, 'the link fills the code');
  await b.fill('#join-form input[name=name]', 'Bob');
  await b.click('#join-room');
  await b.waitForSelector('#room-code');
  const w = await newPage();
  await w.goto(`${base}/`);
  await w.fill('#join-code', code);
  await w.click('#watch-room');
  await w.waitForSelector('#room-code');
  const rnd = lcg(3);
  // Both redraw, choose and reroll (simultaneous decisions), then p1 and p2 act in turn.
  for (const kind of ['redraw', 'choose_active', 'reroll']) {
    for (const p of [a, b]) {
      const d = await nextDecision(p);
      check(d.kind === kind, `${kind} expected, ${d.kind} asked`);
      await decide(p, d, rnd);
    }
  }
  const da = await nextDecision(a);
  check(da.kind === 'action', 'p1 acts first');
  check((await prompt(b).getAttribute('data-state')) === 'wait', 'p2 waits');
  // p1 uses its first skill, paying automatically; or, where the room's random dice pay
  // for no skill (rooms draw their seed), switches to its next character.
  if ((await a.locator('#prompt button.opt[data-choice="kind:skill"]').count()) > 0) {
    await click(a, a.locator('#prompt button.opt[data-choice="kind:skill"]'));
    await click(a, a.locator('#prompt button.opt[data-choice^="skill:"]'));
    await click(a, a.locator('#confirm'));
    await b.waitForFunction(() => [...document.querySelectorAll('#log .line')].some((l) => / uses /.test(l.textContent) && l.textContent.startsWith('p1')));
  } else {
    await click(a, a.locator('#prompt button.opt[data-choice="kind:switch"]'));
    await click(a, a.locator('#prompt button.opt[data-choice^="char:"]'));
    await click(a, a.locator('#confirm'));
    await b.waitForFunction(() => [...document.querySelectorAll('#log .line')].some((l) => / switches /.test(l.textContent) && l.textContent.startsWith('p1')));
  }
  const db = await nextDecision(b);
  check(db.kind === 'action', 'then p2 acts');
  await shot(b, 'room-p2');
  await click(b, b.locator('#prompt button.opt[data-choice="kind:end"]'));
  await a.waitForFunction(() => [...document.querySelectorAll('#log .line')].some((l) => l.textContent === 'p2 declares round end'));
  await nextDecision(a);
  await shot(a, 'room-p1');
  // The spectator sees both boards and neither hand.
  await w.waitForFunction(() => [...document.querySelectorAll('#log .line')].some((l) => l.textContent === 'p2 declares round end'));
  check((await w.locator('.hand').count()) === 0, 'the spectator sees no hand');
  check((await w.locator('.character').count()) === 6, 'the spectator sees both sides');
  await shot(w, 'room-spectator');
  // A reload gives p2 its seat back.
  await b.reload();
  await b.waitForSelector('#room-code');
  await b.waitForSelector('.hand .card');
  check((await b.locator('.badge', { hasText: 'spectator' }).count()) === 0, 'p2 is back on its seat, not watching');
  for (const p of [a, b, w]) check(p.errors.length === 0, `no page errors: ${p.errors.join('; ')}`);
  for (const p of [a, b, w]) await p.context().close();
});

await test('the example Python bot opens a room and a person plays it to the end by clicking', async () => {
  const port = new URL(base).port;
  const bot = spawn('python3', ['examples/bot.py', '--server', `ws://127.0.0.1:${port}/ws`, '--create', '--seed', '4'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const botDone = new Promise((resolve) => bot.on('exit', resolve));
  try {
    const code = await new Promise((resolve, reject) => {
      let out = '';
      bot.stdout.on('data', (d) => {
        out += d;
        const m = /room (\w+)/.exec(out);
        if (m) resolve(m[1]);
      });
      bot.on('exit', (c) => reject(new Error(`the bot exited (${c}): ${out}`)));
      setTimeout(() => reject(new Error('the bot did not open a room')), 15000);
    });
    const page = await newPage();
    await page.goto(`${base}/#/room/${code}`);
    await page.waitForSelector('#join-form');
    await page.click('#join-room');
    const rnd = lcg(11);
    let decisions = 0;
    for (;;) {
      const d = await nextDecision(page);
      if (d.state === 'over') break;
      await decide(page, d, rnd);
      check(++decisions < 600, 'the game ends');
    }
    const exit = await Promise.race([botDone, new Promise((r) => setTimeout(() => r('still running'), 10000))]);
    check(exit === 0, `the bot ends with the game (${exit})`);
    check(page.errors.length === 0, `no page errors: ${page.errors.join('; ')}`);
    console.log(`     ${decisions} decisions against the bot`);
    await page.context().close();
  } finally {
    bot.kill();
  }
});

await test('replays: open a file and step forward and back', async () => {
  const page = await newPage();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invokation-replays-'));
  execFileSync(bin, ['match', '--games', '1', '--agent-a', 'greedy', '--agent-b', 'random', '--seed', '5', '--record', dir], { stdio: 'ignore' });
  const recorded = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));
  check(recorded.length === 1, 'the command line recorded a replay');
  for (const file of [recorded[0], replayFile].filter(Boolean)) {
    await page.goto(`${base}/#/replay`);
    await page.setInputFiles('#replay-file', file);
    await page.waitForFunction(() => /^decision 0 of \d+/.test(document.querySelector('#frame-counter').textContent));
    const total = Number(/of (\d+)/.exec(await page.locator('#frame-counter').textContent())[1]);
    check(total > 10, `frames: ${total}`);
    for (let i = 0; i < 5; i++) await page.click('#replay-forward');
    check((await page.locator('#frame-counter').textContent()).startsWith('decision 5 of'), 'forward 5');
    await page.click('#replay-back');
    await page.click('#replay-back');
    check((await page.locator('#frame-counter').textContent()).startsWith('decision 3 of'), 'back 2');
    check((await page.locator('.hand').count()) === 1 && (await page.locator('.character').count()) === 6, 'the board of the frame');
    await page.click('#replay-last');
    check((await page.locator('#frame-counter').textContent()) === `decision ${total} of ${total}`, 'to the end');
    const status = await page.locator('#replay-status').textContent();
    check(!/no longer follows/.test(status), `the replay runs again: ${status}`);
    check(/wins|Draw|Both lose/.test(status), `the result: ${status}`);
  }
  await shot(page, 'replay');
  // A file that is not a replay gets an error, not a crash.
  const bad = path.join(dir, 'bad.json');
  fs.writeFileSync(bad, '{"not": "a replay"}');
  await page.setInputFiles('#replay-file', bad);
  await page.waitForSelector('#replay-status .error');
  check(page.errors.length === 0, `no page errors: ${page.errors.join('; ')}`);
  await page.context().close();
});

await test('the deck builder: build a deck, rules checked live, share code out and in', async () => {
  const page = await newPage();
  await page.goto(`${base}/#/decks`);
  await page.waitForSelector('#start-from');
  await page.click('#start-from');
  await page.waitForFunction(() => /follows the deck-building rules/.test(document.querySelector('#deck-verdict').textContent));
  const code = await page.inputValue('#share-code');
  check(code.length > 20, `a share code: ${code}`);
  // Take a card out: the rules complain at once; put it back by searching for it.
  const item = page.locator('.dcards .item').first();
  const name = (await item.locator('.iname').textContent()).trim();
  await item.click();
  await page.waitForFunction(() => /exactly 30/.test(document.querySelector('#deck-verdict').textContent));
  check((await page.locator('#card-count').textContent()) === '29/30', '29 cards');
  check((await page.inputValue('#share-code')) === '', 'no code for a broken deck');
  await page.fill('#deck-search', name);
  await page.locator('#card-list .item', { hasText: name }).first().click();
  await page.waitForFunction(() => /follows the deck-building rules/.test(document.querySelector('#deck-verdict').textContent));
  const code2 = await page.inputValue('#share-code');
  // The exported code decodes to the same deck on the command line.
  const decoded = (c) => {
    const n = {};
    for (const line of execFileSync(bin, ['deck', 'decode', c]).toString().split('\n').filter(Boolean)) {
      const m = /^(\d+)x (.*)$/.exec(line);
      n[m ? m[2] : line] = (n[m ? m[2] : line] || 0) + (m ? Number(m[1]) : 1);
    }
    return JSON.stringify(Object.entries(n).sort());
  };
  check(decoded(code) === decoded(code2), 'the same deck after the round trip');
  // A fourth character is not taken; a talent without its character breaks the rules.
  // Import: clear, then paste the code.
  await page.click('text=Clear');
  await page.waitForFunction(() => /Choose 3 characters \(0\/3\)/.test(document.querySelector('#deck-verdict').textContent));
  await page.fill('#import-code', code2);
  await page.click('#import-deck');
  await page.waitForFunction(() => /follows the deck-building rules/.test(document.querySelector('#deck-verdict').textContent));
  check((await page.locator('#card-count').textContent()) === '30/30', '30 cards imported');
  await page.fill('#deck-name', 'Browser deck');
  await page.click('#save-deck');
  await page.waitForSelector('.saved .item');
  await shot(page, 'decks');
  // The saved deck is offered in the lobby.
  await page.goto(`${base}/#/`);
  await page.waitForSelector('#agent-form');
  const offered = await page.locator('#agent-form select[name=deck] option').allTextContents();
  check(offered.includes('Browser deck (saved)'), `saved deck in the lobby: ${offered}`);
  check(page.errors.length === 0, `no page errors: ${page.errors.join('; ')}`);
  await page.context().close();
});

await browser.close();
server.kill();
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
