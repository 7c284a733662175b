@requires-no-limit
Feature: Pots — side pots, uncalled bets, split pots and odd chips
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md),
  with its amounts. Seat 1 is the button at every table; all hands are no-limit.

  Rule: SIDE-POTS — an all-in player wins from each opponent only what he put in
    Catalog G, SIDE-POTS tests 1, 2 and 3 (RRoP §3 Ties; TDA 21).

    @requires-side-pots @profile-rrop-cash
    Scenario: The best hand all in for 100 wins the main pot, the second best the side pot
      Given a no-limit table with blinds 25/50 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 100   | Ah Ad |
        | 2    | 250   | Qh Qd |
        | 3    | 1000  | Kh Kd |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 100    |
        | 2    | raise  | 250    |
        | 3    | call   |        |
      Then the snapshot shows:
        | field | value                                                                   |
        | pots  | [{"amount": 300, "eligible": [1, 2, 3]}, {"amount": 300, "eligible": [2, 3]}] |
      When the flop is dealt
      And the turn is dealt
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | show   |        |
        | 3    | show   |        |
        | 1    | show   |        |
      Then the snapshot shows:
        | field   | value                           |
        | phase   | "complete"                      |
        | payouts | {"1": 300, "3": 300}            |
        | stacks  | {"1": 300, "2": 0, "3": 1050}   |

    @requires-side-pots @profile-rrop-cash
    Scenario: The player all in for 250 with the best hand wins both pots
      Given a no-limit table with blinds 25/50 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 100   | Kh Kd |
        | 2    | 250   | Ah Ad |
        | 3    | 1000  | Qh Qd |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 100    |
        | 2    | raise  | 250    |
        | 3    | call   |        |
      When the flop is dealt
      And the turn is dealt
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | show   |        |
        | 3    | muck   |        |
        | 1    | muck   |        |
      Then the snapshot shows:
        | field   | value                         |
        | phase   | "complete"                    |
        | payouts | {"2": 600}                    |
        | stacks  | {"1": 0, "2": 600, "3": 750}  |

    @requires-all-in-exposure-under-tda-2024
    Scenario: The small blind's folded chips are dead money in the main pot
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 300   |
        | 2    | 1000  |
        | 3    | 1000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 300    |
        | 2    | fold   |        |
        | 3    | call   |        |
      Then the snapshot shows:
        | field  | value                                     |
        | pots   | [{"amount": 650, "eligible": [1, 3]}]     |
        | stacks | {"1": 0, "2": 950, "3": 700}              |

  @requires-all-in-exposure-under-tda-2024
  Rule: UNCALLED-BET — the part of a bet nobody called goes back to the bettor
    Catalog G, UNCALLED-BET test 1, and SHORT-BLIND test 1, whose unmatched call goes back
    (TDA 15-B; RRoP §4 r1).

    @requires-heads-up
    Scenario: A turn bet of 1000 called all in for 400 gives 600 back and grows the pot by 800
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 600   |
        | 2    | 10000 |
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
        | 2    | bet    | 1000   |
        | 1    | call   |        |
      Then the rulings include UNCALLED_BET_RETURNED
      And the snapshot shows:
        | field  | value                                   |
        | pots   | [{"amount": 1200, "eligible": [1, 2]}]  |
        | stacks | {"1": 0, "2": 9400}                     |

    @requires-side-pots
    Scenario: A call of a big blind posted short comes back where nobody matched it
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 40    |
        | 4    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 4      | 100  | 200          |
      When these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | fold   |        |
      Then the rulings include SHORT_BLIND and UNCALLED_BET_RETURNED
      And the snapshot shows:
        | field  | value                                                                  |
        | pots   | [{"amount": 120, "eligible": [3, 4]}, {"amount": 20, "eligible": [4]}] |
        | stacks | {"2": 4950, "3": 0, "4": 4950}                                         |

  Rule: SPLIT-POT-TIES — identical best hands split the pot; suits never break a tie
    Catalog G, SPLIT-POT-TIES test (RRoP §3 Ties #1–#2; TDA 20).

    @requires-heads-up
    Scenario: Both players play a broadway board and split the pot
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | 2c 3d |
        | 2    | 10000 | 4h 5s |
      And the board will be As Kd Qc Jh Ts
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
        | 2    | show   |        |
        | 1    | show   |        |
      Then the rulings include SPLIT_POT
      And the snapshot shows:
        | field   | value                     |
        | payouts | {"1": 200, "2": 200}      |
        | stacks  | {"1": 10000, "2": 10000}  |

    Scenario: Spades in a hand do not beat hearts when both play the board
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | 9s 8s |
        | 2    | 10000 | 4c 5c |
        | 3    | 10000 | 2h 3h |
      And the board will be As Kd Qc Jh Ts
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
        | 3    | call   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 3    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 3    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 3    | check  |        |
        | 1    | check  |        |
        | 3    | show   |        |
        | 1    | show   |        |
      Then the rulings include SPLIT_POT
      And the snapshot shows:
        | field   | value                                |
        | payouts | {"1": 650, "3": 650}                 |
        | stacks  | {"1": 10050, "2": 9900, "3": 10050}  |

  Rule: ODD-CHIP — the odd chip goes to the first tied winner left of the button
    Catalog G, ODD-CHIP tests 1, 2 and 4 (RRoP §3 Ties #3–#5; TDA 20-A); blinds 1/2, so the
    pots come out odd, and a broadway board every hand plays.

    Scenario: A pot of 301 split between seats 4 and 6 gives seat 4 the odd chip
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 1000  |       |
        | 3    | 1000  |       |
        | 4    | 1000  | 2c 3d |
        | 5    | 1000  |       |
        | 6    | 1000  | 4h 5s |
      And the board will be As Kd Qc Jh Ts
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 149    |
        | 5    | fold   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
        | 2    | fold   |        |
        | 3    | fold   |        |
      Then the snapshot shows:
        | field | value                                 |
        | pots  | [{"amount": 301, "eligible": [4, 6]}] |
      When the flop is dealt
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
      And these actions happen:
        | seat | action | amount |
        | 4    | check  |        |
        | 6    | check  |        |
        | 4    | show   |        |
        | 6    | show   |        |
      Then the rulings include SPLIT_POT and ODD_CHIP
      And the snapshot shows:
        | field   | value                |
        | payouts | {"4": 151, "6": 150} |

    Scenario: A pot of 101 split three ways gives one odd chip each to seats 2 and 4
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 1000  | 2c 3d |
        | 3    | 1000  |       |
        | 4    | 1000  | 4h 5s |
        | 5    | 1000  |       |
        | 6    | 1000  | 6c 7d |
      And the board will be As Kd Qc Jh Ts
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 33     |
        | 5    | fold   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | fold   |        |
      Then the snapshot shows:
        | field | value                                    |
        | pots  | [{"amount": 101, "eligible": [2, 4, 6]}] |
      When the flop is dealt
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
        | 2    | show   |        |
        | 4    | show   |        |
        | 6    | show   |        |
      Then the rulings include SPLIT_POT and ODD_CHIP
      And the snapshot shows:
        | field   | value                         |
        | payouts | {"2": 34, "4": 34, "6": 33}   |

    @requires-side-pots @requires-early-tabling-under-tda-2024 @requires-all-in-exposure-under-tda-2024
    Scenario: The main pot and the side pot each settle their own odd chip
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  |       |
        | 2    | 30    | 2c 3d |
        | 3    | 1000  |       |
        | 4    | 1000  | 4h 5s |
        | 5    | 1000  | 8c 9c |
        | 6    | 1000  | 6c 7d |
      And the board will be As Kd Qc Jh Ts
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | raise  | 30     |
        | 3    | fold   |        |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | bet    | 51     |
        | 5    | call   |        |
        | 6    | call   |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | bet    | 100    |
        | 5    | fold   |        |
        | 6    | call   |        |
      Then the snapshot shows:
        | field | value                                                                        |
        | pots  | [{"amount": 124, "eligible": [2, 4, 6]}, {"amount": 353, "eligible": [4, 6]}] |
      When the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | check  |        |
        | 6    | check  |        |
        | 4    | show   |        |
        | 6    | show   |        |
        | 2    | show   |        |
      Then the rulings include SPLIT_POT and ODD_CHIP
      And the snapshot shows:
        | field   | value                          |
        | payouts | {"2": 42, "4": 218, "6": 217}  |
