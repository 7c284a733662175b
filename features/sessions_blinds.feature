@requires-sessions
Feature: Blinds above the big blind across hands — straddles, kill pots and the kill button
  A live straddle is announced between hands for the next hand (RRoP §14 NL; the TDA has
  none). In a kill game the winner of a pot takes the kill button, and two pots won running,
  the second with a full bet beyond the blinds, make him kill the next hand at higher limits
  (RRoP §13). docs/protocol.md, "Sessions".

  @requires-straddles
  Rule: STRADDLE — one live straddle of twice the big blind, from the player left of the big blind, in big-bet cash games only
    Catalog STRADDLE test 1 (RRoP §14 NL); house option straddle, off in a TDA tournament.

    @profile-rrop-cash @requires-no-limit
    Scenario: The straddler's live blind sets the call and the minimum raise, and he acts last before the flop
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 5 straddles
      Then the session shows:
        | field    | value |
        | straddle | 5     |
      And the next hand carries a straddle of 20 from seat 5
      When the next hand is dealt
      Then the rulings include STRADDLE
      And the snapshot shows:
        | field | value                                       |
        | bets  | {"2": 0, "3": 5, "4": 10, "5": 20, "6": 0}  |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 6      | 20   | 40           |
      When these actions happen:
        | seat | action |
        | 6    | call   |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | fold   |
      Then the legal actions are:
        | to_act | check | call | min_raise_to |
        | 5      | true  | 0    | 40           |

    @profile-rrop-cash @requires-no-limit
    Scenario: Only the player left of the next big blind may straddle, and only once
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 1 straddles
      Then the step is rejected with STRADDLE_SEAT
      When seat 5 straddles
      And seat 5 straddles
      Then the step is rejected with STRADDLE_SEAT
      When the next hand is dealt
      And the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 1      | 20   | 40           |

    @profile-rrop-cash @requires-no-limit @requires-sitting-out
    Scenario: A straddler who sits out before the hand is not dealt in, and his straddle is off
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 5 straddles
      And seat 5 sits out
      Then the next hand carries no straddle
      When the next hand is dealt
      Then the rulings include STRADDLE_OFF
      And seats 1, 2, 3 and 4 are dealt in
      When the hand is dealt
      Then the legal actions are:
        | to_act | call |
        | 1      | 10   |

    @profile-tda-2024 @requires-no-limit
    Scenario: A tournament has no straddle; the next hand has the blinds only
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 5 straddles
      Then the step is rejected with STRADDLE_NOT_ALLOWED
      When the next hand is dealt
      And the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 5      | 100  | 200          |

    @profile-tda-2024 @requires-pot-limit
    Scenario: A pot-limit tournament refuses the straddle too
      Given a pot-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 1 straddles
      Then the step is rejected with STRADDLE_NOT_ALLOWED
      And the session shows:
        | field    | value |
        | straddle | null  |
      When the next hand is dealt
      Then the snapshot shows:
        | field | value                               |
        | bets  | {"1": 0, "2": 0, "3": 50, "4": 100} |

  @requires-fixed-limit @requires-kill-pots
  Rule: KILL-POT — a kill is a blind that raises the limits for one hand: twice the big blind doubles them, one and a half times raises them by half
    Catalog KILL-POT test (RRoP §13 #2, #7); house option kill_pot.

    Scenario: A full kill posted by a player outside the blinds doubles the limits, and he acts in turn
      Given a fixed-limit session with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
      And the house rule kill_pot is full
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | fold   |        |
        | 5    | fold   |        |
        | 6    | raise  | 20     |
        | 1    | fold   |        |
        | 2    | fold   |        |
        | 3    | fold   |        |
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 5    | fold   |        |
        | 6    | raise  | 20     |
        | 1    | call   |        |
        | 2    | fold   |        |
        | 3    | fold   |        |
        | 4    | fold   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 6    | bet    | 10     |
        | 1    | fold   |        |
      Then seat 6 holds the kill button with 2 legs, and kills the next hand
      And the next hand carries a kill of 20 from seat 6
      When the next hand is dealt
      Then the rulings include KILL
      And the snapshot shows:
        | field | value                              |
        | bets  | {"4": 5, "5": 10, "6": 20, "1": 0} |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 6      | 0    | 40           | 40           |

    Scenario: A half kill raises the limits by half
      Given a fixed-limit session with blinds 10/20, bets 20/40 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      And the house rule kill_pot is half
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 40     |
        | 1    | fold   |        |
        | 2    | fold   |        |
        | 3    | fold   |        |
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 40     |
        | 2    | fold   |        |
        | 3    | fold   |        |
        | 4    | raise  | 60     |
        | 1    | fold   |        |
      Then the next hand carries a kill of 30 from seat 4
      When the next hand is dealt
      Then the rulings include KILL
      And the snapshot shows:
        | field | value                               |
        | bets  | {"1": 20, "2": 0, "3": 0, "4": 30}  |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 30   | 60           | 60           |

  @requires-fixed-limit @requires-kill-pots
  Rule: KILL-BUTTON — the winner of a pot takes the kill button; a second pot won with a full bet beyond the blinds owes a kill, a split keeps the leg
    Catalog KILL-BUTTON test (RRoP §13 #1, #3, #4, #6).

    Scenario: A second pot of blind money only is no second leg, and nobody kills
      Given a fixed-limit session with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
      And the house rule kill_pot is full
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 20     |
        | 2    | fold   |        |
        | 3    | fold   |        |
      Then the rulings include KILL_LEG
      And seat 1 holds the kill button with 1 leg
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 2    | fold   |
        | 3    | fold   |
      Then seat 1 holds the kill button with 1 leg
      And the next hand carries no kill
      When the next hand is dealt
      Then the snapshot shows:
        | field | value                      |
        | bets  | {"1": 5, "2": 10, "3": 0}  |

    Scenario: The holder who owes a kill may not leave before he posts it
      Given a fixed-limit session with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      And the house rule kill_pot is full
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 20     |
        | 1    | fold   |        |
        | 2    | fold   |        |
        | 3    | fold   |        |
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 20     |
        | 2    | fold   |        |
        | 3    | fold   |        |
        | 4    | raise  | 30     |
        | 1    | fold   |        |
      Then the rulings include KILL_OWED
      And seat 4 holds the kill button with 2 legs, and kills the next hand
      When seat 4 leaves
      Then the step is rejected with KILL_OWED

    Scenario: The holder who splits the next pot keeps his leg
      Given a fixed-limit session with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      And the house rule kill_pot is full
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 20     |
        | 1    | fold   |        |
        | 2    | fold   |        |
        | 3    | fold   |        |
      And the board will be Ah Kh Qh Jh Th
      And the next hand is dealt to seats 1, 2, 3 and 4 with the button on seat 2
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 4    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action |
        | 4    | check  |
        | 1    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 4    | check  |
        | 1    | check  |
        | 4    | show   |
        | 1    | show   |
      Then the rulings include SPLIT_POT
      And seat 4 holds the kill button with 1 leg
