Feature: Player conduct — action out of turn, bet sizes corrected, chips and declarations, playing the board, a hand thrown away
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md)
  and the seeds' examples. Six-handed tables follow fixture F6: seat 1 the button, seat 2 the
  small blind, seat 3 the big blind, seat 4 under the gun. Chips pushed out and words said
  (string bets, the one-chip, multi-chip and 50 % rules, verbal amounts and declarations) are
  `chips` rows of "these actions happen": the `motions` column lists each motion's chips
  (`100+100 then 400`), the `declared` column what the player said first (`raise`,
  `raise to 1000`, `1400`). These hands mirror scenarios/conduct/chips.yaml and
  declarations.yaml.

  @requires-no-limit @requires-out-of-turn
  Rule: ACTION-OUT-OF-TURN — out-of-turn action binds unless a bet or raise changes the action
    Catalog E, ACTION-OUT-OF-TURN tests 1–3 (TDA 53-A; RRoP §3 Betting; project decision 16).
    Blinds 50/100, everyone in for 100, 600 in the pot on the flop.

    @requires-floor-rulings
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

    @requires-floor-rulings @profile-rrop-cash
    Scenario: A call out of turn of a bet out of turn binds with it when the skipped player checks
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
        | 3    | bet    | 300    |
        | 4    | call   |        |
      Then the rulings include ACTION_OUT_OF_TURN
      When seat 2 checks
      Then the rulings include OUT_OF_TURN_BINDS
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 300  | 600          | 19900        |
      And the snapshot shows:
        | field | value                         |
        | bets  | {"2": 0, "3": 300, "4": 300} |

    @requires-floor-rulings @profile-rrop-cash
    Scenario: A bet by the skipped player releases a call out of turn, which may not become a raise
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
        | 3    | bet    | 300    |
        | 4    | call   |        |
        | 2    | bet    | 200    |
      Then the rulings include OUT_OF_TURN_RELEASED
      When seat 3 calls
      Then the rulings include OUT_OF_TURN_RELEASED
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 200  | null         | null         |

    @requires-floor-rulings
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

    @requires-floor-rulings
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

    @requires-floor-rulings
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

  @requires-no-limit @requires-floor-rulings @requires-wager-corrections
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

    @requires-side-pots
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
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
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

  @requires-fixed-limit @requires-floor-rulings @requires-wager-corrections
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

  @requires-no-limit
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

    @requires-floor-rulings @requires-play-the-board
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

    @requires-floor-rulings @requires-play-the-board
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

    @requires-floor-rulings @requires-play-the-board
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

  @requires-no-limit @requires-floor-rulings @requires-live-mucks
  Rule: SHOWDOWN-MUCK-WHILE-LIVE — a live hand thrown away is dead; only an uncalled bet comes back
    Catalog I, SHOWDOWN-MUCK-WHILE-LIVE test (TDA 15-B, 65-A).

    @profile-rrop-cash
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

    @profile-rrop-cash
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

  @requires-no-limit @requires-string-bets @requires-floor-rulings
  Rule: STRING-BET — chips added in a second motion do not count beyond what the rules allow
    Catalog E, STRING-BET tests 1 and 2 and project decision 11 (TDA 42, 56; RRoP §3 Betting;
    RRoP §14 NL, multi-motion raises after "raise" in cash games: the house option
    raise_multi_motion_after_verbal). Blinds 100/200, everyone in for 200 before the flop.

    Scenario: Going back to the stack after a silent call does not make a raise
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
      And seat 2 bets 300
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 300  | 600          | 19800        |
      When these actions happen:
        | seat | action | motions                     |
        | 3    | chips  | 100+100+100 then 500+100    |
      Then the rulings include STRING_BET
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 300  | 600          | 19800        |
      And the snapshot shows:
        | field  | value                                                |
        | bets   | {"2": 300, "3": 300}                                 |
        | stacks | {"3": 19500}                                         |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3, 4, 5, 6]}]   |

    Scenario: A first motion short of the call is joined by the next one only up to the call
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
      And seat 2 bets 600
      And these actions happen:
        | seat | action | motions      |
        | 3    | chips  | 500 then 500 |
      Then the rulings include STRING_BET
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 600  | 1200         | 19800        |
      And the snapshot shows:
        | field  | value                                                |
        | bets   | {"2": 600, "3": 600}                                 |
        | stacks | {"3": 19200}                                         |
        | pots   | [{"amount": 2400, "eligible": [1, 2, 3, 4, 5, 6]}]   |

    @requires-declarations
    Scenario: Where several motions are allowed after "raise", every motion counts
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      And the house rule raise_multi_motion_after_verbal is allowed
      When the hand is dealt
      And these actions happen:
        | seat | action | motions                         | declared |
        | 4    | chips  | 100+100 then 100+100+100+100    | raise    |
      Then the rulings include VERBAL_DECLARATION
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 600  | 1000         | 20000        |
      And the snapshot shows:
        | field  | value                          |
        | bets   | {"2": 100, "3": 200, "4": 600} |
        | stacks | {"4": 19400}                   |

    @requires-declarations @requires-wager-corrections
    Scenario: Where several motions are forbidden, a declared raise whose first motion is short is the minimum raise
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      And the house rule raise_multi_motion_after_verbal is forbidden
      When the hand is dealt
      And these actions happen:
        | seat | action | motions                         | declared |
        | 4    | chips  | 100+100 then 100+100+100+100    | raise    |
      Then the rulings include STRING_BET and RAISE_BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 400  | 600          | 20000        |
      And the snapshot shows:
        | field  | value                          |
        | bets   | {"2": 100, "3": 200, "4": 400} |
        | stacks | {"4": 19600}                   |
        | pots   | [{"amount": 700, "eligible": [1, 2, 3, 4, 5, 6]}] |

    @requires-declarations
    Scenario: An amount stated first may be put out in several motions, even where strings are strict
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      And the house rule raise_multi_motion_after_verbal is forbidden
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
      And seat 2 bets 300
      And these actions happen:
        | seat | action | motions      | declared      |
        | 3    | chips  | 500 then 500 | raise to 1000 |
      Then the rulings include VERBAL_AMOUNT
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 1000 | 1700         | 19800        |
      And the snapshot shows:
        | field  | value                 |
        | bets   | {"2": 300, "3": 1000} |
        | stacks | {"3": 18800}          |

  @requires-string-bets @requires-floor-rulings
  Rule: FIFTY-PERCENT-RULE — half a raise or more pushed out silently must be completed; less is a call
    Catalog E, FIFTY-PERCENT-RULE tests 1 and 2 (TDA 43-A, 45-B; RRoP §3 Betting, the
    string-raise rule: a full bet plus half a bet in limit).

    @requires-no-limit
    Scenario: Nine 100 chips against a 600 bet are half a raise over the call: a raise to 1200
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
      And seat 2 bets 600
      And these actions happen:
        | seat | action | motions                                 |
        | 3    | chips  | 100+100+100+100+100+100+100+100+100     |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 1200 | 1800         | 19800        |
      And the snapshot shows:
        | field  | value                                                |
        | bets   | {"2": 600, "3": 1200}                                |
        | stacks | {"2": 19200, "3": 18600}                             |
        | pots   | [{"amount": 3000, "eligible": [1, 2, 3, 4, 5, 6]}]   |

    @requires-no-limit
    Scenario: Eight 100 chips against a 600 bet on the turn are a call, and 200 goes back
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
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
      And seat 2 bets 600
      And these actions happen:
        | seat | action | motions                             |
        | 3    | chips  | 100+100+100+100+100+100+100+100     |
      Then the rulings include FIFTY_PERCENT_CALL
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 600  | 1200         | 9800         |
      And the snapshot shows:
        | field  | value                                      |
        | bets   | {"1": 0, "2": 600, "3": 600}               |
        | stacks | {"1": 9800, "2": 9200, "3": 9200}          |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3]}]  |

    @requires-no-limit
    Scenario: Against a pre-flop raise the line is half the raise, not half the bet
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And seat 4 raises to 600
      And these actions happen:
        | seat | action | motions                             |
        | 5    | chips  | 100+100+100+100+100+100+100         |
      Then the rulings include FIFTY_PERCENT_CALL
      And the snapshot shows:
        | field  | value                |
        | bets   | {"4": 600, "5": 600} |
        | stacks | {"5": 19400}         |
      When these actions happen:
        | seat | action | motions                             |
        | 6    | chips  | 100+100+100+100+100+100+100+100     |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 1000 | 1400         | 20000        |
      And the snapshot shows:
        | field  | value                                                |
        | bets   | {"4": 600, "5": 600, "6": 1000}                      |
        | stacks | {"6": 19000}                                         |
        | pots   | [{"amount": 2500, "eligible": [1, 2, 3, 4, 5, 6]}]   |

    @requires-fixed-limit
    Scenario: In limit a bet and a half put in silently must be completed to a raise
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
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
      And seat 2 bets 10
      And these actions happen:
        | seat | action | motions |
        | 3    | chips  | 10+5    |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 20   | 30           | 30           |
      And the snapshot shows:
        | field  | value              |
        | bets   | {"2": 10, "3": 20} |
        | stacks | {"3": 970}         |

  @requires-no-limit @requires-string-bets @requires-floor-rulings
  Rule: ONE-CHIP-RULE — one oversized chip is a call unless "raise" was said; with no bet it is a bet of its value
    Catalog E, ONE-CHIP-RULE tests 1 to 4 (TDA 44; RRoP §3 Betting, the single-chip rule; RRoP
    §14 NL).

    Scenario: One 1000 chip dropped silently under the gun is a call, and 800 comes back
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
        | seat | action | motions |
        | 4    | chips  | 1000    |
      Then the rulings include ONE_CHIP_CALL
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 200  | 400          | 20000        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 100, "3": 200, "4": 200}                     |
        | stacks | {"4": 19800}                                       |
        | pots   | [{"amount": 500, "eligible": [1, 2, 3, 4, 5, 6]}]  |

    @requires-declarations
    Scenario: Saying "raise" before the chip lands raises to the chip's value
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And seat 4 calls
      And these actions happen:
        | seat | action | motions | declared |
        | 5    | chips  | 1000    | raise    |
      Then the rulings include VERBAL_DECLARATION
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 1000 | 1800         | 20000        |
      And the snapshot shows:
        | field  | value                                               |
        | bets   | {"4": 200, "5": 1000}                               |
        | stacks | {"5": 19000}                                        |
        | pots   | [{"amount": 1500, "eligible": [1, 2, 3, 4, 5, 6]}]  |

    Scenario: With no bet to face, one chip pushed silently is a bet of its full value
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
      And these actions happen:
        | seat | action | motions |
        | 2    | chips  | 1000    |
      Then the rulings include ONE_CHIP_BET
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 1000 | 2000         | 19800        |
      And the snapshot shows:
        | field  | value                                               |
        | bets   | {"2": 1000}                                         |
        | stacks | {"2": 18800}                                        |
        | pots   | [{"amount": 2200, "eligible": [1, 2, 3, 4, 5, 6]}]  |

    Scenario: A player's last chip, if it is one chip, is still only a call
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 5000  |
        | 6    | 20000 |
      When the hand is dealt
      And seat 4 raises to 2000
      And these actions happen:
        | seat | action | motions |
        | 5    | chips  | 5000    |
      Then the rulings include ONE_CHIP_CALL
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 2000 | 3800         | 20000        |
      And the snapshot shows:
        | field  | value                  |
        | bets   | {"4": 2000, "5": 2000} |
        | stacks | {"5": 3000}            |

  @requires-no-limit @requires-string-bets @requires-floor-rulings
  Rule: MULTI-CHIP-BET — several chips are a call if every one is needed; otherwise the 50 % rule decides
    Catalog E, MULTI-CHIP-BET tests 1 to 4 (TDA 45 and its Addendum; ALLIN-SHORT-RAISE-REOPEN
    for the last chips).

    Scenario: A 500 and a 1000 against a raise to 1100 are all needed: a call
      Given a no-limit table with blinds 250/500 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And seat 4 raises to 1100
      And these actions happen:
        | seat | action | motions  |
        | 5    | chips  | 500+1000 |
      Then the rulings include MULTI_CHIP_CALL
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 1100 | 1700         | 20000        |
      And the snapshot shows:
        | field  | value                  |
        | bets   | {"4": 1100, "5": 1100} |
        | stacks | {"5": 18900}           |

    Scenario: When a chip is not needed the 50 % line decides: 1300 is a call, 1500 a raise to 1700
      Given a no-limit table with blinds 250/500 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And seat 4 raises to 1100
      And seat 5 calls
      And these actions happen:
        | seat | action | motions              |
        | 6    | chips  | 1000+100+100+100     |
      Then the rulings include FIFTY_PERCENT_CALL
      And the snapshot shows:
        | field  | value                             |
        | bets   | {"4": 1100, "5": 1100, "6": 1100} |
        | stacks | {"6": 18900}                      |
      When these actions happen:
        | seat | action | motions                      |
        | 1    | chips  | 1000+100+100+100+100+100     |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 1450 | 2300         | 20000        |
      And the snapshot shows:
        | field  | value                                               |
        | bets   | {"1": 1700, "2": 250, "3": 500, "4": 1100}          |
        | stacks | {"1": 18300}                                        |
        | pots   | [{"amount": 5750, "eligible": [1, 2, 3, 4, 5, 6]}]  |

    Scenario: A player's last chips make him all in whatever the 50 % test says, and a short all-in does not reopen
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 2200  |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | fold   |        |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 2 bets 1400
      And these actions happen:
        | seat | action | motions      |
        | 3    | chips  | 1000+500+500 |
      Then the rulings include ALL_IN_LAST_CHIPS and INCOMPLETE_RAISE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 600  | null         | null         |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"2": 1400, "3": 2000}                 |
        | stacks | {"2": 18400, "3": 0}                   |
        | pots   | [{"amount": 3800, "eligible": [2, 3]}] |
      When seat 2 raises to 3400
      Then the step is rejected with RAISE_NOT_ALLOWED

    Scenario: Two 500 chips against a 700 bet on the flop are both needed: a call, 300 back
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 2 bets 700
      And these actions happen:
        | seat | action | motions |
        | 3    | chips  | 500+500 |
      Then the rulings include MULTI_CHIP_CALL
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 700  | 1400         | 9800         |
      And the snapshot shows:
        | field  | value                                      |
        | bets   | {"1": 0, "2": 700, "3": 700}               |
        | stacks | {"3": 9100}                                |
        | pots   | [{"amount": 2000, "eligible": [1, 2, 3]}]  |

  @requires-no-limit @requires-string-bets @requires-declarations @requires-floor-rulings
  Rule: VERBAL-AMOUNT — a number said alone is a silent push of that amount; "raise" and a number is the total
    Catalog E, VERBAL-AMOUNT tests 1 and 2 (TDA 40-B, 40-C, 43-A; TABLE-STAKES for a raise
    beyond the player's chips).

    Scenario: "Fourteen hundred" against a 1000 bet is a call; "fifteen hundred" must be a raise to 2000
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
      And seat 2 bets 1000
      And these actions happen:
        | seat | action | motions              | declared |
        | 3    | chips  | 1000+100+100+100+100 | 1400     |
      Then the rulings include VERBAL_AMOUNT and FIFTY_PERCENT_CALL
      And the snapshot shows:
        | field  | value                 |
        | bets   | {"2": 1000, "3": 1000} |
        | stacks | {"3": 18800}          |
      When these actions happen:
        | seat | action | motions  | declared |
        | 4    | chips  | 1000+500 | 1500     |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 2000 | 3000         | 19800        |
      And the snapshot shows:
        | field  | value                                               |
        | bets   | {"2": 1000, "3": 1000, "4": 2000}                   |
        | stacks | {"4": 17800}                                        |
        | pots   | [{"amount": 5200, "eligible": [1, 2, 3, 4, 5, 6]}]  |

    Scenario: "Raise, eight thousand" against a 2000 bet is a raise to 8000 in all
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack |
        | 1    | 50000 |
        | 2    | 50000 |
        | 3    | 50000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And seat 2 bets 2000
      And these actions happen:
        | seat | action | motions             | declared   |
        | 3    | chips  | 5000+1000+1000+1000 | raise 8000 |
      Then the rulings include VERBAL_AMOUNT
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 8000 | 14000        | 48000        |
      And the snapshot shows:
        | field  | value                                       |
        | bets   | {"1": 0, "2": 2000, "3": 8000}              |
        | stacks | {"3": 40000}                                |
        | pots   | [{"amount": 16000, "eligible": [1, 2, 3]}]  |

    Scenario: A number said with no bet to face is the bet, whatever chip goes out
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
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
        | seat | action | motions | declared |
        | 2    | chips  | 1000    | 600      |
      Then the rulings include VERBAL_AMOUNT
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 600  | 1200         | 9800         |
      And the snapshot shows:
        | field  | value                                      |
        | bets   | {"2": 600}                                 |
        | stacks | {"2": 9200}                                |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3]}]  |

    Scenario: "Raise to 3000" from a player with 2500 in play makes him all in
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 2500  |
        | 6    | 20000 |
      When the hand is dealt
      And seat 4 raises to 600
      And seat 5 raises to 3000
      Then the step is rejected with ABOVE_MAXIMUM
      When these actions happen:
        | seat | action | motions | declared      |
        | 5    | chips  | 1000    | raise to 3000 |
      Then the rulings include VERBAL_AMOUNT and TABLE_STAKES_ALL_IN
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 2500 | 4400         | 20000        |
      And the snapshot shows:
        | field  | value                                               |
        | bets   | {"4": 600, "5": 2500}                               |
        | stacks | {"5": 0}                                            |
        | pots   | [{"amount": 3400, "eligible": [1, 2, 3, 4, 5, 6]}]  |

  @requires-string-bets @requires-declarations @requires-floor-rulings
  Rule: INVALID-DECLARATIONS — a declaration that does not fit the action is read as the nearest one that does
    Catalog E, INVALID-DECLARATIONS tests 1 to 3 (TDA 55, 54-D; CAP-LIMIT for a raise after the
    cap).

    @requires-no-limit
    Scenario: Saying "call" with no bet to call is a check, and the chips go back
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
      And these actions happen:
        | seat | action | motions | declared |
        | 2    | chips  | 100+100 | call     |
      Then the rulings include CALL_IS_CHECK
      And the legal actions are:
        | to_act | check | call | min_raise_to | max_raise_to |
        | 3      | true  | 0    | 200          | 19800        |
      And the snapshot shows:
        | field  | value                                               |
        | bets   | {"2": 0}                                            |
        | stacks | {"2": 19800}                                        |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3, 4, 5, 6]}]  |

    @requires-no-limit @requires-wager-corrections
    Scenario: Saying "raise" with no bet obliges at least the minimum bet
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
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
        | seat | action | motions | declared |
        | 2    | chips  | 100     | raise    |
      Then the rulings include BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 200  | 400          | 9800         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 200}                                |
        | stacks | {"2": 9600}                               |
        | pots   | [{"amount": 800, "eligible": [1, 2, 3]}]  |

    @requires-no-limit
    Scenario: Saying "check" facing a bet with a chip out is a call, never a raise
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
      And seat 2 bets 300
      And these actions happen:
        | seat | action | motions | declared |
        | 3    | chips  | 1000    | check    |
      Then the rulings include CHECK_FACING_BET
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 300  | 600          | 19800        |
      And the snapshot shows:
        | field  | value                |
        | bets   | {"2": 300, "3": 300} |
        | stacks | {"3": 19500}         |

    @requires-no-limit @profile-rrop-cash
    Scenario: "Pot" in no-limit with chips is a pot-sized bet, and facing a bet a pot-sized raise
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
      And these actions happen:
        | seat | action | motions | declared |
        | 2    | chips  | 1000    | pot      |
      Then the rulings include POT_DECLARATION
      And the snapshot shows:
        | field  | value        |
        | bets   | {"2": 1200}  |
        | stacks | {"2": 18600} |
      When these actions happen:
        | seat | action | motions | declared |
        | 3    | chips  | 5000    | pot      |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 4800 | 8400         | 19800        |
      And the snapshot shows:
        | field  | value                  |
        | bets   | {"2": 1200, "3": 4800} |
        | stacks | {"3": 15000}           |

    @requires-no-limit
    Scenario: Where the chips play, "pot" in no-limit with a chip is a bet of that chip
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      And the house rule no_limit_pot_with_chips is chips_play
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
        | seat | action | motions | declared |
        | 2    | chips  | 1000    | pot      |
      Then the rulings include POT_DECLARATION
      And the snapshot shows:
        | field  | value        |
        | bets   | {"2": 1000}  |
        | stacks | {"2": 18800} |

    @requires-fixed-limit
    Scenario: A raise declared after the cap stands as a call
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 20     |
        | 5    | raise  | 30     |
        | 6    | raise  | 40     |
      Then the rulings include BETTING_CAPPED
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 40   | null         | null         |
      When these actions happen:
        | seat | action | motions     | declared |
        | 1    | chips  | 10+10+10+10 | raise    |
      Then the rulings include RAISE_NOT_ALLOWED_CALL
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 35   | null         | null         |
      And the snapshot shows:
        | field  | value                                             |
        | bets   | {"1": 40, "6": 40}                                |
        | stacks | {"1": 960}                                        |
        | pots   | [{"amount": 145, "eligible": [1, 2, 3, 4, 5, 6]}] |
