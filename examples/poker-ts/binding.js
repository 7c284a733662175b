#!/usr/bin/env node
// poker-ts 1.5.0 behind the refdealer protocol's process binding: one JSON-RPC 2.0 request a
// line on stdin, one response a line on stdout (docs/protocol.md, "The process binding").
//
//   npm install --prefix examples/poker-ts
//   refdealer certify --adapter-cmd "node examples/poker-ts/binding.js"
//
// poker-ts plays the hand: blinds, the order of action, its legal actions and chip ranges, the
// pots it forms at the end of each round, and the showdown it settles by itself. It shuffles
// its own deck and deals two hole cards to a seat at once with no burns, so the binding orders
// its deck to give each seat and street exactly the cards the protocol's deal gives, and shows
// them as the protocol's events deal them. It has no show or muck: the binding holds the result
// back until the protocol's showdown events are in, and refuses the muck of a hand it paid.
// Seat n is poker-ts seat n - 1 at a ten-seat table.
//
// A session (`session`, then `next_hand`) keeps one poker-ts Table across hands: poker-ts moves
// the button to the next seated player and posts the blinds after it (Table.incrementButton,
// Dealer.postBlinds), seats and unseats players (sitDown, standUp) and stands up those a
// showdown leaves without chips (Table.standUpBustedPlayers). The binding asks a copy of the
// table where the next hand goes and keeps only what poker-ts has no notion of: names, the
// blind schedule, the chips brought and taken, and the places of busted players. poker-ts has
// no sitting out: sit_out, come_back and post are refused NOT_MODELLED (no sitting-out).
'use strict';

const readline = require('readline');
const Poker = require('poker-ts');
const { default: Card, CardRank, CardSuit } = require('poker-ts/dist/lib/card');
const { default: Dealer } = require('poker-ts/dist/lib/dealer');

const TABLE_SEATS = 10;
const RANKS = '23456789TJQKA';
const SUITS = { c: CardSuit.CLUBS, d: CardSuit.DIAMONDS, h: CardSuit.HEARTS, s: CardSuit.SPADES };
const SUIT_LETTER = { clubs: 'c', diamonds: 'd', hearts: 'h', spades: 's' };
const STREET_CARDS = { 0: 3, 3: 1, 4: 1 };
const PHASE_BY_BOARD = { 0: 'preflop', 3: 'flop', 4: 'turn', 5: 'river' };
const UNMODELLED = new Set(['boxed', 'chips', 'expose', 'declare', 'count', 'declare_board',
  'end_deal', 'notice', 'stub_dropped']);
// House options and the values poker-ts plays: no exposure at an all-in, odd chips one each
// clockwise from the button, chips of 1.
// Between hands it moves the button to the next seated player (a moving button); players out
// on the same hand are placed by their stacks at its start (the binding's count).
const OPTIONS = { all_in_exposure: ['off'], odd_chip_method: ['left_of_button'],
  odd_chip_multiple: ['one_each_clockwise'], chip_unit: [1], button_mode: ['moving'],
  multi_bust_ranking: ['starting_stack'] };
const PROFILES = ['rrop-cash', 'tda-2024'];
const SETUP_FIELDS = new Set(['game', 'blinds', 'ante', 'limits', 'seats', 'button', 'profile',
  'house', 'deck', 'reshuffles']);
const SESSION_FIELDS = new Set(['game', 'limits', 'ante_mode', 'profile', 'house', 'seats',
  'players', 'button', 'blinds', 'ante', 'levels', 'new_game']);
const SESSION_EVENTS = new Set(['next_hand', 'join', 'move_in', 'sit_out', 'come_back', 'post',
  'leave', 'new_level']);
const HAND_EVENTS = new Set(['deal_hole', 'burn', 'board', 'fold', 'check', 'call', 'bet', 'raise',
  'show', 'muck', ...UNMODELLED]);
const NO_SITTING_OUT = 'poker-ts deals in every seated player (Table.startHand): no player can sit '
  + 'out or post to come in';

class Refused extends Error {
  constructor(reason, message) { super(message); this.reason = reason; }
}

function engineCard(token) {
  return new Card(RANKS.indexOf(token[0]), SUITS[token[1]]);
}

function token(card) { return card.rank + SUIT_LETTER[card.suit]; }

// Every chip committed this hand as a main pot and side pots (clarification 1).
function canonicalPots(committed, live, allIn) {
  const levels = [...new Set(allIn.filter((s) => live.includes(s) && committed[s] > 0)
    .map((s) => committed[s]))].sort((a, b) => a - b);
  const top = Math.max(0, ...Object.values(committed));
  if (!levels.length || levels[levels.length - 1] < top) levels.push(top);
  const pots = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    for (const chips of Object.values(committed)) amount += Math.max(0, Math.min(chips, level) - previous);
    const eligible = live.filter((s) => !allIn.includes(s) || committed[s] >= level).sort((a, b) => a - b);
    if (amount > 0) pots.push({ amount, eligible });
    previous = level;
  }
  return pots;
}

class Binding {
  hello() {
    return { protocol: 1, engine: 'poker-ts', version: require('poker-ts/package.json').version,
      capabilities: ['no-limit', 'antes', 'heads-up', 'side-pots', 'sessions'], profiles: PROFILES,
      options: OPTIONS };
  }

  start(setup) {
    this.book = null; // a hand on its own closes any session
    for (const key of Object.keys(setup)) {
      if (!SETUP_FIELDS.has(key)) throw new Error(`${key}: unknown setup field`);
    }
    checkGameAndHouse(setup);
    const table = new Poker.Table(forcedBets(setup.blinds, setup.ante), TABLE_SEATS);
    for (const seat of Object.keys(setup.seats).map(Number)) table.sitDown(seat - 1, setup.seats[String(seat)]);
    this.deal(setup, table, setup.button - 1);
    return { rulings: [] };
  }

  // A hand on `table` from `setup` (its seats, button and deck); `manualButton` is the seat
  // index given to poker-ts's startHand, undefined when poker-ts moves the button itself.
  deal(setup, table, manualButton) {
    this.seats = Object.keys(setup.seats).map(Number).sort((a, b) => a - b);
    this.startStacks = {};
    for (const seat of this.seats) this.startStacks[seat] = setup.seats[String(seat)];
    this.button = setup.button;
    const first = this.seats.findIndex((s) => s > setup.button);
    const at = first < 0 ? 0 : first;
    this.order = this.seats.slice(at).concat(this.seats.slice(0, at));
    this.deck = setup.deck.slice();
    this.next = 0;
    this.hole = {};
    for (const seat of this.seats) this.hole[seat] = [];
    this.holeDue = this.order.concat(this.order);
    this.burns = []; this.board = []; this.muck = [];
    this.burned = false;
    this.folded = new Set(); this.shown = new Set(); this.mucked = new Set();
    this.held = null; // stacks before poker-ts settled the hand by itself
    this.settled = false;
    // The cards the protocol's deal gives: hole cards round by round, the board after burns.
    const plan = {};
    this.order.forEach((seat, i) => { plan[seat] = [this.deck[i], this.deck[i + this.order.length]]; });
    const base = 2 * this.order.length;
    const board = [1, 2, 3, 5, 7].map((i) => this.deck[base + i]);
    const sequence = [];
    for (const seat of this.seats) sequence.push(...plan[seat]); // poker-ts deals by seat index
    sequence.push(...board);
    for (const card of this.deck) if (!sequence.includes(card)) sequence.push(card);
    stackDeck(table, sequence);
    table.startHand(manualButton);
    if (table.button() !== setup.button - 1) {
      throw new Error(`poker-ts put the button on seat ${table.button() + 1}, not ${setup.button} as on a copy of its table`);
    }
    this.table = table;
    const stacks = this.stacks();
    this.roundBets = {}; this.committed = {};
    for (const seat of this.seats) {
      const bet = this.seatState(seat).betSize;
      this.roundBets[seat] = bet;
      this.committed[seat] = this.startStacks[seat] - stacks[seat] - bet; // antes
    }
    return { rulings: [] };
  }

  // -- a session -----------------------------------------------------------------------

  session(raw) {
    const setup = checkSession(raw);
    const table = new Poker.Table(forcedBets(setup.levels[0].blinds, setup.levels[0].ante), TABLE_SEATS);
    for (const [seat, stack] of Object.entries(setup.stacks)) table.sitDown(Number(seat) - 1, stack);
    this.table = null;
    this.lobby = table; // the session's poker-ts Table, kept across hands
    const brought = Object.values(setup.stacks).reduce((a, b) => a + b, 0);
    this.book = { setup, players: { ...setup.players }, levelIndex: 0, levelDue: null, hands: 0,
      brought, taken: 0, last: null, startedWith: null, settled: true, busted: [],
      manualButton: setup.button - 1 };
    return { rulings: [] };
  }

  level(index) { return this.book.setup.levels[index]; }

  nextLevel() { const b = this.book; return this.level(b.levelDue === null ? b.levelIndex : b.levelDue); }

  inHand() { return Boolean(this.table) && this.phase() !== 'complete'; }

  // Every seated player's chips between hands (poker-ts's seats; an empty seat is null).
  chips() {
    const out = {};
    this.lobby.seats().forEach((player, i) => { if (player) out[i + 1] = player.totalChips; });
    return out;
  }

  // Where poker-ts puts the next hand, asked of a copy of its table: the same seats and chips
  // and the same button state, started with its own startHand (the table itself untouched).
  places(level) {
    const chips = this.chips();
    const seated = Object.keys(chips).map(Number);
    if (seated.length < 2) return null;
    const probe = new Poker.Table(forcedBets(level.blinds, level.ante), TABLE_SEATS);
    for (const seat of seated) probe.sitDown(seat - 1, chips[seat]);
    for (const field of ['_button', '_firstTimeButton', '_buttonSetManually']) {
      probe._table[field] = this.lobby._table[field];
    }
    stackDeck(probe, []);
    const post = Dealer.prototype.postBlinds;
    let big = null;
    Dealer.prototype.postBlinds = function recordBigBlind() { big = post.call(this); return big; };
    try {
      probe.startHand(this.book.manualButton === null ? undefined : this.book.manualButton);
    } finally {
      Dealer.prototype.postBlinds = post;
    }
    const players = probe._table._handPlayers;
    let small = big; // poker-ts posts the big blind on the next seated player after the small
    do { small = (small + players.length - 1) % players.length; } while (players[small] === null);
    return { button: probe.button() + 1, dead_button: false, small_blind: small + 1,
      big_blind: big + 1, dealt_in: seated, posts: [] };
  }

  betweenHands(event) {
    const book = this.book;
    const type = event.type;
    if (type === 'new_level') {
      const due = book.levelIndex + 1;
      if (book.levelDue !== null || due >= book.setup.levels.length) {
        throw new Refused('NO_MORE_LEVELS', 'no further level of the schedule to announce');
      }
      book.levelDue = due;
      return;
    }
    if (['sit_out', 'come_back', 'post'].includes(type)) throw new Refused('NOT_MODELLED', NO_SITTING_OUT);
    checkSessionEvent(event);
    if (this.inHand()) {
      // The adapter unseats between hands only (no leaving-mid-hand): Table.standUp during a
      // hand folds a live hand, where AT-SEAT keeps the player until it is over.
      if (type === 'leave') throw new Refused('NOT_MODELLED', 'poker-ts unseats a player between hands only');
      throw new Refused('HAND_IN_PROGRESS', 'a hand is under way; that waits until it is over');
    }
    if (type === 'next_hand') return this.nextHand(event);
    if (type === 'leave') {
      if (!(event.seat in book.players)) throw new Refused('SEAT_EMPTY', `seat ${event.seat} has no player`);
      book.taken += this.chips()[event.seat];
      this.lobby.standUp(event.seat - 1);
      delete book.players[event.seat];
      return;
    }
    const seat = type === 'join' ? event.seat : this.balancingSeat();
    if (seat === null) throw new Refused('TABLE_FULL', 'every seat is taken');
    if (seat in book.players) throw new Refused('SEAT_TAKEN', `seat ${seat} has a player`);
    this.lobby.sitDown(seat - 1, event.stack);
    book.players[seat] = event.player || `Seat ${seat}`;
    book.brought += event.stack;
  }

  // The empty seat that posts the big blind soonest as poker-ts moves it: the first after
  // the last big blind (before any hand, after the first hand's small blind).
  balancingSeat() {
    const book = this.book;
    let after = book.last ? book.last.big_blind : book.setup.button;
    if (!book.last) {
      const first = this.places(this.level(book.levelIndex));
      if (first) after = first.small_blind;
    }
    for (let step = 1; step <= TABLE_SEATS; step += 1) {
      const seat = ((after + step - 1) % TABLE_SEATS) + 1;
      if (!(seat in book.players)) return seat;
    }
    return null;
  }

  nextHand(event) {
    const book = this.book;
    const level = this.nextLevel();
    const places = this.places(level);
    if (places === null) throw new Refused('NOT_ENOUGH_PLAYERS', 'fewer than two players can be dealt in');
    const chips = this.chips();
    const setup = { ...book.setup.handFields, blinds: level.blinds, ante: level.ante,
      seats: Object.fromEntries(places.dealt_in.map((s) => [String(s), chips[s]])),
      button: places.button, deck: event.deck };
    if (event.reshuffles) setup.reshuffles = event.reshuffles;
    this.lobby.setForcedBets(forcedBets(level.blinds, level.ante));
    this.deal(setup, this.lobby, book.manualButton === null ? undefined : book.manualButton);
    book.manualButton = null;
    if (book.levelDue !== null) { book.levelIndex = book.levelDue; book.levelDue = null; }
    book.hands += 1;
    book.last = places;
    book.startedWith = Object.fromEntries(places.dealt_in.map((s) => [s, chips[s]]));
    book.settled = false;
    this.countBusts();
  }

  // When a hand is over, the players poker-ts stood up without chips are out, placed by
  // their stacks at its start: the larger finishes higher, equal stacks tie.
  countBusts() {
    const book = this.book;
    if (book.settled || this.inHand() || !book.startedWith) return;
    book.settled = true;
    const chips = this.chips();
    const out = Object.entries(book.startedWith).filter(([s]) => !chips[s]).map(([s, v]) => [Number(s), v]);
    const left = Object.keys(book.players).length - out.length;
    const place = (start) => left + 1 + out.filter(([, other]) => other > start).length;
    out.sort((a, b) => place(b[1]) - place(a[1]) || a[0] - b[0]);
    for (const [seat, start] of out) {
      book.busted.push({ seat, player: book.players[seat], started_with: start, place: place(start) });
      delete book.players[seat];
    }
  }

  sessionSnapshot() {
    const book = this.book;
    const inHand = this.inHand();
    const chips = this.chips();
    const handStacks = inHand ? this.stacks() : {};
    const seats = {};
    for (const seat of Object.keys(book.players).map(Number).sort((a, b) => a - b)) {
      const playing = inHand && this.seats.includes(seat);
      seats[String(seat)] = { player: book.players[seat],
        stack: playing ? handStacks[seat] : (chips[seat] || 0),
        state: playing ? 'in_hand' : 'playing', owes: { live: 0, dead: 0 } };
    }
    const level = this.level(book.levelIndex);
    const last = book.last;
    return { hands: book.hands, level: book.levelIndex + 1, blinds: level.blinds.slice(),
      ante: level.ante, level_due: book.levelDue === null ? null : book.levelDue + 1,
      in_hand: inHand, button: last ? last.button : null, dead_button: false,
      small_blind: last ? last.small_blind : null, big_blind: last ? last.big_blind : null,
      seats, next: inHand ? null : this.places(this.nextLevel()),
      busted: book.busted.map((b) => ({ ...b })),
      chips: { brought: book.brought, taken: book.taken } };
  }

  seatState(seat) { return this.table.seats()[seat - 1] || { totalChips: 0, stack: 0, betSize: 0 }; }

  running() { return this.table.isHandInProgress(); }

  live() { return this.order.filter((s) => !this.folded.has(s) && !this.mucked.has(s)); }

  stacks() {
    if (this.held && !this.complete()) return { ...this.held };
    const out = {};
    for (const seat of this.seats) out[seat] = this.seatState(seat).stack;
    return out;
  }

  roundOpen() {
    return this.running() && this.table.isBettingRoundInProgress()
      && this.table.communityCards().length <= this.board.length;
  }

  toAct() {
    if (this.holeDue.length || !this.roundOpen()) return null;
    return this.table.playerToAct() + 1;
  }

  legal() {
    const { actions, chipRange } = this.table.legalActions();
    const state = this.seatState(this.toAct());
    const biggest = this.table._table._dealer.biggestBet(); // poker-ts's own amount to match
    const call = actions.includes('call') ? Math.min(biggest - state.betSize, state.stack) : 0;
    const raising = actions.includes('bet') || actions.includes('raise');
    return { fold: true, check: call === 0, call,
      min_raise_to: raising && chipRange ? chipRange.min : null,
      max_raise_to: raising && chipRange ? chipRange.max : null };
  }

  showdownOver() {
    const live = this.live();
    return live.length <= 1 || live.every((s) => this.shown.has(s));
  }

  complete() {
    if (this.running() && !this.settled) return false;
    const notFolded = this.order.filter((s) => !this.folded.has(s));
    return notFolded.length <= 1 || (this.board.length === 5 && this.showdownOver());
  }

  phase() {
    if (this.holeDue.length) return 'dealing';
    if (this.complete()) return 'complete';
    if (this.settled && this.board.length === 5) return 'showdown';
    return PHASE_BY_BOARD[this.board.length];
  }

  draw() { return this.deck[this.next++]; }

  // The betting is over for good: let poker-ts collect, turn its cards and settle.
  settle() {
    const table = this.table;
    while (this.running() && !table.isBettingRoundInProgress() && !table.areBettingRoundsCompleted()) {
      table.endBettingRound();
    }
    if (this.running() && table.areBettingRoundsCompleted()) {
      this.held = this.held || this.stacks();
      table.showdown();
      this.settled = true;
    }
  }

  committedTotal() {
    const bets = { ...this.roundBets };
    const seats = Object.keys(bets).map(Number);
    if (seats.length) {
      const top = seats.reduce((a, b) => (bets[b] > bets[a] ? b : a));
      const others = seats.filter((s) => s !== top).map((s) => bets[s]);
      bets[top] = Math.min(bets[top], Math.max(0, ...others));
    }
    const out = {};
    for (const seat of this.seats) out[seat] = this.committed[seat] + (bets[seat] || 0);
    return out;
  }

  closeRound() {
    this.committed = this.committedTotal();
    for (const seat of this.seats) this.roundBets[seat] = 0;
  }

  apply(event) {
    try {
      if (this.book) this.playInSession(event);
      else this.play(event);
    } catch (error) {
      if (error instanceof Refused) return { accepted: false, reason: error.reason, message: error.message };
      throw error;
    }
    return { accepted: true, rulings: [] };
  }

  playInSession(event) {
    const type = event.type;
    if (typeof type !== 'string') throw new Refused('MALFORMED_EVENT', 'an event needs a type');
    if (SESSION_EVENTS.has(type)) return this.betweenHands(event);
    if (!HAND_EVENTS.has(type)) throw new Refused('NOT_MODELLED', `poker-ts has no ${type} event`);
    if (!this.table) throw new Refused('NO_HAND', 'no hand has been dealt in this session');
    this.play(event);
    this.countBusts();
  }

  seatOf(event) {
    const seat = event.seat;
    if (!Number.isInteger(seat)) throw new Refused('MALFORMED_EVENT', `a ${event.type} event needs a seat`);
    if (!this.seats.includes(seat) || this.folded.has(seat) || this.mucked.has(seat)) {
      throw new Refused('NOT_IN_HAND', `seat ${seat} is not in the hand`);
    }
    return seat;
  }

  play(event) {
    if (!this.table) throw new Refused('NO_HAND', 'no hand has been started');
    const type = event.type;
    if (typeof type !== 'string') throw new Refused('MALFORMED_EVENT', 'an event needs a type');
    if (event.noticed === false) throw new Refused('NOT_MODELLED', 'poker-ts: no errors found late');
    if (UNMODELLED.has(type)) throw new Refused('NOT_MODELLED', `poker-ts has no ${type} event`);
    if (this.phase() === 'complete') throw new Refused('HAND_COMPLETE', 'the hand is over');
    if (type === 'deal_hole') return this.dealHole(event);
    if (type === 'burn' || type === 'board') return this.boardCard(type, event);
    if (['fold', 'check', 'call', 'bet', 'raise'].includes(type)) return this.bet(type, this.seatOf(event), event);
    if (type === 'show' || type === 'muck') return this.showdownAct(type, this.seatOf(event), event);
    throw new Refused('MALFORMED_EVENT', `unknown event type ${JSON.stringify(type)}`);
  }

  dealHole(event) {
    if (event.exposed) throw new Refused('NOT_MODELLED', 'poker-ts: no exposed hole cards');
    if (!this.holeDue.length) throw new Refused('DEAL_COMPLETE', 'every seat has its hole cards');
    const due = this.holeDue[0];
    const seat = event.seat === undefined ? due : event.seat;
    if (seat !== due) throw new Refused('WRONG_SEAT', `the card is due to seat ${due}, not ${seat}`);
    this.holeDue.shift();
    this.hole[due].push(this.draw());
  }

  boardCard(type, event) {
    const phase = this.phase();
    if (phase === 'dealing') throw new Refused('DEAL_INCOMPLETE', 'the hole cards are not all dealt');
    if (this.board.length >= 5 || phase === 'showdown') throw new Refused('NO_CARD_DUE', 'no more cards are dealt in this hand');
    if (this.toAct() !== null) throw new Refused('BETTING_INCOMPLETE', 'the betting round is not over');
    if (type === 'burn') {
      if (this.burned) throw new Refused('ALREADY_BURNED', "this street's burn has been made");
      this.burns.push(this.draw());
      this.burned = true;
      return;
    }
    if (!this.burned) throw new Refused('BURN_REQUIRED', 'a board card comes only after the burn');
    const due = STREET_CARDS[this.board.length];
    if (event.count !== due) throw new Refused('WRONG_BOARD_COUNT', `this street takes ${due} card(s), not ${event.count}`);
    this.closeRound();
    for (let i = 0; i < due; i += 1) this.board.push(this.draw());
    this.burned = false;
    const table = this.table;
    if (this.running() && !table.isBettingRoundInProgress() && !table.areBettingRoundsCompleted()) {
      table.endBettingRound();
    }
    if (this.board.length === 5) this.settle();
  }

  bet(type, seat, event) {
    const phase = this.phase();
    if (phase === 'dealing') throw new Refused('DEAL_INCOMPLETE', 'the hole cards are not all dealt');
    const toAct = phase === 'showdown' ? null : this.toAct();
    if (toAct === null) throw new Refused('NOT_YOUR_TURN', 'no betting decision is due');
    if (seat !== toAct) throw new Refused('NOT_YOUR_TURN', `seat ${toAct} is to act`);
    const legal = this.legal();
    const { actions } = this.table.legalActions();
    let amount;
    if (type === 'check' && legal.call > 0) throw new Refused('CANNOT_CHECK', `there is a bet: ${legal.call} to call`);
    if (type === 'call' && legal.call === 0) throw new Refused('NOTHING_TO_CALL', 'there is no bet to call');
    if (type === 'bet' || type === 'raise') {
      amount = type === 'bet' ? event.amount : event.to;
      if (!Number.isInteger(amount)) throw new Refused('MALFORMED_EVENT', `a ${type} needs an integer amount`);
      const facing = Math.max(...this.seats.map((s) => this.seatState(s).betSize)) > 0;
      if (type === 'bet' && facing) throw new Refused('BET_ALREADY_MADE', 'there is already a bet: raise instead');
      if (type === 'raise' && !facing) throw new Refused('NO_BET_TO_RAISE', 'there is no bet yet: bet instead');
      if (legal.min_raise_to === null) throw new Refused('RAISE_NOT_ALLOWED', 'the seat may not bet or raise');
      if (amount < legal.min_raise_to) throw new Refused('BELOW_MINIMUM', `the least is ${legal.min_raise_to}`);
      if (amount > legal.max_raise_to) throw new Refused('ABOVE_MAXIMUM', `the most is ${legal.max_raise_to}`);
    }
    const state = this.seatState(seat);
    if (type === 'call') this.roundBets[seat] += Math.min(legal.call, state.stack);
    if (amount !== undefined) this.roundBets[seat] = amount;
    let action = type;
    if (type === 'check' && !actions.includes('check')) action = 'call';
    if (type === 'raise' && !actions.includes('raise') && actions.includes('bet')) action = 'bet';
    if (type === 'bet' && !actions.includes('bet') && actions.includes('raise')) action = 'raise';
    const before = this.stacks();
    before[seat] -= type === 'call' ? Math.min(legal.call, state.stack) : amount === undefined ? 0 : amount - state.betSize;
    try {
      this.table.actionTaken(action, amount);
    } catch (error) {
      throw new Refused('NOT_MODELLED', `poker-ts refused it: ${error.message}`);
    }
    if (type === 'fold') {
      this.folded.add(seat);
      this.muck.push(...this.hole[seat]);
      this.hole[seat] = [];
      if (this.order.filter((s) => !this.folded.has(s)).length <= 1) {
        this.held = before;
        this.settle();
        return;
      }
    }
    if (this.board.length === 5 && !this.table.isBettingRoundInProgress()) {
      this.held = before;
      this.settle();
    }
  }

  showdownAct(type, seat, event) {
    if (this.phase() !== 'showdown') throw new Refused('NOT_SHOWDOWN', 'hands are shown or mucked only at the showdown');
    if (this.shown.has(seat)) throw new Refused('NOT_IN_HAND', `seat ${seat} has already shown`);
    if (type === 'show' && event.cards && [...event.cards].sort().join() !== [...this.hole[seat]].sort().join()) {
      throw new Refused('NOT_MODELLED', 'poker-ts: a hand is shown whole or not at all');
    }
    if (type === 'muck') {
      const paid = this.table.winners().some((pot) => pot.some((winner) => winner[0] === seat - 1));
      if (paid && this.live().length > 1) {
        throw new Refused('NOT_MODELLED', 'poker-ts settles every hand at the river: it cannot muck a hand it paid');
      }
      this.mucked.add(seat);
      this.muck.push(...this.hole[seat]);
      this.hole[seat] = [];
    } else {
      this.shown.add(seat);
    }
  }

  payouts(stacks) {
    const committed = this.committedTotal();
    const out = {};
    for (const seat of this.seats) {
      const received = stacks[seat] - (this.startStacks[seat] - committed[seat]);
      if (received > 0) out[String(seat)] = received;
    }
    return out;
  }

  pots() {
    const live = this.live();
    const bets = this.seats.map((s) => this.seatState(s).betSize);
    if (this.running() && !bets.some((b) => b > 0)) {
      return this.table.pots().filter((pot) => pot.size > 0).map((pot) => ({ amount: pot.size,
        eligible: pot.eligiblePlayers.map((i) => i + 1).filter((s) => live.includes(s)).sort((a, b) => a - b) }));
    }
    const stacks = this.stacks();
    const committed = {};
    for (const seat of this.seats) committed[seat] = this.startStacks[seat] - stacks[seat];
    return canonicalPots(committed, live, live.filter((s) => stacks[s] === 0));
  }

  snapshot() {
    if (this.book) {
      const table = this.table ? this.handSnapshot() : {};
      table.session = this.sessionSnapshot();
      return table;
    }
    return this.handSnapshot();
  }

  handSnapshot() {
    const phase = this.phase();
    let toAct = null;
    let legal = null;
    if (!['dealing', 'complete', 'showdown'].includes(phase)) {
      toAct = this.toAct();
      if (toAct !== null) legal = this.legal();
    }
    const stacks = this.stacks();
    const complete = phase === 'complete';
    const byseat = (f) => Object.fromEntries(this.seats.map((s) => [String(s), f(s)]));
    const openRound = this.roundOpen();
    return {
      phase, button: this.button, to_act: toAct, stub: [], burns: [],
      board: this.board.slice(), out_of_play: [], void: [], muck: this.muck.slice(),
      hole: byseat((s) => this.hole[s].slice()), exposed: [],
      stacks: byseat((s) => stacks[s]),
      bets: byseat((s) => (complete || !openRound ? 0 : this.seatState(s).betSize)),
      pots: complete ? [] : this.pots(),
      legal, rulings: [], payouts: complete ? this.payouts(stacks) : {},
    };
  }
}

function forcedBets(blinds, ante) {
  const forced = { smallBlind: blinds[0], bigBlind: blinds[1] };
  if (ante) forced.ante = ante;
  return forced;
}

// poker-ts draws from the end of its deck array: its next shuffle gives `sequence` in order
// (then any cards, for a copy of the table that only needs the button and the blinds).
function stackDeck(table, sequence) {
  const deck = table._table._deck;
  deck.fillAndShuffle = function fillStacked() {
    this._size = 52;
    const cards = sequence.length ? sequence : [...RANKS].flatMap((r) => Object.keys(SUITS).map((s) => r + s));
    cards.forEach((card, i) => { this[51 - i] = engineCard(card); });
  };
}

function checkGameAndHouse(setup) {
  if ((setup.game || 'no-limit') !== 'no-limit') throw new Error('game: poker-ts plays no-limit only');
  for (const [name, value] of Object.entries(setup.house || {})) {
    if (!(OPTIONS[name] || []).includes(value)) {
      throw new Error(`house.${name}: poker-ts does not model ${name} = ${JSON.stringify(value)}`);
    }
  }
}

function chipsField(value, field, least) {
  if (!Number.isInteger(value) || value < least) throw new Error(`${field}: expected a whole number of chips of at least ${least}`);
  return value;
}

function levelOf(raw, field) {
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.blinds) || raw.blinds.length !== 2) {
    throw new Error(`${field}blinds: expected [small, big]`);
  }
  const small = chipsField(raw.blinds[0], `${field}blinds[0]`, 0);
  const big = chipsField(raw.blinds[1], `${field}blinds[1]`, 1);
  if (small > big) throw new Error(`${field}blinds: small blind ${small} exceeds big blind ${big}`);
  return { blinds: [small, big], ante: chipsField(raw.ante || 0, `${field}ante`, 0) };
}

// A session object checked field by field (errors name the field, as the protocol asks).
function checkSession(raw) {
  for (const key of Object.keys(raw)) {
    if (!SESSION_FIELDS.has(key)) throw new Error(`session.${key}: unknown session field`);
  }
  checkGameAndHouse(raw);
  // new_game changes only who may come in free (RRoP §4): poker-ts seats a newcomer its own way.
  if (raw.new_game !== undefined && typeof raw.new_game !== 'boolean') throw new Error('session.new_game: expected true or false');
  if (raw.ante_mode !== undefined && raw.ante_mode !== 'each') throw new Error(`session.ante_mode: poker-ts posts every seat's ante`);
  if (!raw.seats || typeof raw.seats !== 'object') throw new Error('session.seats: expected an object of seat -> stack');
  const stacks = {};
  for (const [key, stack] of Object.entries(raw.seats)) {
    const seat = Number(key);
    if (!/^(10|[1-9])$/.test(key)) throw new Error(`session.seats.${key}: a seat is a number 1-${TABLE_SEATS}`);
    stacks[seat] = chipsField(stack, `session.seats.${key}`, 1);
  }
  const count = Object.keys(stacks).length;
  if (count < 2 || count > TABLE_SEATS) throw new Error(`session.seats: a session opens with 2-${TABLE_SEATS} players, got ${count}`);
  if (!(raw.button in stacks)) throw new Error(`session.button: the first button goes to a player, not ${JSON.stringify(raw.button)}`);
  const players = {};
  for (const seat of Object.keys(stacks)) players[seat] = `Seat ${seat}`;
  for (const [key, name] of Object.entries(raw.players || {})) {
    if (!(key in stacks)) throw new Error(`session.players.${key}: seat ${key} has no stack in session.seats`);
    if (typeof name !== 'string' || !name.trim()) throw new Error(`session.players.${key}: expected a name`);
    players[key] = name;
  }
  let levels;
  if (raw.levels !== undefined) {
    if (raw.blinds !== undefined || raw.ante !== undefined) throw new Error('session.levels: give the blinds as levels or as blinds, not both');
    if (!Array.isArray(raw.levels) || !raw.levels.length) throw new Error('session.levels: expected a list of one or more levels');
    levels = raw.levels.map((level, i) => levelOf(level, `session.levels[${i}].`));
  } else {
    levels = [levelOf({ blinds: raw.blinds, ante: raw.ante }, 'session.')];
  }
  const handFields = {};
  for (const key of ['game', 'profile', 'house']) if (raw[key] !== undefined) handFields[key] = raw[key];
  return { stacks, players, button: raw.button, levels, handFields };
}

function checkSessionEvent(event) {
  if (event.type === 'next_hand') {
    if (!Array.isArray(event.deck) || event.deck.length !== 52) throw new Refused('MALFORMED_EVENT', 'next_hand.deck: expected 52 cards, top first');
    return;
  }
  if (['join', 'leave'].includes(event.type) && !(Number.isInteger(event.seat) && event.seat >= 1 && event.seat <= TABLE_SEATS)) {
    throw new Refused('MALFORMED_EVENT', `${event.type}.seat: a seat is a number 1-${TABLE_SEATS}`);
  }
  if (['join', 'move_in'].includes(event.type) && !(Number.isInteger(event.stack) && event.stack >= 1)) {
    throw new Refused('MALFORMED_EVENT', `${event.type}.stack: expected a whole number of chips`);
  }
}

function main() {
  const binding = new Binding();
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    let request;
    try {
      request = JSON.parse(line);
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } })}\n`);
      return;
    }
    const { id, method } = request;
    const params = request.params && !Array.isArray(request.params) ? request.params : {};
    let reply;
    try {
      if (method === 'shutdown') {
        process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id, result: {} })}\n`);
        process.exit(0);
      }
      if (!['hello', 'start', 'session', 'apply', 'snapshot'].includes(method)) {
        reply = { jsonrpc: '2.0', id, error: { code: -32601, message: `no method ${method}` } };
      } else {
        reply = { jsonrpc: '2.0', id, result: binding[method](params) };
      }
    } catch (error) {
      const code = method === 'start' || method === 'session' ? -32602 : -32603;
      reply = { jsonrpc: '2.0', id, error: { code, message: String(error && error.message) } };
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  });
}

module.exports = { Binding, canonicalPots, token };
if (require.main === module) main();
