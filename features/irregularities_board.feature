@requires-no-limit
Feature: Board irregularities — premature, burnless, extra and too many board cards, and extra burns
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md,
  section C, and the project decisions of section 0.5). Three-handed: seat 1 is the button,
  seat 2 the small blind, seat 3 the big blind. The deck is stacked so that a correct deal
  gives each seat its row's cards and the board named after the burns named; the cards after
  them follow in a fixed order (As Ac Ks Kc ...). A table described this way has no
  reshuffles list, so a mid-hand reshuffle puts its cards back in the stacked deck's order:
  a card taken back can come out again in the same place, which these scenarios use.

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: FLOP-PREMATURE — a flop dealt before the betting is over is set aside and dealt again without a burn
    Catalog C, FLOP-PREMATURE tests 1 and 2, PREMATURE-CARDS-DEAD test 1, decision 6 (RRoP §5
    flop-redeal rule; TDA RP-5A).

    @requires-stub-visible
    Scenario: The flop comes before the big blind's option; after the betting it is reshuffled in and redealt
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
      And the dealer burns a card
      And the dealer turns 3 cards
      Then the rulings include EARLY_BURN and FLOP_PREMATURE
      And the snapshot shows:
        | field       | value              |
        | phase       | "preflop"          |
        | to_act      | 3                  |
        | burns       | ["5c"]             |
        | board       | []                 |
        | out_of_play | ["2c", "7d", "9h"] |
      When seat 3 raises to 600
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | fold   |        |
      Then the rulings include RESHUFFLE
      And the snapshot shows:
        | field         | value                              |
        | to_act        | null                               |
        | out_of_play   | []                                 |
        | burns         | ["5c"]                             |
        | stub.0        | "2c"                               |
        | stub.3        | "6c"                               |
        | pots          | [{"amount": 1400, "eligible": [1, 3]}] |
      When the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | 3                  |
        | burns  | ["5c"]             |
        | board  | ["2c", "7d", "9h"] |

    @requires-stub-visible
    Scenario: With redeal_burn_after_premature burn the new flop comes after a fresh burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule redeal_burn_after_premature is burn
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
      And the dealer burns a card
      And the dealer turns 3 cards
      And these actions happen:
        | seat | action | amount |
        | 3    | check  |        |
      Then the rulings include RESHUFFLE
      And the snapshot shows:
        | field  | value  |
        | burns  | ["5c"] |
        | stub.0 | "2c"   |
      When the dealer burns a card
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | burns  | ["5c", "2c"]       |
        | board  | ["7d", "9h", "6c"] |

    Scenario: The big blind folds after a premature flop: the flop never plays and nothing more is dealt
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
      And the dealer burns a card
      And the dealer turns 3 cards
      And seat 3 folds
      Then the rulings include FLOP_PREMATURE, UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field       | value                                      |
        | phase       | "complete"                                 |
        | payouts     | {"1": 500}                                 |
        | stacks      | {"1": 10300, "2": 9900, "3": 9800}         |
        | burns       | ["5c"]                                     |
        | board       | []                                         |
        | out_of_play | ["2c", "7d", "9h"]                         |
      When the dealer burns a card
      Then the step is rejected with HAND_COMPLETE

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: TURN-PREMATURE — an early turn card is set aside; the river is dealt from a reshuffle
    Catalog C, TURN-PREMATURE tests 1 and 2, decision 6 (RRoP §5 premature-turn rule; TDA
    RP-5B as the house option premature_turn = reshuffle_redeal_turn).

    @profile-rrop-cash
    Scenario: The early turn is set aside, the next card after a burn is the turn, and the set-aside card comes back as the river
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
        | 2    | bet    | 400    |
        | 3    | call   |        |
      And the dealer burns a card
      And the dealer turns 1 card
      Then the rulings include TURN_PREMATURE
      And the snapshot shows:
        | field       | value              |
        | to_act      | 1                  |
        | burns       | ["5c", "6c"]       |
        | board       | ["2c", "7d", "9h"] |
        | out_of_play | ["Js"]             |
      When seat 1 calls
      And the turn is dealt
      Then the snapshot shows:
        | field       | value                    |
        | phase       | "turn"                   |
        | to_act      | 2                        |
        | burns       | ["5c", "6c", "8c"]       |
        | board       | ["2c", "7d", "9h", "4s"] |
        | out_of_play | ["Js"]                   |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      Then the rulings include RESHUFFLE
      And the snapshot shows:
        | field       | value |
        | out_of_play | []    |
      When the dealer turns 1 card
      Then the snapshot shows:
        | field  | value                          |
        | phase  | "river"                        |
        | burns  | ["5c", "6c", "8c"]             |
        | board  | ["2c", "7d", "9h", "4s", "Js"] |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3]}] |

    Scenario: With premature_turn reshuffle_redeal_turn the turn itself is redealt from the reshuffled stub
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule premature_turn is reshuffle_redeal_turn
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 400    |
        | 3    | call   |        |
      And the dealer burns a card
      And the dealer turns 1 card
      And seat 1 calls
      Then the rulings include TURN_PREMATURE and RESHUFFLE
      And the snapshot shows:
        | field       | value              |
        | to_act      | null               |
        | burns       | ["5c", "6c"]       |
        | out_of_play | []                 |
      When the dealer turns 1 card
      Then the snapshot shows:
        | field  | value                    |
        | phase  | "turn"                   |
        | burns  | ["5c", "6c"]             |
        | board  | ["2c", "7d", "9h", "Js"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["5c", "6c", "8c"]             |
        | board | ["2c", "7d", "9h", "Js", "4s"] |

    Scenario: The last player folds after an early turn: no reshuffle, the card stays out of play
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
        | 2    | fold   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 3 bets 400
      And the dealer burns a card
      And the dealer turns 1 card
      And seat 1 folds
      Then the rulings include TURN_PREMATURE and POT_UNCONTESTED
      And the snapshot shows:
        | field       | value                              |
        | phase       | "complete"                         |
        | payouts     | {"3": 500}                         |
        | stacks      | {"1": 9800, "2": 9900, "3": 10300} |
        | burns       | ["5c", "6c"]                       |
        | board       | ["2c", "7d", "9h"]                 |
        | out_of_play | ["Js"]                             |

  @requires-board-irregularities
  Rule: RIVER-PREMATURE — an early river goes back into the stub and is dealt again without a burn
    Catalog C, RIVER-PREMATURE test 1, PREMATURE-CARDS-DEAD, decision 6 (RRoP §5; TDA RP-5C).

    @requires-burns-visible @requires-floor-rulings
    Scenario: The river comes before the turn betting is over: reshuffled in, redealt without a burn
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
      And seat 2 bets 400
      And the dealer burns a card
      And the dealer turns 1 card
      Then the rulings include EARLY_BURN and RIVER_PREMATURE
      And the snapshot shows:
        | field       | value                    |
        | to_act      | 3                        |
        | burns       | ["5c", "6c", "8c"]       |
        | board       | ["2c", "7d", "9h", "Js"] |
        | out_of_play | ["4s"]                   |
      When these actions happen:
        | seat | action | amount |
        | 3    | call   |        |
        | 1    | call   |        |
      Then the rulings include RESHUFFLE
      When the dealer turns 1 card
      Then the snapshot shows:
        | field       | value                          |
        | phase       | "river"                        |
        | to_act      | 2                              |
        | burns       | ["5c", "6c", "8c"]             |
        | board       | ["2c", "7d", "9h", "Js", "4s"] |
        | out_of_play | []                             |

    Scenario: Both players fold after a premature river: the card never plays
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
      And seat 2 bets 400
      And the dealer burns a card
      And the dealer turns 1 card
      And these actions happen:
        | seat | action | amount |
        | 3    | fold   |        |
        | 1    | fold   |        |
      Then the snapshot shows:
        | field       | value                              |
        | phase       | "complete"                         |
        | payouts     | {"2": 600}                         |
        | stacks      | {"1": 9800, "2": 10400, "3": 9800} |
        | board       | ["2c", "7d", "9h", "Js"]           |
        | out_of_play | ["4s"]                             |
      When the dealer turns 1 card
      Then the step is rejected with HAND_COMPLETE

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: FLOP-TOO-MANY — a four-card flop is redealt (RRoP) or scrambled with one card as the turn burn (TDA)
    Catalog C, FLOP-TOO-MANY test 1, decisions 6 and 7 (RRoP §5 Hold'em r3; TDA 39-A).

    @requires-stub-visible @profile-rrop-cash
    Scenario: Four flop cards go back into the stub, which is reshuffled; the new flop comes without a burn
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
      And the dealer burns a card
      And the dealer turns 4 cards
      Then the rulings include FLOP_TOO_MANY and RESHUFFLE
      And the snapshot shows:
        | field  | value                    |
        | phase  | "preflop"                |
        | burns  | ["5c"]                   |
        | board  | []                       |
        | stub.3 | "6c"                     |
      When the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | 2                  |
        | burns  | ["5c"]             |
        | board  | ["2c", "7d", "9h"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      Then the snapshot shows:
        | field | value                    |
        | burns | ["5c", "6c"]             |
        | board | ["2c", "7d", "9h", "Js"] |

    Scenario: With flop_too_many scramble_random_burn one of the four is the turn burn and the turn needs no other
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule flop_too_many is scramble_random_burn
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the dealer burns a card
      And the dealer turns 4 cards
      Then the rulings include FLOP_TOO_MANY
      And the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | 2                  |
        | burns  | ["5c", "2c"]       |
        | board  | ["7d", "9h", "6c"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the dealer turns 1 card
      Then the snapshot shows:
        | field | value                    |
        | phase | "turn"                   |
        | burns | ["5c", "2c"]             |
        | board | ["7d", "9h", "6c", "Js"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["5c", "2c", "8c"]             |
        | board | ["7d", "9h", "6c", "Js", "4s"] |

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: BURN-EXTRA — a second burn on one street goes back on top (RRoP), or stays with card_plays
    Catalog C, BURN-EXTRA tests 1 and 2, decisions 1 and 13 (RRoP §5 burn-error rule; TDA 38).

    @profile-rrop-cash
    Scenario: Two burns before the turn: the second goes back and the board is the one that would have come
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
      And the dealer burns a card
      And the dealer burns a card
      Then the rulings include BURN_EXTRA
      And the snapshot shows:
        | field | value        |
        | burns | ["5c", "6c"] |
      When the dealer turns 1 card
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["5c", "6c", "8c"]             |
        | board | ["2c", "7d", "9h", "Js", "4s"] |

    Scenario: With extra_burn_before_action card_plays the second burn stays and each later street has one burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule extra_burn_before_action is card_plays
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
      And the dealer burns a card
      And the dealer burns a card
      And the dealer turns 1 card
      Then the rulings include BURN_EXTRA
      And the snapshot shows:
        | field | value                    |
        | burns | ["5c", "6c", "Js"]       |
        | board | ["2c", "7d", "9h", "8c"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["5c", "6c", "Js", "4s"]       |
        | board | ["2c", "7d", "9h", "8c", "As"] |

    @profile-rrop-cash
    Scenario: Two burns before the flop: the second goes back on top
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
      And the dealer burns a card
      And the dealer burns a card
      And the dealer turns 3 cards
      Then the rulings include BURN_EXTRA
      And the snapshot shows:
        | field | value              |
        | burns | ["5c"]             |
        | board | ["2c", "7d", "9h"] |


    @requires-late-discovery
    Scenario: Two turn burns found after a bet: the turn stands, and the river has one burn under one_burn_per_street
      Catalog BURN-EXTRA test 2, tda-2024's answer (TDA 38): one burn per street, never more.
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule burn_error_policy is one_burn_per_street
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
      And the dealer burns a card
      And the dealer burns a card, and nobody notices
      And the dealer turns 1 card
      And seat 2 bets 200
      And the error is noticed
      Then the rulings include BURN_ERROR_STANDS
      When these actions happen:
        | seat | action |
        | 3    | call   |
        | 1    | call   |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | phase | "river"                        |
        | burns | ["5c", "6c", "Js", "4s"]       |
        | board | ["2c", "7d", "9h", "8c", "As"] |

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: BURN-MISSED-LATER — a turn or river turned without a burn becomes the burn
    Catalog C, BURN-MISSED-LATER test 1 (RRoP §5 burn-error rule).

    Scenario: The turn turned without a burn becomes the burn and the next card is the turn
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
      And the dealer turns 1 card
      Then the rulings include BURN_MISSED
      And the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | null               |
        | burns  | ["5c", "6c"]       |
        | board  | ["2c", "7d", "9h"] |
      When the dealer turns 1 card
      Then the snapshot shows:
        | field  | value                    |
        | phase  | "turn"                   |
        | to_act | 2                        |
        | burns  | ["5c", "6c"]             |
        | board  | ["2c", "7d", "9h", "Js"] |

    @requires-heads-up
    Scenario: Heads-up, the river turned without a burn becomes the burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | check  |        |
      And the dealer turns 1 card
      Then the rulings include BURN_MISSED
      When the dealer turns 1 card
      Then the snapshot shows:
        | field  | value                          |
        | phase  | "river"                        |
        | to_act | 2                              |
        | burns  | ["5c", "6c", "8c"]             |
        | board  | ["2c", "7d", "9h", "Js", "4s"] |

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: BURN-MISSED-FLOP — a flop turned without a burn is reshuffled into the stub, then burn and flop
    Catalog C, BURN-MISSED-FLOP test 1 (rrop-cash) and decision 8 (RRoP §5 Hold'em r4).

    @requires-stub-visible @profile-rrop-cash
    Scenario: The three exposed cards go back into the stub before the burn and the flop
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
      And the dealer turns 3 cards
      Then the rulings include FLOP_WITHOUT_BURN and RESHUFFLE
      And the snapshot shows:
        | field  | value     |
        | phase  | "preflop" |
        | to_act | null      |
        | burns  | []        |
        | board  | []        |
        | stub.0 | "5c"      |
        | stub.1 | "2c"      |
      When the flop is dealt
      Then the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | burns  | ["5c"]             |
        | board  | ["2c", "7d", "9h"] |

    @requires-heads-up @profile-rrop-cash
    Scenario: Heads-up, a burnless flop is taken back before the burn and the flop
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | check  |        |
      And the dealer turns 3 cards
      Then the rulings include FLOP_WITHOUT_BURN and RESHUFFLE
      And the snapshot shows:
        | field  | value |
        | burns  | []    |
        | board  | []    |
      When the dealer burns a card
      And the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value              |
        | to_act | 2                  |
        | burns  | ["5c"]             |
        | board  | ["2c", "7d", "9h"] |

    @requires-stub-visible
    Scenario: With flop_without_burn scramble_pick_burn one of the three is picked as the burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule flop_without_burn is scramble_pick_burn
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the dealer turns 3 cards
      Then the rulings include FLOP_WITHOUT_BURN
      And the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | 2                  |
        | burns  | ["5c"]             |
        | board  | ["2c", "7d", "9h"] |
        | stub.0 | "6c"               |


    @requires-late-discovery @requires-stub-visible @profile-rrop-cash
    Scenario: A burnless flop found after a check stands; restore_sequence burns two for the turn
      Catalog BURN-MISSED-FLOP test 3, rrop-cash (RRoP §5 burn-error rule): once acted on, the
      flop stands, and the turn is the card it would have been.
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
      And the dealer turns 3 cards, and nobody notices
      And seat 2 checks
      And the error is noticed
      Then the rulings include BURN_ERROR_STANDS
      And the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | to_act | 3                  |
        | burns  | []                 |
        | board  | ["5c", "2c", "7d"] |
        | stub.0 | "9h"               |
      When these actions happen:
        | seat | action |
        | 3    | check  |
        | 1    | check  |
      And the dealer burns a card
      Then the rulings include BURN_RESTORED
      And the snapshot shows:
        | field | value        |
        | burns | ["9h", "6c"] |
      When the dealer turns 1 card
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | phase | "river"                        |
        | burns | ["9h", "6c", "8c"]             |
        | board | ["5c", "2c", "7d", "Js", "4s"] |

    @requires-late-discovery
    Scenario: With burn_error_policy one_burn_per_street a burnless flop that stood gets one turn burn
      Catalog BURN-MISSED-FLOP test 3, tda-2024's answer (TDA 38, 39-B): after a check the flop
      stands and the turn has one burn.
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule burn_error_policy is one_burn_per_street
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the dealer turns 3 cards, and nobody notices
      And seat 2 checks
      And the error is noticed
      Then the rulings include BURN_ERROR_STANDS
      When these actions happen:
        | seat | action |
        | 3    | check  |
        | 1    | check  |
      And the dealer burns a card
      And the dealer turns 1 card
      Then the snapshot shows:
        | field  | value                    |
        | phase  | "turn"                   |
        | to_act | 2                        |
        | burns  | ["9h"]                   |
        | board  | ["5c", "2c", "7d", "6c"] |

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: BOARD-EXTRA-LATER — two cards turned together on the turn or river
    Catalog C, BOARD-EXTRA-LATER and decision 10 (house option extra_board_card).

    @profile-rrop-cash
    Scenario: Two turn cards go back, the stub is reshuffled and the turn comes without a burn
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
      And the dealer burns a card
      And the dealer turns 2 cards
      Then the rulings include BOARD_EXTRA_CARD and RESHUFFLE
      And the snapshot shows:
        | field | value              |
        | burns | ["5c", "6c"]       |
        | board | ["2c", "7d", "9h"] |
      When the dealer turns 1 card
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["5c", "6c", "8c"]             |
        | board | ["2c", "7d", "9h", "Js", "4s"] |

    Scenario: With extra_board_card scramble_pick_burn one of the two is the river burn
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      And the house rule extra_board_card is scramble_pick_burn
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
      And the dealer burns a card
      And the dealer turns 2 cards
      Then the rulings include BOARD_EXTRA_CARD
      And the snapshot shows:
        | field  | value                    |
        | phase  | "turn"                   |
        | burns  | ["5c", "6c", "Js"]       |
        | board  | ["2c", "7d", "9h", "8c"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the dealer turns 1 card
      Then the snapshot shows:
        | field | value                          |
        | phase | "river"                        |
        | burns | ["5c", "6c", "Js"]             |
        | board | ["2c", "7d", "9h", "8c", "4s"] |

  @requires-board-irregularities @requires-burns-visible @requires-floor-rulings
  Rule: PREMATURE-CARDS-DEAD — board cards dealt before the betting is over never play, whatever the players then do
    Catalog C, PREMATURE-CARDS-DEAD test 1 (RRoP §3 Irregularities, premature-deal rule; RRoP
    §5 Hold'em; TDA RP-5). A hand that ends on folds after a premature card leaves it out of
    play: nothing is reshuffled and nothing more is dealt.

    @requires-heads-up @requires-stub-visible
    Scenario: Heads-up, the flop comes before the big blind acts and he folds: the flop stays out of play and the stub is not reshuffled
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And seat 1 raises to 600
      And the dealer burns a card
      And the dealer turns 3 cards
      Then the rulings include FLOP_PREMATURE
      And the snapshot shows:
        | field       | value              |
        | phase       | "preflop"          |
        | to_act      | 2                  |
        | board       | []                 |
        | out_of_play | ["2c", "7d", "9h"] |
      When seat 2 folds
      Then the rulings include UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field       | value                    |
        | phase       | "complete"               |
        | payouts     | {"1": 400}               |
        | stacks      | {"1": 10200, "2": 9800}  |
        | burns       | ["5c"]                   |
        | board       | []                       |
        | out_of_play | ["2c", "7d", "9h"]       |
        | stub.0      | "6c"                     |
        | stub.1      | "Js"                     |

    @profile-rrop-cash
    Scenario: One player folds after an early turn and another plays on: the early card is still not the turn
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
        | 2    | bet    | 400    |
        | 3    | call   |        |
      And the dealer burns a card
      And the dealer turns 1 card
      Then the rulings include TURN_PREMATURE
      And the snapshot shows:
        | field       | value              |
        | to_act      | 1                  |
        | board       | ["2c", "7d", "9h"] |
        | out_of_play | ["Js"]             |
      When seat 1 folds
      And the turn is dealt
      Then the snapshot shows:
        | field       | value                    |
        | phase       | "turn"                   |
        | to_act      | 2                        |
        | burns       | ["5c", "6c", "8c"]       |
        | board       | ["2c", "7d", "9h", "4s"] |
        | out_of_play | ["Js"]                   |
        | pots        | [{"amount": 1400, "eligible": [2, 3]}] |

    @requires-heads-up @requires-stub-visible
    Scenario: Heads-up, the river comes before the turn betting is over and the player folds: the river never plays
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      And seat 2 bets 400
      And the dealer burns a card
      And the dealer turns 1 card
      Then the rulings include RIVER_PREMATURE
      When seat 1 folds
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field       | value                    |
        | phase       | "complete"               |
        | payouts     | {"2": 400}               |
        | stacks      | {"1": 9800, "2": 10200}  |
        | burns       | ["5c", "6c", "8c"]       |
        | board       | ["2c", "7d", "9h", "Js"] |
        | out_of_play | ["4s"]                   |
        | stub.0      | "As"                     |

  @requires-burns-visible
  Rule: RABBIT-HUNT — once the hand is over the cards that would have come are never dealt or shown
    Catalog C, RABBIT-HUNT (TDA 28): after the hand ends on folds a burn or a board card is
    refused and no card leaves the stub.

    Scenario: Everyone folds to a flop bet: no turn burn and no turn card
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 400    |
        | 3    | fold   |        |
      Then the rulings include UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                             |
        | phase   | "complete"                        |
        | payouts | {"2": 400}                        |
        | stacks  | {"1": 10000, "2": 10200, "3": 9800} |
      When the dealer burns a card
      Then the step is rejected with HAND_COMPLETE
      When the dealer turns 1 card
      Then the step is rejected with HAND_COMPLETE
      And the snapshot shows:
        | field       | value              |
        | burns       | ["5c"]             |
        | board       | ["2c", "7d", "9h"] |
        | out_of_play | []                 |

    @requires-heads-up
    Scenario: Heads-up, the big blind folds to a raise: no flop is turned
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
      Then the snapshot shows:
        | field   | value                   |
        | phase   | "complete"              |
        | payouts | {"1": 400}              |
      When the dealer turns 3 cards
      Then the step is rejected with HAND_COMPLETE
      And the snapshot shows:
        | field       | value |
        | burns       | []    |
        | board       | []    |
        | out_of_play | []    |

    @requires-floor-rulings @requires-board-irregularities
    Scenario: The last player folds after an early turn: the early card is not shown as the turn and no river comes
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
        | 2    | fold   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 3 bets 400
      And the dealer burns a card
      And the dealer turns 1 card
      And seat 1 folds
      Then the rulings include TURN_PREMATURE and POT_UNCONTESTED
      When the dealer turns 1 card
      Then the step is rejected with HAND_COMPLETE
      When the dealer burns a card
      Then the step is rejected with HAND_COMPLETE
      And the snapshot shows:
        | field       | value              |
        | phase       | "complete"         |
        | burns       | ["5c", "6c"]       |
        | board       | ["2c", "7d", "9h"] |
        | out_of_play | ["Js"]             |

  @requires-board-irregularities @requires-burns-visible @requires-stub-visible @requires-floor-rulings
  Rule: RESHUFFLE-PROTOCOL — a mid-hand reshuffle takes the stub and the returned cards only, never the burns or discards
    Catalog A, RESHUFFLE-PROTOCOL (TDA 39-D, RP-4, RP-5; RRoP §5 premature-turn rule). With no
    reshuffles list the reshuffled cards come back in the stacked deck's order, so the new
    stub can be checked card by card.

    Scenario: After a premature flop the new stub is the old stub plus the three flop cards; the burn stays out
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
      And the dealer burns a card
      And the dealer turns 3 cards
      And seat 3 checks
      Then the rulings include FLOP_PREMATURE and RESHUFFLE
      And the snapshot shows:
        | field       | value  |
        | out_of_play | []     |
        | burns       | ["5c"] |
        | board       | []     |
        | stub        | ["2c", "7d", "9h", "6c", "Js", "8c", "4s", "As", "Ac", "Ks", "Kc", "Qs", "Qc", "Jh", "Jd", "Jc", "Ts", "Th", "Td", "Tc", "9s", "9d", "9c", "8s", "8h", "8d", "7s", "7h", "7c", "6s", "6h", "6d", "5s", "5h", "5d", "4h", "4d", "4c", "3s", "3h", "3d", "3c", "2s", "2h", "2d"] |
      When the dealer turns 3 cards
      Then the snapshot shows:
        | field  | value              |
        | phase  | "flop"             |
        | burns  | ["5c"]             |
        | board  | ["2c", "7d", "9h"] |
        | stub.0 | "6c"               |

    Scenario: After a premature river the new stub is the old stub plus that card; the burns and the folded hand stay out
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
        | 1    | fold   |        |
      And the turn is dealt
      And seat 2 bets 400
      And the dealer burns a card
      And the dealer turns 1 card
      Then the rulings include RIVER_PREMATURE
      When seat 3 calls
      Then the rulings include RESHUFFLE
      And the snapshot shows:
        | field       | value              |
        | out_of_play | []                 |
        | burns       | ["5c", "6c", "8c"] |
        | muck        | ["Ah", "Ad"]       |
        | stub        | ["4s", "As", "Ac", "Ks", "Kc", "Qs", "Qc", "Jh", "Jd", "Jc", "Ts", "Th", "Td", "Tc", "9s", "9d", "9c", "8s", "8h", "8d", "7s", "7h", "7c", "6s", "6h", "6d", "5s", "5h", "5d", "4h", "4d", "4c", "3s", "3h", "3d", "3c", "2s", "2h", "2d"] |
      When the dealer turns 1 card
      Then the snapshot shows:
        | field | value                          |
        | phase | "river"                        |
        | burns | ["5c", "6c", "8c"]             |
        | board | ["2c", "7d", "9h", "Js", "4s"] |

  @requires-board-irregularities @requires-late-discovery
  Rule: BOARD-ERROR-ALLIN — when nobody could bet, board errors are put right until the pot is awarded
    Catalog C, BOARD-ERROR-ALLIN (RRoP §5 burn-error rule, all-in sentence). Seats 2 and 3 are all
    in before the flop; the dealer runs the board out and turns the flop without a burn, and
    nobody notices. Found before the pot is pushed, each card goes where it would have gone.

    @requires-burns-visible @requires-showdown-order @requires-floor-rulings @profile-rrop-cash
    Scenario: The burnless flop is found at the showdown: the board is dealt again in order
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 2000  | Kh Kd |
        | 3    | 2000  | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | raise  | 2000   |
        | 3    | call   |        |
      And the dealer turns 3 cards, and nobody notices
      And the dealer burns a card
      And the dealer turns 1 card
      And the dealer burns a card
      And the dealer turns 1 card
      Then the snapshot shows:
        | field | value                            |
        | phase | "showdown"                       |
        | burns | ["9h", "Js"]                     |
        | board | ["5c", "2c", "7d", "6c", "8c"]   |
      When the error is noticed
      Then the rulings include BOARD_REBUILT
      And the snapshot shows:
        | field  | value                            |
        | phase  | "showdown"                       |
        | to_act | 2                                |
        | burns  | ["5c", "6c", "8c"]               |
        | board  | ["2c", "7d", "9h", "Js", "4s"]   |
      When these actions happen:
        | seat | action |
        | 2    | show   |
        | 3    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value       |
        | phase   | "complete"  |
        | payouts | {"2": 4000} |

    @profile-rrop-cash
    Scenario: Once the pot is awarded the board stands: a late notice is refused
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 2000  | Kh Kd |
        | 3    | 2000  | Qh Qd |
      And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | raise  | 2000   |
        | 3    | call   |        |
      And the dealer turns 3 cards, and nobody notices
      And the dealer burns a card
      And the dealer turns 1 card
      And the dealer burns a card
      And the dealer turns 1 card
      And these actions happen:
        | seat | action |
        | 2    | show   |
        | 3    | show   |
      And the error is noticed
      Then the step is rejected with HAND_COMPLETE

    Scenario: With two players still able to bet, a burnless flop must be found before the turn
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
      And the dealer turns 3 cards, and nobody notices
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
        | 1    | check  |
      And the dealer burns a card
      Then the step is rejected with NOT_MODELLED
