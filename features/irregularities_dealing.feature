Feature: Dealing irregularities — extra, boxed and misdirected hole cards, and the misdeals they cause
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md,
  sections A and B, and the project decisions of section 0.5). Three-handed: seat 1 is the
  button, seat 2 the small blind, seat 3 the big blind; the deal goes seat 2, seat 3, seat 1,
  twice. The deck is stacked so that a correct deal gives each seat its row's cards and the
  board named after the burns named. A table described this way has no reshuffles list, so
  the reshuffle after a misdeal puts every card back in the stacked deck's order and the
  redeal is an exact re-play of the same hand.

  @requires-no-limit @requires-dealing-irregularities
  Rule: EXTRA-HOLE-CARD — one extra card to the first seat is the burn; more, or the TDA option, is a misdeal
    Catalog A, EXTRA-HOLE-CARD tests 1 to 3 and decision 3 (RRoP §5 Hold'em r2; TDA 35-A-5 as
    the house option extra_card_to_first_player = misdeal).

    @requires-burns-visible
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

  @requires-no-limit @requires-dealing-irregularities
  Rule: BOXED-CARD — a card found face up in the stub is void; two in the initial deal are a misdeal
    Catalog A, BOXED-CARD tests 1 and 3 (RRoP §3 Irregularities; TDA 35-A-1).

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

    @requires-burns-visible
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

  @requires-no-limit @requires-dealing-irregularities
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

  @requires-no-limit @requires-dealing-irregularities
  Rule: DEAL-SEAT-ENTITLEMENT — a hand dealt to an empty seat is a misdeal; a seat not in the hand is dealt out
    Catalog A, DEAL-SEAT-ENTITLEMENT tests 1 and 3 (RRoP §3 Misdeals 2(i), 2(j); TDA 35-A-3).

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

  @requires-no-limit @requires-dealing-irregularities
  Rule: DEAL-WRONG-COUNT — a card out of sequence is a misdeal; a missing card may be given in sequence
    Catalog A, DEAL-WRONG-COUNT test 3 and BUTTON-CARDS test 1a (RRoP §3 Misdeals 2(e), 2(f); TDA
    35-A-5, 37).

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

# Not yet expressible with the shared steps (refdealer/bdd_steps.py): a hole card dealt face
# up (`deal_hole` with `exposed: true`) and a player's `expose` event need a step the
# vocabulary does not have, so DEAL-EXPOSED-FIRST-TWO, DEAL-EXPOSED-LATER,
# MISDEAL-TWO-EXPOSED, CARD-OFF-TABLE and DEAL-EXPOSED-BY-PLAYER are covered by
# scenarios/irregularities/*.yaml only. With a step such as
# "the dealer deals a hole card face up" (or an `exposed` column in "these actions happen"),
# the rules would read:
#
#   Rule: DEAL-EXPOSED-LATER — a later exposed hole card is replaced after the deal and is the flop burn
#     Scenario: The big blind's second card is exposed
#       Given a no-limit table with blinds 100/200 and the button on seat 1: (seats 1-3 as above)
#       And the board will be 2c 7d 9h Js 4s, with burns 5c 6c 8c
#       When the dealer deals a hole card          (x4)
#       And the dealer deals a hole card face up   (Qd to seat 3)
#       And the dealer deals a hole card           (Ad to seat 1)
#       And the dealer deals a hole card           (5c to seat 3, the replacement)
#       Then the rulings include EXPOSED_HOLE_CARD and EXPOSED_CARD_REPLACED
#       And the snapshot shows: hole.3 = ["Qh", "5c"], burns = ["Qd"], exposed = ["Qd"]
#       When the pre-flop betting is over and the dealer turns 3 cards
#       Then board = ["2c", "7d", "9h"] and burns = ["Qd"]
#
#   Rule: DEAL-EXPOSED-FIRST-TWO — the first or second card exposed: misdeal
#     (first card face up -> MISDEAL_EXPOSED_FIRST_CARDS, REDEAL; with the house rule
#      exposed_first_cards is first_only, the second card face up -> EXPOSED_HOLE_CARD)
#
#   Rule: MISDEAL-TWO-EXPOSED — a second dealer exposure, including an exposed replacement
#     (two cards face up in the deal -> MISDEAL_TWO_EXPOSED, REDEAL; a boxed card plus one
#      card face up -> no misdeal)
