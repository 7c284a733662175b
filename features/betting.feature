Feature: Betting — bet sizes, reopening, caps and the order of action
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md),
  with its amounts. Six-handed tables follow the catalog's fixture F6: seat 1 is the button,
  seat 2 the small blind, seat 3 the big blind, seat 4 under the gun.

  @requires-no-limit
  Rule: NL-MIN-RAISE — a raise is at least the largest full bet or raise of the round
    Catalog F, NL-MIN-RAISE tests 1, 2 and 4 (TDA 43-A and Addendum 43; RRoP §14 NL #3).

    @requires-floor-rulings @requires-wager-corrections
    Scenario: The minimum re-raise on the flop is the largest increment so far
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
        | seat | action | amount |
        | 2    | bet    | 600    |
        | 3    | raise  | 1600   |
        | 4    | raise  | 3600   |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 5      | 3600 | 5600         | 19800        |
      When seat 5 raises to 5599
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the snapshot shows:
        | field  | value                                       |
        | to_act | 6                                           |
        | bets   | {"2": 600, "3": 1600, "4": 3600, "5": 5600} |

    @requires-floor-rulings @requires-wager-corrections
    Scenario: Pre-flop raises of 75, 75 and 300 make the next minimum raise 300
      Given a no-limit table with blinds 25/50 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 125    |
        | 5    | raise  | 200    |
        | 6    | raise  | 500    |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 500  | 800          | 5000         |
      When seat 1 raises to 799
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the snapshot shows:
        | field  | value |
        | bets.1 | 800   |

    Scenario: A raise on the turn sets the increment for the next raise
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
        | seat | action | amount |
        | 2    | bet    | 300    |
        | 3    | raise  | 1000   |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 1000 | 1700         | 9800         |

  @requires-no-limit
  Rule: ALLIN-SHORT-RAISE-REOPEN — a short all-in does not reopen the betting for those who acted
    Catalog F, ALLIN-SHORT-RAISE-REOPEN tests 1, 2 and 4 (TDA 47-A and Addendum 47; RRoP §14 NL).

    Scenario: A player who called and then faces only a short all-in may call or fold
      Given a no-limit table with blinds 2000/4000 and the button on seat 1:
        | seat | stack  |
        | 1    | 100000 |
        | 2    | 100000 |
        | 3    | 100000 |
        | 4    | 100000 |
        | 5    | 100000 |
        | 6    | 7500   |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | fold   |        |
        | 6    | raise  | 7500   |
        | 1    | fold   |        |
        | 2    | fold   |        |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 3500 | 11500        | 100000       |
      When seat 3 calls
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 3500 | null         | null         |
      When seat 4 raises to 15500
      Then the step is rejected with RAISE_NOT_ALLOWED

    @requires-side-pots
    Scenario: A full raise behind the short all-in reopens the betting
      Given a no-limit table with blinds 2000/4000 and the button on seat 1:
        | seat | stack  |
        | 1    | 100000 |
        | 2    | 100000 |
        | 3    | 100000 |
        | 4    | 100000 |
        | 5    | 100000 |
        | 6    | 7500   |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | fold   |        |
        | 6    | raise  | 7500   |
        | 1    | fold   |        |
        | 2    | fold   |        |
        | 3    | raise  | 11500  |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 7500 | 15500        | 100000       |

    @requires-side-pots
    Scenario: Short all-ins that add up to a full raise reopen the betting for the opener
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 225   |
        | 4    | 10000 |
        | 5    | 300   |
        | 6    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 100    |
        | 3    | raise  | 125    |
        | 4    | call   |        |
        | 5    | raise  | 200    |
        | 6    | call   |        |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 100  | 300          | 9900         |
      When seat 2 calls
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 75   | null         | null         |

    @requires-side-pots
    Scenario: Facing a full raise after the short all-in, the player may raise again
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 225   |
        | 4    | 10000 |
        | 5    | 300   |
        | 6    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 100    |
        | 3    | raise  | 125    |
        | 4    | call   |        |
        | 5    | raise  | 200    |
        | 6    | call   |        |
        | 2    | raise  | 300    |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 175  | 400          | 9900         |

    Scenario: The raiser facing a short all-in and a call may not re-raise
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
        | 4    | 350   |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 100    |
        | 3    | raise  | 200    |
        | 4    | raise  | 250    |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 150  | 350          | 9900         |
      When seat 2 calls
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 50   | null         | null         |
      When seat 3 raises to 350
      Then the step is rejected with RAISE_NOT_ALLOWED

  @requires-fixed-limit
  Rule: CAP-LIMIT — a limit betting round allows a bet and three raises
    Catalog F, CAP-LIMIT tests 1 and 2 (RRoP §3 Betting; TDA 48); limit 10/20 with blinds 5/10.

    Scenario: Three raises cap the betting; the others may only call or fold
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
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 40   | null         | null         |
      And the rulings include BETTING_CAPPED
      When seat 1 raises to 50
      Then the step is rejected with RAISE_NOT_ALLOWED

    Scenario: With a four-raise cap one more raise is allowed, then the betting is capped
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
      And the house rule limit_cap_raises is 4
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 20     |
        | 5    | raise  | 30     |
        | 6    | raise  | 40     |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 40   | 50           | 50           |
      When seat 1 raises to 50
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 2      | 45   | null         | null         |

    @requires-side-pots @profile-rrop-cash
    Scenario: With one player all in, the two players left with chips are not capped
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 5     |
        | 3    | 1000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 20     |
        | 3    | raise  | 30     |
        | 1    | raise  | 40     |
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 10   | 50           | 50           |

  @requires-pot-limit
  Rule: PL-MAX — the largest raise is the pot after the raiser's call
    Catalog F, PL-MAX tests 1 and 3 (RRoP §14 PL #4; TDA 54-A/B).

    @requires-floor-rulings @requires-wager-corrections
    Scenario: The first player to act pre-flop may raise to 700 with blinds 100/200
      Given a pot-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
        | 4    | 10000 |
        | 5    | 10000 |
        | 6    | 10000 |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 200  | 400          | 700          |
      When seat 4 raises to 701
      Then the rulings include REDUCED_TO_MAXIMUM
      And the snapshot shows:
        | field  | value |
        | bets.4 | 700   |

    Scenario: The pot-limit maximum assumes the full big blind when it was posted short
      Given a pot-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 100   |
        | 4    | 10000 |
        | 5    | 10000 |
        | 6    | 10000 |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | max_raise_to |
        | 4      | 200  | 700          |

    @requires-heads-up
    Scenario: With 100 in the pot and a bet of 50, the maximum raise is to 250
      Given a pot-limit table with blinds 25/50 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | check  |        |
      And the flop is dealt
      And seat 2 bets 50
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 50   | 100          | 250          |
      When seat 1 raises to 250
      Then the snapshot shows:
        | field | value               |
        | bets  | {"1": 250, "2": 50} |

  @requires-no-limit
  Rule: BLINDS-ACTION-ORDER — the blinds post, the seat after the big blind acts first
    Catalog D, BLINDS-ACTION-ORDER tests 1 and 2 (RRoP §4; TDA 51-B).

    @requires-floor-rulings @requires-out-of-turn
    Scenario: Pre-flop the big blind has the option when everyone has called
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
        | 4    | 10000 |
        | 5    | 10000 |
        | 6    | 10000 |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                        |
        | bets   | {"2": 100, "3": 200}         |
        | stacks | {"1": 10000, "2": 9900, "3": 9800, "4": 10000, "5": 10000, "6": 10000} |
        | to_act | 4                            |
      When seat 5 calls
      Then the rulings include ACTION_OUT_OF_TURN
      And the snapshot shows:
        | field  | value |
        | to_act | 4     |
        | bets.5 | 0     |
      When these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
      Then the rulings include OUT_OF_TURN_BINDS
      When these actions happen:
        | seat | action | amount |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | true  | 0    | 400          | 10000        |
      When seat 3 checks
      Then the snapshot shows:
        | field  | value |
        | phase  | "preflop" |
        | to_act | null  |
        | legal  | null  |

    Scenario: After the flop the first live seat left of the button acts first
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
        | 4    | 10000 |
        | 5    | 10000 |
        | 6    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 5    | call   |        |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | fold   |        |
        | 3    | check  |        |
      And the flop is dealt
      Then the snapshot shows:
        | field  | value  |
        | phase  | "flop" |
        | to_act | 3      |
      When these actions happen:
        | seat | action | amount |
        | 3    | check  |        |
        | 4    | check  |        |
        | 5    | check  |        |
        | 6    | check  |        |
      Then the snapshot shows:
        | field  | value |
        | to_act | 1     |

  @requires-heads-up @requires-no-limit
  Rule: HEADS-UP-BLINDS — heads-up the button posts the small blind and acts first pre-flop only
    Catalog D, HEADS-UP-BLINDS test 1 (RRoP §4; TDA 34-B).

    Scenario: The button posts the small blind and acts first before the flop
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
      When the hand is dealt
      Then the snapshot shows:
        | field  | value                 |
        | bets   | {"1": 100, "2": 200}  |
        | to_act | 1                     |
      And the legal actions are:
        | to_act | call | min_raise_to |
        | 1      | 100  | 400          |

    Scenario: After the flop the big blind acts first on every street
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | check  |        |
      And the flop is dealt
      Then the snapshot shows:
        | field  | value |
        | to_act | 2     |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      Then the snapshot shows:
        | field  | value |
        | to_act | 2     |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field  | value |
        | to_act | 2     |
