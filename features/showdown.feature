@requires-no-limit
Feature: Showdown — who shows first, and a pot nobody contests
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md).
  Six-handed tables follow fixture F6 (seat 1 the button, seat 2 the small blind, seat 3 the
  big blind); at showdown the seat to act is the seat due to show or muck next.

  Rule: SHOWDOWN-ORDER — the last bettor of the final round shows first, else the first seat left of the button
    Catalog I, SHOWDOWN-ORDER tests 1–4 (RRoP §3 Showdown #7; TDA 17-A; project decision 15).
    The order says who is due and can be made to show; anyone may table or concede sooner
    (seed 001: "If any other players choose to show their hand first, that is OK").

    @requires-showdown-order
    Scenario: The river bettor who was called is due to show first
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 |       |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | bet    | 500    |
        | 2    | call   |        |
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 4          |
      When seat 4 shows
      Then the snapshot shows:
        | field  | value |
        | to_act | 2     |
      When seat 2 mucks
      Then the snapshot shows:
        | field   | value       |
        | phase   | "complete"  |
        | payouts | {"4": 2400} |

    @requires-showdown-order @requires-early-tabling
    Scenario: The caller holding the winner may table it before the bettor shows
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 |       |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 500    |
        | 4    | call   |        |
      When seat 4 shows
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |
      When seat 2 mucks
      Then the snapshot shows:
        | field   | value       |
        | phase   | "complete"  |
        | payouts | {"4": 2400} |

    @requires-early-tabling
    Scenario: A beaten caller may concede before the bettor shows
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 |       |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 500    |
        | 4    | call   |        |
      When seat 4 mucks
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field   | value       |
        | phase   | "complete"  |
        | payouts | {"2": 2400} |

    @requires-showdown-order
    Scenario: A river checked by three players is shown first by the first seat left of the button
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 400    |
        | 5    | fold   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |
      When seat 2 shows
      Then the snapshot shows:
        | field  | value |
        | to_act | 4     |
      When seat 4 shows
      Then the snapshot shows:
        | field  | value |
        | to_act | 6     |

    @requires-showdown-order
    Scenario: A bet on the turn does not make its bettor show first when the river is checked
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 |       |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | bet    | 500    |
        | 2    | call   |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |

    @requires-heads-up @requires-showdown-order
    Scenario: Heads-up, a checked river is shown first by the big blind
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 10000 | Kh Kd |
      And the board will be 2c 7d 9h Js 4s
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
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | check  |        |
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |
      When these actions happen:
        | seat | action | amount |
        | 2    | show   |        |
        | 1    | show   |        |
      Then the snapshot shows:
        | field   | value                    |
        | phase   | "complete"               |
        | payouts | {"1": 400}               |
        | stacks  | {"1": 10200, "2": 9800}  |

  Rule: SHOWDOWN-UNCONTESTED — when all others muck, the last live hand wins without showing
    Catalog I, SHOWDOWN-UNCONTESTED test (TDA 17-B).

    Scenario: The river bettor mucks and the caller wins without showing
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | Kh Kd |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 |       |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | bet    | 500    |
        | 2    | call   |        |
      When seat 4 mucks
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                    |
        | phase   | "complete"               |
        | to_act  | null                     |
        | payouts | {"2": 2400}              |
        | stacks  | {"2": 11300, "4": 8900}  |

    @requires-showdown-order
    Scenario: The bettor and one caller muck, and the last caller wins without showing
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 |       |
        | 2    | 10000 | 2h 3d |
        | 3    | 10000 |       |
        | 4    | 10000 | Ah Ad |
        | 5    | 10000 |       |
        | 6    | 10000 | Qh Qd |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 400    |
        | 5    | fold   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 4    | bet    | 500    |
        | 6    | call   |        |
        | 2    | call   |        |
      Then the snapshot shows:
        | field  | value |
        | to_act | 4     |
      When these actions happen:
        | seat | action | amount |
        | 4    | muck   |        |
        | 6    | muck   |        |
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field   | value       |
        | phase   | "complete"  |
        | payouts | {"2": 2900} |

  @requires-showdown-order @requires-partial-shows
  Rule: SHOWDOWN-TABLE-ALL — a hand is tabled with all its cards; one card shown is not enough
    Catalog I, SHOWDOWN-TABLE-ALL test (RRoP §3 Showdown #1; TDA 13-A, 13-B, 13-C, 15-A; protocol clarification 15).
    The hands mirror scenarios/conduct/tabling.yaml.

    # scenarios/conduct/tabling.yaml: one-card-shown-then-mucked-has-no-claim
    Scenario: Showing only the ace that makes the flush is not tabling; mucking the other loses
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 20000 |       |
        | 2    | 20000 | Ks Kd |
        | 3    | 20000 |       |
        | 4    | 20000 | Ah 5c |
        | 5    | 20000 |       |
        | 6    | 20000 |       |
      And the board will be 2h 7h 9h Jh 4c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 4    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 4    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action | amount | cards |
        | 2    | check  |        |       |
        | 4    | bet    | 1000   |       |
        | 2    | call   |        |       |
        | 4    | show   |        | Ah    |
      Then the rulings include HAND_NOT_TABLED
      And the snapshot shows:
        | field  | value                                   |
        | phase  | "showdown"                              |
        | to_act | 4                                       |
        | pots   | [{"amount": 3400, "eligible": [2, 4]}]  |
      When seat 4 mucks
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                    |
        | phase   | "complete"               |
        | payouts | {"2": 3400}              |
        | stacks  | {"2": 21800, "4": 18400} |

    # scenarios/conduct/tabling.yaml: one-card-shown-then-both-wins
    Scenario: Asked for the second card, the player tables both and his flush wins
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 20000 |       |
        | 2    | 20000 | Ks Kd |
        | 3    | 20000 |       |
        | 4    | 20000 | Ah 5c |
        | 5    | 20000 |       |
        | 6    | 20000 |       |
      And the board will be 2h 7h 9h Jh 4c
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 4    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 4    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action | amount | cards |
        | 2    | check  |        |       |
        | 4    | bet    | 1000   |       |
        | 2    | call   |        |       |
        | 4    | show   |        | Ah    |
      Then the snapshot shows:
        | field  | value |
        | to_act | 4     |
      When seat 4 shows
      Then the snapshot shows:
        | field  | value |
        | to_act | 2     |
      When seat 2 shows
      Then the rulings include HAND_NOT_TABLED and POT_AWARDED
      And the snapshot shows:
        | field   | value                    |
        | phase   | "complete"               |
        | payouts | {"4": 3400}              |
        | stacks  | {"2": 18400, "4": 21800} |

  @requires-heads-up
  Rule: ALL-IN-EXPOSE — at an all-in with betting over, hands are turned up at once only where the house says so
    Catalog I, ALL-IN-EXPOSE tests 1–3 (TDA 16 + Addendum 16; RRoP §15; house option all_in_exposure; protocol clarification 15).
    The hands mirror scenarios/conduct/tabling.yaml.

    # scenarios/conduct/tabling.yaml: all-in-hands-stay-down-in-a-cash-game
    Scenario: In a cash game the hands stay face down after an all-in is called
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 5000  | Ks Kc |
      And the board will be 2c 7d 9h Js 4s
      And the house rule all_in_exposure is "off"
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 4800   |
        | 1    | call   |        |
      Then the snapshot shows:
        | field  | value                                   |
        | phase  | "turn"                                  |
        | to_act | null                                    |
        | stacks | {"1": 5000, "2": 0}                     |
        | pots   | [{"amount": 10000, "eligible": [1, 2]}] |
      When the river is dealt
      And seat 2 mucks
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                 |
        | phase   | "complete"            |
        | payouts | {"1": 10000}          |
        | stacks  | {"1": 15000, "2": 0}  |

    # scenarios/conduct/tabling.yaml: all-in-hands-turned-up-with-the-tda-option
    @requires-all-in-exposure @requires-floor-rulings @requires-live-mucks
    Scenario: With all_in_exposure on, both hands are turned up before the river
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ad |
        | 2    | 5000  | Ks Kc |
      And the board will be 2c 7d 9h Js 4s
      And the house rule all_in_exposure is "on"
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 4800   |
        | 1    | call   |        |
      Then the rulings include ALL_IN_EXPOSURE
      And the snapshot shows:
        | field  | value   |
        | phase  | "turn"  |
        | to_act | 2       |
      When seat 2 mucks
      Then the step is rejected with MUST_TABLE
      When the dealer burns a card
      Then the step is rejected with HANDS_NOT_TABLED
      When seat 2 shows
      And seat 1 shows
      Then the snapshot shows:
        | field  | value |
        | to_act | null  |
      When the river is dealt
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                 |
        | phase   | "complete"            |
        | payouts | {"1": 10000}          |
        | stacks  | {"1": 15000, "2": 0}  |
