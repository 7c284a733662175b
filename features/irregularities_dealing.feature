@requires-no-limit
Feature: Dealing irregularities — exposed, extra, boxed and misdirected hole cards, and the misdeals they cause
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md,
  sections A and B, and the project decisions of section 0.5). Three-handed: seat 1 is the
  button, seat 2 the small blind, seat 3 the big blind; the deal goes seat 2, seat 3, seat 1,
  twice. The deck is stacked so that a correct deal gives each seat its row's cards and the
  board named after the burns named. A table described this way has no reshuffles list, so
  the reshuffle after a misdeal puts every card back in the stacked deck's order and the
  redeal is an exact re-play of the same hand.

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: EXTRA-HOLE-CARD — one extra card to the first seat is the burn; more, or the TDA option, is a misdeal
    Catalog A, EXTRA-HOLE-CARD tests 1 to 3 and decision 3 (RRoP §5 Hold'em r2; TDA 35-A-5 as
    the house option extra_card_to_first_player = misdeal).

    @requires-burns-visible @profile-rrop-cash
    Scenario: A third-pass card to the small blind goes back on top and is the flop burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action    | amount |
        | 2    | deal_hole |        |
      Then the rulings include EXTRA_CARD_RETURNED
      And the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | burns  | []                                                       |
      When these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      Then the snapshot shows:
        | field | value              |
        | burns | ["5c"]             |
        | board | ["2c", "7d", "9h"] |

    Scenario: With extra_card_to_first_player misdeal the extra card is a misdeal and the hand is re-played
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the house rule extra_card_to_first_player is misdeal
      When the hand is dealt
      And the dealer deals a hole card
      Then the rulings include MISDEAL_EXTRA_CARDS and REDEAL
      And the snapshot shows:
        | field  | value                          |
        | phase  | "dealing"                      |
        | to_act | null                           |
        | hole   | {"1": [], "2": [], "3": []}    |
        | stacks | {"1": 10000, "2": 9900, "3": 9800} |
        | bets   | {"1": 0, "2": 100, "3": 200}   |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @profile-rrop-cash
    Scenario: Two extra cards after the deal are a misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When the hand is dealt
      And these actions happen:
        | seat | action    | amount |
        | 2    | deal_hole |        |
        | 3    | deal_hole |        |
      Then the rulings include EXTRA_CARD_RETURNED, MISDEAL_EXTRA_CARDS and REDEAL
      And the snapshot shows:
        | field   | value                       |
        | phase   | "dealing"                   |
        | hole    | {"1": [], "2": [], "3": []} |
        | exposed | []                          |

  @requires-floor-rulings
  Rule: BOXED-CARD — a card found face up in the stub is void; two in the initial deal are a misdeal
    Catalog A, BOXED-CARD tests 1 and 3 (RRoP §3 Irregularities; TDA 35-A-1).

    @requires-dealing-irregularities
    Scenario: A boxed card in the deal is void and every later card shifts by one
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | boxed     |        |
      Then the rulings include BOXED_CARD
      And the snapshot shows:
        | field | value                             |
        | phase | "dealing"                         |
        | void  | ["Ah"]                            |
        | hole  | {"1": [], "2": ["Kh"], "3": ["Qh"]} |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Kd", "5c"], "2": ["Kh", "Qd"], "3": ["Qh", "Ad"]} |
        | void   | ["Ah"]                                                   |

    @requires-dealing-irregularities
    Scenario: A second boxed card in the initial deal is a misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | boxed     |        |
        |      | deal_hole |        |
        |      | boxed     |        |
      Then the rulings include BOXED_CARD, MISDEAL_BOXED_CARDS and REDEAL
      And the snapshot shows:
        | field | value                       |
        | phase | "dealing"                   |
        | void  | []                          |
        | hole  | {"1": [], "2": [], "3": []} |
      When the hand is dealt
      Then the snapshot shows:
        | field | value                                                    |
        | hole  | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-burns-visible @requires-board-irregularities
    Scenario: The river card found face up after the river burn is void; the next card is the river
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
        |      | burn   |        |
        |      | boxed  |        |
        |      | board  | 1      |
      Then the rulings include BOXED_CARD
      And the snapshot shows:
        | field | value                          |
        | burns | ["5c", "6c", "8c"]             |
        | board | ["2c", "7d", "9h", "Js", "As"] |
        | void  | ["4s"]                         |

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: DEAL-FIRST-CARD-WRONG-SEAT — starting the deal at the wrong seat is a misdeal
    Catalog A, DEAL-FIRST-CARD-WRONG-SEAT test 1 and MISDEAL-REDEAL (RRoP §3 Misdeals 2(h); TDA
    35-A-2, 35-C).

    Scenario: The first card goes to the big blind: misdeal, and the redeal starts at the small blind
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | amount |
        | 3    | deal_hole |        |
      Then the rulings include MISDEAL_WRONG_FIRST_SEAT and REDEAL
      And the snapshot shows:
        | field  | value                              |
        | phase  | "dealing"                          |
        | button | 1                                  |
        | hole   | {"1": [], "2": [], "3": []}        |
        | stacks | {"1": 10000, "2": 9900, "3": 9800} |
      When these actions happen:
        | seat | action    | amount |
        | 2    | deal_hole |        |
        | 3    | deal_hole |        |
        | 1    | deal_hole |        |
        | 2    | deal_hole |        |
        | 3    | deal_hole |        |
        | 1    | deal_hole |        |
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-heads-up
    Scenario: Heads-up, the first card goes to the button instead of the big blind: misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      When these actions happen:
        | seat | action    | amount |
        | 1    | deal_hole |        |
      Then the rulings include MISDEAL_WRONG_FIRST_SEAT and REDEAL
      And the snapshot shows:
        | field | value              |
        | phase | "dealing"          |
        | hole  | {"1": [], "2": []} |
        | bets  | {"1": 100, "2": 200} |

  Rule: DEAL-SEAT-ENTITLEMENT — a hand dealt to an empty seat is a misdeal; a seat not in the hand is dealt out
    Catalog A, DEAL-SEAT-ENTITLEMENT tests 1 and 3 (RRoP §3 Misdeals 2(i), 2(j); TDA 35-A-3).

    @requires-floor-rulings @requires-dealing-irregularities
    Scenario: A card pitched to an empty seat is a misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
        | 5    | 10000 | Jh Jd |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        | 4    | deal_hole |        |
      Then the rulings include MISDEAL_SEAT_ENTITLEMENT and REDEAL
      And the snapshot shows:
        | field | value                                  |
        | phase | "dealing"                              |
        | hole  | {"1": [], "2": [], "3": [], "5": []}   |

    Scenario: A seat that is not in the hand is skipped without a ruling
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
        | 5    | 10000 | Jh Jd |
      When the hand is dealt
      Then the snapshot shows:
        | field   | value                                                                      |
        | phase   | "preflop"                                                                  |
        | to_act  | 5                                                                          |
        | rulings | []                                                                         |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"], "5": ["Jh", "Jd"]} |

  @requires-dealing-irregularities
  Rule: DEAL-WRONG-COUNT — a card out of sequence is a misdeal; a missing card may be given in sequence
    Catalog A, DEAL-WRONG-COUNT test 3 and BUTTON-CARDS test 1a (RRoP §3 Misdeals 2(e), 2(f); TDA
    35-A-5, 37).

    @requires-floor-rulings
    Scenario: The second pass skips the big blind: misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        | 1    | deal_hole |        |
      Then the rulings include MISDEAL_OUT_OF_SEQUENCE and REDEAL
      And the snapshot shows:
        | field | value                       |
        | phase | "dealing"                   |
        | hole  | {"1": [], "2": [], "3": []} |

    Scenario: The button is a card short and no one may act until it is given in sequence
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
      And seat 1 calls
      Then the step is rejected with DEAL_INCOMPLETE
      When these actions happen:
        | seat | action    | amount |
        | 1    | deal_hole |        |
      Then the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | rulings | []                                                       |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: DEAL-EXPOSED-FIRST-TWO — the first or second card off the deck exposed by the dealer is a misdeal
    Catalog A, DEAL-EXPOSED-FIRST-TWO tests 1 to 3 and its variant exposed_first_cards (RRoP §5
    Hold'em r1; RRoP §3 Misdeals 2(a); TDA 35-A-7). The stacked deck deals Kh to seat 2, Qh to
    seat 3, Ah to seat 1, then Kd, Qd, Ad.

    Scenario: The first card off the deck lands face up: misdeal, and the same hand is dealt again
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_EXPOSED_FIRST_CARDS and REDEAL
      And the snapshot shows:
        | field   | value                              |
        | phase   | "dealing"                          |
        | to_act  | null                               |
        | button  | 1                                  |
        | hole    | {"1": [], "2": [], "3": []}        |
        | exposed | []                                 |
        | stacks  | {"1": 10000, "2": 9900, "3": 9800} |
        | bets    | {"1": 0, "2": 100, "3": 200}       |
      When the hand is dealt
      Then the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | exposed | []                                                       |

    Scenario: The big blind's first card, the second off the deck, is exposed: misdeal as well
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_EXPOSED_FIRST_CARDS and REDEAL
      And the snapshot shows:
        | field   | value                                      |
        | phase   | "dealing"                                  |
        | hole    | {"1": [], "2": [], "3": []}                |
        | exposed | []                                         |
        | pots    | [{"amount": 300, "eligible": [1, 2, 3]}]   |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 200  | 400          | 10000        |
      And the snapshot shows:
        | field | value                                                    |
        | hole  | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-heads-up
    Scenario: Heads-up, the big blind's first card is exposed: misdeal, and the button still acts first
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_EXPOSED_FIRST_CARDS and REDEAL
      And the snapshot shows:
        | field  | value                 |
        | phase  | "dealing"             |
        | hole   | {"1": [], "2": []}    |
        | bets   | {"1": 100, "2": 200}  |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 100  | 400          | 10000        |
      And the snapshot shows:
        | field | value                                  |
        | hole  | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"]} |

    @requires-burns-visible
    Scenario: With exposed_first_cards first_only, the exposed second card is replaced after the deal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule exposed_first_cards is first_only
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value                               |
        | phase   | "dealing"                           |
        | hole    | {"1": [], "2": ["Kh"], "3": ["Qh"]} |
        | exposed | ["Qh"]                              |
        | burns   | []                                  |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      Then the rulings include EXPOSED_HOLE_CARD and EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qd", "5c"]} |
        | exposed | ["Qh"]                                                   |
        | burns   | ["Qh"]                                                   |

  @requires-dealing-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: DEAL-EXPOSED-LATER — a later hole card exposed by the dealer is replaced after the deal and is the flop burn
    Catalog A, DEAL-EXPOSED-LATER tests 1 and 2 and project decision 1 (RRoP §5 Hold'em r1;
    RRoP §3 Misdeals 2(f); TDA 35-A-7). The exposed card is the flop burn, so the flop is
    turned without a burn event ("the dealer turns 3 cards"), and the board is the one an
    error-free deal gives.

    Scenario: The big blind's second card is exposed: nobody acts before the replacement, and the board is unchanged
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
        |      | deal_hole |         |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "dealing"                                                |
        | to_act  | null                                                     |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | exposed | ["Qd"]                                                   |
        | burns   | []                                                       |
      When seat 1 calls
      Then the step is rejected with DEAL_INCOMPLETE
      When the dealer deals a hole card
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "5c"]} |
        | exposed | ["Qd"]                                                   |
        | burns   | ["Qd"]                                                   |
      When these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field | value              |
        | phase | "flop"             |
        | burns | ["Qd"]             |
        | board | ["2c", "7d", "9h"] |
      When these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["Qd", "6c", "8c"]             |
        | board | ["2c", "7d", "9h", "Js", "4s"] |

    Scenario: The button's second card, the last of the deal, is exposed: the button gets the next card at once
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value     |
        | phase   | "dealing" |
        | to_act  | null      |
        | exposed | ["Ad"]    |
      When the dealer deals a hole card
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "5c"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | burns   | ["Ad"]                                                   |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
        | 3    | call   |        |
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value                                    |
        | phase  | "flop"                                   |
        | to_act | 3                                        |
        | burns  | ["Ad"]                                   |
        | board  | ["2c", "7d", "9h"]                       |
        | pots   | [{"amount": 1300, "eligible": [1, 3]}]   |

    @requires-heads-up
    Scenario: Heads-up, the big blind's second card is the third off the deck: replaced, not a misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value                            |
        | phase   | "dealing"                        |
        | hole    | {"1": ["Ah"], "2": ["Kh", "Kd"]} |
        | exposed | ["Kd"]                           |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field  | value                                  |
        | phase  | "preflop"                              |
        | to_act | 1                                      |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "5c"]} |
        | burns  | ["Kd"]                                 |
      When these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | check  |
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | 2                  |
        | burns  | ["Kd"]             |
        | board  | ["2c", "7d", "9h"] |

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: MISDEAL-TWO-EXPOSED — a second hole card exposed by the dealer, an exposed replacement included, is a misdeal
    Catalog A, MISDEAL-TWO-EXPOSED tests 1 to 3 and project decision 2 (RRoP §5 Hold'em r1; RRoP
    §3 Misdeals 2(b); TDA 35-A-7). Only dealer exposures count: a boxed card is not one.

    Scenario: Two second-pass cards exposed: misdeal, and the same hand is dealt again
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_TWO_EXPOSED and REDEAL
      And the snapshot shows:
        | field   | value                              |
        | phase   | "dealing"                          |
        | to_act  | null                               |
        | hole    | {"1": [], "2": [], "3": []}        |
        | exposed | []                                 |
        | stacks  | {"1": 10000, "2": 9900, "3": 9800} |
        | bets    | {"1": 0, "2": 100, "3": 200}       |
      When the hand is dealt
      Then the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | exposed | []                                                       |

    Scenario: The replacement for an exposed card is exposed too: misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
        |      | deal_hole |         |
      And seat 1 calls
      Then the step is rejected with DEAL_INCOMPLETE
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD, MISDEAL_TWO_EXPOSED and REDEAL
      And the snapshot shows:
        | field   | value                              |
        | phase   | "dealing"                          |
        | to_act  | null                               |
        | hole    | {"1": [], "2": [], "3": []}        |
        | exposed | []                                 |
        | stacks  | {"1": 10000, "2": 9900, "3": 9800} |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-burns-visible
    Scenario: A boxed card plus one exposed hole card is not two exposed: the deal goes on
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | boxed     |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include BOXED_CARD and EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value                                             |
        | phase   | "dealing"                                         |
        | hole    | {"1": ["Kd"], "2": ["Kh", "Qd"], "3": ["Qh", "Ad"]} |
        | void    | ["Ah"]                                            |
        | exposed | ["Ad"]                                            |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Kd", "5c"], "2": ["Kh", "Qd"], "3": ["Qh", "2c"]} |
        | void    | ["Ah"]                                                   |
        | exposed | ["Ad"]                                                   |
        | burns   | ["Ad"]                                                   |

    @requires-heads-up
    Scenario: Heads-up, both second-pass cards exposed: misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value     |
        | phase   | "dealing" |
        | exposed | ["Kd"]    |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_TWO_EXPOSED and REDEAL
      And the snapshot shows:
        | field   | value                |
        | phase   | "dealing"            |
        | hole    | {"1": [], "2": []}   |
        | exposed | []                   |
        | bets    | {"1": 100, "2": 200} |

    Scenario: Under exposed_first_cards first_only an exposed second card is one exposure, and another makes a misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the house rule exposed_first_cards is first_only
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
        |      | deal_hole |         |
        |      | deal_hole |         |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value     |
        | phase   | "dealing" |
        | exposed | ["Qh"]    |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_TWO_EXPOSED and REDEAL
      And the snapshot shows:
        | field   | value                       |
        | phase   | "dealing"                   |
        | hole    | {"1": [], "2": [], "3": []} |
        | exposed | []                          |

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: CARD-OFF-TABLE — a hole card the dealer pitches off the table is an exposed card
    Catalog A, CARD-OFF-TABLE test 1 (RRoP §3 Irregularities), ruled by DEAL-EXPOSED-LATER and
    DEAL-EXPOSED-FIRST-TWO. The protocol has no event of its own for it: the card is dealt as
    an exposed card.

    @requires-burns-visible
    Scenario: The small blind's second card flies off the table: replaced after the deal, and it is the flop burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
        |      | deal_hole |         |
        |      | deal_hole |         |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value     |
        | phase   | "dealing" |
        | to_act  | null      |
        | exposed | ["Kd"]    |
      When the dealer deals a hole card
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "5c"], "3": ["Qh", "Qd"]} |
        | exposed | ["Kd"]                                                   |
        | burns   | ["Kd"]                                                   |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
        | 3    | call   |        |
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value                                  |
        | phase  | "flop"                                 |
        | to_act | 3                                      |
        | burns  | ["Kd"]                                 |
        | board  | ["2c", "7d", "9h"]                     |
        | pots   | [{"amount": 1300, "eligible": [1, 3]}] |

    Scenario: The first card flies off the table: an exposed first card, so a misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_EXPOSED_FIRST_CARDS and REDEAL
      And the snapshot shows:
        | field   | value                              |
        | phase   | "dealing"                          |
        | hole    | {"1": [], "2": [], "3": []}        |
        | exposed | []                                 |
        | stacks  | {"1": 10000, "2": 9900, "3": 9800} |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-heads-up @requires-burns-visible
    Scenario: Heads-up, the button's second card goes off the table: the button gets the next card
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value     |
        | phase   | "dealing" |
        | to_act  | null      |
        | exposed | ["Ad"]    |
      When the dealer deals a hole card
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field  | value                                  |
        | phase  | "preflop"                              |
        | to_act | 1                                      |
        | hole   | {"1": ["Ah", "5c"], "2": ["Kh", "Kd"]} |
        | burns  | ["Ad"]                                 |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | call   |        |
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value                                  |
        | phase  | "flop"                                 |
        | to_act | 2                                      |
        | burns  | ["Ad"]                                 |
        | board  | ["2c", "7d", "9h"]                     |
        | pots   | [{"amount": 1200, "eligible": [1, 2]}] |

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: DEAL-EXPOSED-BY-PLAYER — a card the player shows himself plays: no replacement, no misdeal
    Catalog A, DEAL-EXPOSED-BY-PLAYER test 1 and the variants note of DEAL-EXPOSED-FIRST-TWO
    (RRoP §3 Irregularities; TDA 68, 71-B). Only dealer exposures are replaced or make a
    misdeal.

    @requires-burns-visible
    Scenario: The button shows his own ace before acting: it stays in his hand and the flop burn is the usual card
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | card |
        | 1    | expose | Ah   |
      Then the rulings include EXPOSED_DURING_PLAY
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | exposed | ["Ah"]                                                   |
        | burns   | []                                                       |
      When these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      Then the snapshot shows:
        | field   | value              |
        | phase   | "flop"             |
        | hole.1  | ["Ah", "Ad"]       |
        | exposed | ["Ah"]             |
        | burns   | ["5c"]             |
        | board   | ["2c", "7d", "9h"] |

    Scenario: The small blind turns up the first card of the deal himself: no misdeal, the deal goes on
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | card |
        |      | deal_hole |      |
        | 2    | expose    | Kh   |
      Then the rulings include PLAYER_EXPOSED_CARD
      And the snapshot shows:
        | field   | value                           |
        | phase   | "dealing"                       |
        | hole    | {"1": [], "2": ["Kh"], "3": []} |
        | exposed | ["Kh"]                          |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      Then the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | exposed | ["Kh"]                                                   |

    @requires-burns-visible
    Scenario: A card the player showed plus one exposed by the dealer is not two exposed: no misdeal
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When these actions happen:
        | seat | action    | card | exposed |
        |      | deal_hole |      |         |
        |      | deal_hole |      |         |
        |      | deal_hole |      |         |
        | 2    | expose    | Kh   |         |
        |      | deal_hole |      |         |
        |      | deal_hole |      |         |
        |      | deal_hole |      | yes     |
      Then the rulings include PLAYER_EXPOSED_CARD and EXPOSED_HOLE_CARD
      And the snapshot shows:
        | field   | value          |
        | phase   | "dealing"      |
        | exposed | ["Kh", "Ad"]   |
      When the dealer deals a hole card
      Then the rulings include EXPOSED_CARD_REPLACED
      And the snapshot shows:
        | field   | value                                                    |
        | phase   | "preflop"                                                |
        | to_act  | 1                                                        |
        | hole    | {"1": ["Ah", "5c"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | exposed | ["Kh", "Ad"]                                             |
        | burns   | ["Ad"]                                                   |

    @requires-heads-up
    Scenario: Heads-up, a card shown on the flop still plays and wins at showdown
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 20000 | Kc Qc |
        | 2    | 20000 | As Ad |
      And the board will be 2h 7d 9c Tc 3d, with burns 4h 5h 6h
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | card |
        | 2    | expose | As   |
      Then the rulings include EXPOSED_DURING_PLAY
      And the snapshot shows:
        | field   | value                                  |
        | phase   | "flop"                                 |
        | to_act  | 2                                      |
        | hole    | {"1": ["Kc", "Qc"], "2": ["As", "Ad"]} |
        | exposed | ["As"]                                 |
      When these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
        | 2    | show   |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                    |
        | phase   | "complete"               |
        | payouts | {"2": 400}               |
        | stacks  | {"1": 19800, "2": 20200} |

  @requires-dealing-irregularities @requires-floor-rulings
  Rule: MISDEAL-REDEAL — a misdeal redeals the same hand: button, blinds and antes stay, later bets go back, every card is gathered
    Catalog B, MISDEAL-REDEAL and MISDEAL-CUTOFF test 4 (TDA 35-C; RRoP §5 Hold'em r1: retrieve,
    reshuffle, recut). A table described this way has no reshuffles list, so the gathered
    cards go back in the stacked deck's order and the redeal gives every seat the same cards.

    @requires-side-pots @requires-burns-visible @requires-all-in-exposure-under-tda-2024
    Scenario: A big blind posted all in for less stays posted through the misdeal and is dealt in again
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 150   | Qh Qd |
      When these actions happen:
        | seat | action    |
        | 3    | deal_hole |
      Then the rulings include MISDEAL_WRONG_FIRST_SEAT and REDEAL
      And the snapshot shows:
        | field       | value                                    |
        | phase       | "dealing"                                |
        | to_act      | null                                     |
        | hole        | {"1": [], "2": [], "3": []}              |
        | exposed     | []                                       |
        | burns       | []                                       |
        | board       | []                                       |
        | out_of_play | []                                       |
        | bets        | {"1": 0, "2": 100, "3": 150}             |
        | stacks      | {"1": 10000, "2": 9900, "3": 0}          |
        | pots        | [{"amount": 250, "eligible": [1, 2, 3]}] |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
      When these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | fold   |
      Then the rulings include UNCALLED_BET_RETURNED
      And the snapshot shows:
        | field  | value                                 |
        | stacks | {"1": 9850, "2": 9900, "3": 0}        |
        | pots   | [{"amount": 400, "eligible": [1, 3]}] |

    @requires-antes
    Scenario: The antes and blinds stay in through the misdeal and the button keeps its seat in the redeal
      Given a no-limit table with blinds 100/200, ante 25 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    | exposed |
        |      | deal_hole |         |
        |      | deal_hole | yes     |
      Then the rulings include MISDEAL_EXPOSED_FIRST_CARDS and REDEAL
      And the snapshot shows:
        | field   | value                                    |
        | phase   | "dealing"                                |
        | to_act  | null                                     |
        | hole    | {"1": [], "2": [], "3": []}              |
        | exposed | []                                       |
        | bets    | {"1": 0, "2": 100, "3": 200}             |
        | stacks  | {"1": 9975, "2": 9875, "3": 9775}        |
        | pots    | [{"amount": 375, "eligible": [1, 2, 3]}] |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
        | 3    | fold   |        |
      Then the rulings include UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                              |
        | phase   | "complete"                         |
        | payouts | {"1": 575}                         |
        | stacks  | {"1": 10350, "2": 9875, "3": 9775} |

    @requires-stub-visible @requires-burns-visible
    Scenario: Every card is gathered after two boxed cards: the void cards are back in a full stub
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | boxed     |
        |      | deal_hole |
        |      | boxed     |
      Then the rulings include MISDEAL_BOXED_CARDS and REDEAL
      And the snapshot shows:
        | field   | value                        |
        | phase   | "dealing"                    |
        | to_act  | null                         |
        | hole    | {"1": [], "2": [], "3": []}  |
        | void    | []                           |
        | exposed | []                           |
        | burns   | []                           |
        | stub    | ["Kh", "Qh", "Ah", "Kd", "Qd", "Ad", "As", "Ac", "Ks", "Kc", "Qs", "Qc", "Js", "Jh", "Jd", "Jc", "Ts", "Th", "Td", "Tc", "9s", "9h", "9d", "9c", "8s", "8h", "8d", "8c", "7s", "7h", "7d", "7c", "6s", "6h", "6d", "6c", "5s", "5h", "5d", "5c", "4s", "4h", "4d", "4c", "3s", "3h", "3d", "3c", "2s", "2h", "2d", "2c"] |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | void   | []                                                       |
        | stub.0 | "As"                                                     |

  @requires-late-discovery
  Rule: MISDEAL-CUTOFF — an error found before the cutoff is a misdeal; after it the hand plays as dealt
    Catalog B, MISDEAL-CUTOFF tests 1, 2 and 4, and decisions 4 and 5 (RRoP §3 Misdeals 1; TDA
    35-D, 36). The big blind is passed over on the second pass: the dealer pitches his card to
    the button instead, and nobody notices. Under rrop-cash the cutoff is two actions in turn
    on the first round (or the first board card); misdeal_cutoff = substantial_action is TDA's
    two actions with chips in, or any three.

    @requires-burns-visible @requires-floor-rulings @requires-dealing-irregularities
    Scenario: The skipped big blind is found after two calls: no misdeal, and his one-card hand is dead
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer deals a hole card to seat 1, and nobody notices
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
      And the error is noticed
      Then the rulings include CUTOFF_PASSED and WRONG_COUNT_DEAD
      And the snapshot shows:
        | field  | value                                           |
        | phase  | "preflop"                                       |
        | to_act | null                                            |
        | hole   | {"1": ["Ah", "Qd"], "2": ["Kh", "Kd"], "3": []} |
        | muck   | ["Qh"]                                          |
        | pots   | [{"amount": 600, "eligible": [1, 2]}]           |
      When the flop is dealt
      Then the snapshot shows:
        | field | value              |
        | burns | ["Ad"]             |
        | board | ["As", "Ac", "Ks"] |

    @requires-floor-rulings @requires-dealing-irregularities
    Scenario: The same error found after one raise is a misdeal, and the raise goes back
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer deals a hole card to seat 1, and nobody notices
      And seat 1 raises to 600
      And the error is noticed
      Then the rulings include MISDEAL_OUT_OF_SEQUENCE and REDEAL
      And the snapshot shows:
        | field  | value                              |
        | phase  | "dealing"                          |
        | to_act | null                               |
        | hole   | {"1": [], "2": [], "3": []}        |
        | stacks | {"1": 10000, "2": 9900, "3": 9800} |
        | bets   | {"1": 0, "2": 100, "3": 200}       |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-floor-rulings @requires-dealing-irregularities
    Scenario: Under substantial action a call and a fold close the window: the short big blind is dead and the caller wins
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the house rule misdeal_cutoff is substantial_action
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer deals a hole card to seat 1, and nobody notices
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | fold   |
      And the error is noticed
      Then the rulings include CUTOFF_PASSED, WRONG_COUNT_DEAD and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                              |
        | phase   | "complete"                         |
        | payouts | {"1": 500}                         |
        | stacks  | {"1": 10300, "2": 9900, "3": 9800} |

    @requires-showdown-order @requires-floor-rulings @requires-dealing-irregularities
    Scenario: A hand tabled with three cards at the showdown is seen then: it is dead
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When the hand is dealt
      And the dealer deals a hole card to seat 2, and nobody notices
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And seat 2 shows
      Then the rulings include CUTOFF_PASSED and WRONG_COUNT_DEAD
      And the snapshot shows:
        | field  | value                                                 |
        | phase  | "showdown"                                            |
        | to_act | 3                                                     |
        | hole   | {"1": ["Ah", "Ad"], "2": [], "3": ["Qh", "Qd"]}       |
        | muck   | ["Kh", "Kd", "As"]                                    |
        | board  | ["Ks", "Kc", "Qs", "Js", "Jd"]                        |
      When these actions happen:
        | seat | action |
        | 3    | show   |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value      |
        | phase   | "complete" |
        | payouts | {"3": 600} |

    Scenario: A notice with nothing to find is refused
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When the hand is dealt
      And the error is noticed
      Then the step is rejected with NOTHING_TO_NOTICE

  @requires-dealing-irregularities @requires-late-discovery @requires-floor-rulings
  Rule: BUTTON-CARDS — a short button gets the top card before the cutoff; after it his hand is dead
    Catalog A, BUTTON-CARDS tests 1 and 2 and DEAL-WRONG-COUNT (RRoP §3 Misdeals 2(e); TDA 35-B,
    37). The dealer stops with hole cards still due; the short seats' missing cards are the top
    cards of the stub, in sequence, until something else comes off it.

    Scenario: The button says at once that he has one card: he gets the top card
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer stops dealing with hole cards still due
      And the error is noticed
      Then the rulings include MISSING_CARD_DEALT
      And the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    Scenario: Three-handed the button acts first: short after his own call, before the cutoff, he still gets the card
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer stops dealing with hole cards still due
      And seat 1 calls
      And the error is noticed
      Then the rulings include MISSING_CARD_DEALT
      And the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 2                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |
        | bets   | {"1": 200, "2": 100, "3": 200}                           |

    Scenario: Two seats short, found after a call and a raise: both hands are dead
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer stops dealing with hole cards still due
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | raise  | 600    |
      And the error is noticed
      Then the rulings include CUTOFF_PASSED, WRONG_COUNT_DEAD, UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                                 |
        | phase   | "complete"                            |
        | hole    | {"1": [], "2": ["Kh", "Kd"], "3": []} |
        | payouts | {"2": 600}                            |
        | stacks  | {"1": 9800, "2": 10400, "3": 9800}    |

  @requires-dropped-stub
  Rule: STUB-DISORDERED — a dropped stub is shuffled with whatever it mixed with, and the hand goes on
    Catalog A, STUB-DISORDERED (TDA RP-4, 39-D). With no reshuffles list the shuffled cards fall
    in the stacked deck's order, so folded cards that mixed in come back on top of the stub.

    @requires-burns-visible @requires-stub-visible @requires-floor-rulings
    Scenario: The stub drops into the muck after the flop: the folded hand comes back as the next cards
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | fold   |
        | 3    | check  |
      And the flop is dealt
      And the dealer drops the stub into the muck
      Then the rulings include STUB_DROPPED
      And the snapshot shows:
        | field  | value              |
        | muck   | []                 |
        | burns  | ["As"]             |
        | board  | ["Ac", "Ks", "Kc"] |
        | stub.0 | "Kh"               |
        | stub.1 | "Kd"               |
      When these actions happen:
        | seat | action |
        | 3    | check  |
        | 1    | check  |
      And the turn is dealt
      Then the snapshot shows:
        | field | value                    |
        | burns | ["As", "Kh"]             |
        | board | ["Ac", "Ks", "Kc", "Kd"] |

    @requires-floor-rulings
    Scenario: The stub drops during the deal: no misdeal, the deal goes on from it
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
        |      | deal_hole |
      And the dealer drops the stub
      Then the rulings include STUB_DROPPED
      When these actions happen:
        | seat | action    |
        |      | deal_hole |
        |      | deal_hole |
      Then the snapshot shows:
        | field  | value                                                    |
        | phase  | "preflop"                                                |
        | to_act | 1                                                        |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    Scenario: With the river out no card is left to deal: a dropped stub is refused
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the river is dealt
      And the dealer drops the stub
      Then the step is rejected with NO_CARD_DUE
