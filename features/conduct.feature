Feature: Player conduct — action out of turn, bet sizes corrected, playing the board, a hand thrown away
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md)
  and the seeds' examples. Six-handed tables follow fixture F6: seat 1 the button, seat 2 the
  small blind, seat 3 the big blind, seat 4 under the gun. Rulings on chips pushed out and
  words said (string bets, the one-chip, multi-chip and 50 % rules, verbal amounts and
  declarations) need a chips event, which the shared steps cannot write yet: those rules are
  checked by the scenarios in scenarios/conduct/.

  @requires-no-limit
  Rule: ACTION-OUT-OF-TURN — out-of-turn action binds unless a bet or raise changes the action
    Catalog E, ACTION-OUT-OF-TURN tests 1–3 (TDA 53-A; RRoP §3 Betting; project decision 16).
    Blinds 50/100, everyone in for 100, 600 in the pot on the flop.

    Scenario: An out-of-turn raise binds when the skipped player calls
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | bet    | 300    |
        | 4    | fold   |        |
        | 6    | raise  | 800    |
      Then the rulings include ACTION_OUT_OF_TURN
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 300  | 600          | 19900        |
      And the snapshot shows:
        | field  | value               |
        | bets   | {"3": 300, "6": 0}  |
        | stacks | {"6": 19900}        |
      When seat 5 calls
      Then the rulings include OUT_OF_TURN_BINDS
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 800  | 1300         | 19900        |
      And the snapshot shows:
        | field  | value                          |
        | bets   | {"3": 300, "5": 300, "6": 800} |
        | stacks | {"5": 19600, "6": 19100}       |

    Scenario: A raise by the skipped player voids the out-of-turn raise
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | bet    | 300    |
        | 4    | fold   |        |
        | 6    | raise  | 800    |
        | 5    | raise  | 600    |
      Then the rulings include ACTION_OUT_OF_TURN and OUT_OF_TURN_RELEASED
      And the legal actions are:
        | to_act | fold | call | min_raise_to | max_raise_to |
        | 6      | true | 600  | 900          | 19900        |
      And the snapshot shows:
        | field  | value                         |
        | bets   | {"3": 300, "5": 600, "6": 0}  |
        | stacks | {"6": 19900}                  |

    Scenario: A player who checked out of turn may only call or fold a later bet
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      And the house rule oot_check_may_raise_if_action_changes is "no"
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
        | 5    | bet    | 300    |
      Then the rulings include OUT_OF_TURN_RELEASED
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 300  | null         | null         |
      When seat 6 raises to 600
      Then the step is rejected with RAISE_NOT_ALLOWED

    Scenario: With the TDA option a player who checked out of turn may raise a later bet
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      And the house rule oot_check_may_raise_if_action_changes is "yes"
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 4    | check  |        |
        | 6    | check  |        |
        | 5    | bet    | 300    |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 300  | 600          | 19900        |
      When seat 6 raises to 600
      Then the snapshot shows:
        | field  | value               |
        | to_act | 1                   |
        | bets   | {"5": 300, "6": 600} |

    Scenario: A fold out of turn binds at once
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | bet    | 300    |
        | 6    | fold   |        |
      Then the rulings include OUT_OF_TURN_FOLD
      And the legal actions are:
        | to_act | call | min_raise_to |
        | 4      | 300  | 600          |
      And the snapshot shows:
        | field  | value                                    |
        | hole.6 | []                                       |
        | pots   | [{"amount": 900, "eligible": [1, 2, 3, 4, 5]}] |
      When seat 6 calls
      Then the step is rejected with NOT_IN_HAND

  @requires-no-limit
  Rule: NL-MIN-BET — a bet is at least the big blind, unless the player is all in
    Catalog F, NL-MIN-BET tests 1–2 (RRoP §14 NL #2, #10; TDA 52-A) and seed 001 (minimum bet
    = the big blind).

    Scenario: A flop bet below the big blind is brought up to it
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 5200  |
        | 2    | 5200  |
        | 3    | 5200  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      Then the legal actions are:
        | to_act | check | call | min_raise_to | max_raise_to |
        | 2      | true  | 0    | 200          | 5000         |
      When seat 2 bets 150
      Then the rulings include BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 200  | 400          | 5000         |
      And the snapshot shows:
        | field  | value                       |
        | bets   | {"1": 0, "2": 200, "3": 0}  |
        | stacks | {"2": 4800}                 |

    Scenario: An all-in bet below the big blind stands, and a raise goes a full bet on top
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 350   |
        | 3    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 2 bets 150
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 150  | 350          | 4800         |
      And the snapshot shows:
        | field  | value                       |
        | bets   | {"1": 0, "2": 150, "3": 0}  |
        | stacks | {"2": 0}                    |
      When seat 3 raises to 300
      Then the rulings include BROUGHT_TO_MINIMUM
      And the snapshot shows:
        | field | value                |
        | bets  | {"2": 150, "3": 350} |

    Scenario: At 1/2 the smallest bet on the flop is 2
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack |
        | 1    | 200   |
        | 2    | 200   |
        | 3    | 200   |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 2 bets 1
      Then the rulings include BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 2    | 4            | 198          |

  @requires-fixed-limit
  Rule: LIMIT-BET-SIZES — the small bet before the turn, the big bet on the turn and river
    Catalog F, LIMIT-BET-SIZES test (RRoP §3 Betting low-wager rule; TDA 52-A) and seed 001's
    4/8 example.

    Scenario: A small bet on the turn is made the big bet
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
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
      Then the legal actions are:
        | to_act | check | min_raise_to | max_raise_to |
        | 2      | true  | 20           | 20           |
      When seat 2 bets 10
      Then the rulings include LIMIT_SIZE_CORRECTED
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 20   | 40           | 40           |
      And the snapshot shows:
        | field  | value      |
        | bets.2 | 20         |
        | stacks | {"2": 970} |

    Scenario: At 4/8 the flop goes 4, 8 and 12, and the turn 8 and 16
      Given a fixed-limit table with blinds 2/4, bets 4/8 and the button on seat 1:
        | seat | stack |
        | 1    | 500   |
        | 2    | 500   |
        | 3    | 500   |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 4      |
        | 3    | raise  | 16     |
      Then the rulings include LIMIT_SIZE_CORRECTED
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 8    | 12           | 12           |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 12     |
        | 2    | call   |        |
        | 3    | call   |        |
      And the turn is dealt
      And seat 2 bets 8
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 8    | 16           | 16           |
      And the snapshot shows:
        | field | value                                    |
        | pots  | [{"amount": 56, "eligible": [1, 2, 3]}]  |

  @requires-no-limit @requires-showdown-order
  Rule: PLAY-THE-BOARD — a board player declares before discarding (rrop-cash) or tables his cards (TDA)
    Catalog I, PLAY-THE-BOARD tests 1–3 (RRoP §5 Hold'em; TDA 19, 13-A; project decision 14;
    seed 002). The board is a royal flush; seats 2 and 4 check it down.

    Scenario: A board player who mucks without a word gives up his claim
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 1000  | 2c 3d |
        | 4    | 1000  | 4c 5d |
      And the board will be As Ks Qs Js Ts
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 4    | check  |        |
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
        | 4    | check  |        |
        | 2    | show   |        |
        | 4    | muck   |        |
      Then the rulings include POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                  |
        | phase   | "complete"             |
        | payouts | {"2": 20}              |
        | stacks  | {"2": 1010, "4": 990}  |

    Scenario: A board player who declares and tables his cards splits the pot
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 1000  | 2c 3d |
        | 4    | 1000  | 4c 5d |
      And the board will be As Ks Qs Js Ts
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 4    | check  |        |
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
        | 4    | check  |        |
        | 2    | show   |        |
      When seat 4 declares playing the board
      Then the rulings include BOARD_DECLARED
      When seat 4 shows
      Then the rulings include SPLIT_POT
      And the snapshot shows:
        | field   | value                   |
        | phase   | "complete"              |
        | payouts | {"2": 10, "4": 10}      |
        | stacks  | {"2": 1000, "4": 1000}  |

    Scenario: Under declare_before_discard a declared board player keeps his share after mucking
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 1000  | 2c 3d |
        | 4    | 1000  | 4c 5d |
      And the board will be As Ks Qs Js Ts
      And the house rule play_board_requirement is "declare_before_discard"
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 4    | check  |        |
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
        | seat | action        | amount |
        | 2    | check         |        |
        | 4    | check         |        |
        | 2    | show          |        |
        | 4    | declare_board |        |
        | 4    | muck          |        |
      Then the rulings include BOARD_DECLARED and SPLIT_POT
      And the snapshot shows:
        | field   | value               |
        | payouts | {"2": 10, "4": 10}  |

    Scenario: Under table_all_cards a declared board player who mucks has no claim
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 1000  | 2c 3d |
        | 4    | 1000  | 4c 5d |
      And the board will be As Ks Qs Js Ts
      And the house rule play_board_requirement is "table_all_cards"
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 4    | check  |        |
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
        | seat | action        | amount |
        | 2    | check         |        |
        | 4    | check         |        |
        | 2    | show          |        |
        | 4    | declare_board |        |
        | 4    | muck          |        |
      Then the rulings include BOARD_DECLARED and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                  |
        | payouts | {"2": 20}              |
        | stacks  | {"2": 1010, "4": 990}  |

  @requires-no-limit
  Rule: SHOWDOWN-MUCK-WHILE-LIVE — a live hand thrown away is dead; only an uncalled bet comes back
    Catalog I, SHOWDOWN-MUCK-WHILE-LIVE test (TDA 15-B, 65-A).

    Scenario: A river bettor who mucks before the other player acts gets his uncalled bet back
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 4    | 5000  |
        | 6    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | fold   |        |
        | 4    | call   |        |
        | 6    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | check  |        |
        | 6    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | check  |        |
        | 6    | check  |        |
      And the river is dealt
      And seat 4 bets 500
      When seat 4 mucks
      Then the rulings include MUCKED_WHILE_LIVE, UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                               |
        | phase   | "complete"                          |
        | payouts | {"6": 400}                          |
        | stacks  | {"1": 5000, "4": 4800, "6": 5200}   |

    Scenario: A river bettor who mucks after a call loses the called chips
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 4    | 5000  |
        | 6    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 4    | call   |        |
        | 6    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | check  |        |
        | 6    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | check  |        |
        | 6    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | bet    | 500    |
        | 6    | call   |        |
        | 4    | muck   |        |
      Then the rulings include MUCKED_WHILE_LIVE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 500  | 1000         | 4800         |
      And the snapshot shows:
        | field  | value                                    |
        | hole.4 | []                                       |
        | pots   | [{"amount": 1600, "eligible": [1, 6]}]   |
      When seat 1 folds
      Then the snapshot shows:
        | field   | value                              |
        | phase   | "complete"                         |
        | payouts | {"6": 1600}                        |
        | stacks  | {"1": 4800, "4": 4300, "6": 5900}  |

    Scenario: A hand thrown away on the flop before the player's turn is dead
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      When seat 5 mucks
      Then the rulings include MUCKED_WHILE_LIVE
      And the legal actions are:
        | to_act | check | call | min_raise_to |
        | 2      | true  | 0    | 200          |
      And the snapshot shows:
        | field  | value                                             |
        | hole.5 | []                                                |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3, 4, 6]}]   |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 4    | check  |        |
        | 5    | check  |        |
      Then the step is rejected with NOT_IN_HAND
