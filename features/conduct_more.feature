Feature: Conduct and betting — more rulings
  More rulings of the rules catalog (shared/rules/catalog.md) on words and chips, bet sizes,
  blinds, the end of a betting round, the showdown and the award of the pots. Every hand is
  one of scenarios/conduct/*.yaml or scenarios/core/*.yaml (named in a comment over each
  scenario) with the same expected values, all for the rrop-cash profile. Six-handed tables
  follow fixture F6: seat 1 the button, seat 2 the small blind, seat 3 the big blind, seat 4
  under the gun. Chips pushed out and words said are `chips` rows: the `motions` column lists
  each motion's chips (`100+100 then 400`), the `declared` column what was said first.

  @requires-no-limit @requires-string-bets @requires-declarations @requires-floor-rulings
  Rule: VERBAL-BINDING — a word said in turn binds, whatever chips follow it
    Catalog VERBAL-BINDING, "verbal actions in turn are binding" (RRoP §3 Betting and Raising; RRoP §14 NL #4–#5; TDA 40-A, 50-A, 51-A, 55).
    The hands mirror scenarios/conduct/declarations.yaml.

    # scenarios/conduct/declarations.yaml: verbal-call-with-too-many-chips-is-a-call
    Scenario: Saying "call" makes it a call whatever chips go out with it
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 300    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 300  | 600          | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"1": 0, "2": 300, "3": 0, "4": 0, "5": 0, "6": 0} |
        | stacks | {"2": 19500, "3": 19800}                           |
        | pots   | [{"amount": 1500, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions | declared |
        | 3    | chips  | 1000    | call     |
      Then the rulings include VERBAL_DECLARATION
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 300  | 600          | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 300, "3": 300}                               |
        | stacks | {"3": 19500}                                       |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/conduct/declarations.yaml: verbal-raise-with-too-few-chips-owes-the-minimum
    @requires-wager-corrections
    Scenario: Saying "raise" commits the player to at least a full raise
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
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
        | seat | action | amount |
        | 2    | bet    | 300    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 300  | 600          | 9800         |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"1": 0, "2": 300, "3": 0}               |
        | stacks | {"2": 9500, "3": 9800}                   |
        | pots   | [{"amount": 900, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | motions     | declared |
        | 3    | chips  | 100+100+100 | raise    |
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 600  | 900          | 9800         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 300, "3": 600}                      |
        | stacks | {"3": 9200}                               |
        | pots   | [{"amount": 1500, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/declarations.yaml: verbal-fold-binds-and-the-hand-is-dead
    Scenario: A player who says "fold" in turn cannot then call
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 200  | 400          | 20000        |
      And the snapshot shows:
        | field  | value                                             |
        | bets   | {"2": 100, "3": 200, "4": 0}                      |
        | stacks | {"4": 20000}                                      |
        | pots   | [{"amount": 300, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions | declared |
        | 4    | chips  | 100+100 | fold     |
      Then the rulings include VERBAL_DECLARATION
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 5      | true | false | 200  | 400          | 20000        |
      And the snapshot shows:
        | field  | value                                          |
        | bets   | {"2": 100, "3": 200, "4": 0}                   |
        | stacks | {"4": 20000}                                   |
        | hole   | {"4": []}                                      |
        | pots   | [{"amount": 300, "eligible": [1, 2, 3, 5, 6]}] |
      When these actions happen:
        | seat | action |
        | 4    | call   |
      Then the step is rejected with NOT_IN_HAND

  @requires-no-limit @requires-string-bets
  Rule: BET-VERBAL-VS-CHIPS — whichever comes first, words or chips, makes the bet; an unclear mismatch goes to the floor
    Catalog BET-VERBAL-VS-CHIPS, "which comes first wins" (TDA 40-A + Addendum 40-A; RRoP §3 Betting; RRoP §14 NL #5).
    The hands mirror scenarios/conduct/declarations.yaml.

    # scenarios/conduct/declarations.yaml: verbal-vs-chips-chips-first-then-call
    Scenario: Chips released first make the bet; a "call" said afterwards does not undo them
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 600    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 600  | 1200         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 600, "3": 0}                                 |
        | stacks | {"2": 19200, "3": 19800}                           |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions     |
        | 3    | chips  | 500+500+200 |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 1200 | 1800         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 600, "3": 1200}                              |
        | stacks | {"3": 18600}                                       |
        | pots   | [{"amount": 3000, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action |
        | 3    | call   |
      Then the step is rejected with NOT_YOUR_TURN

    # scenarios/conduct/declarations.yaml: verbal-vs-chips-declared-amount-outranks-the-chips
    @requires-declarations @requires-floor-rulings
    Scenario: A clear amount said first fixes the bet; the chips only pay for it
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 300    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 300  | 600          | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 300, "3": 0}                                 |
        | stacks | {"3": 19800}                                       |
        | pots   | [{"amount": 1500, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions | declared      |
        | 3    | chips  | 500+100 | raise to 1000 |
      Then the rulings include VERBAL_AMOUNT
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 1000 | 1700         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 300, "3": 1000}                              |
        | stacks | {"3": 18800}                                       |
        | pots   | [{"amount": 2500, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/conduct/declarations.yaml: verbal-vs-chips-unclear-amount-goes-to-the-floor
    @requires-heads-up @requires-declarations
    Scenario: Words and chips that disagree and were not clearly heard go to the floor
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack  |
        | 1    | 100000 |
        | 2    | 100000 |
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
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the river is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 2000         | 98000        |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"1": 0, "2": 0}                       |
        | stacks | {"1": 98000, "2": 98000}               |
        | pots   | [{"amount": 4000, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | motions | declared           |
        | 2    | chips  | 5000    | forty-two thousand |
      Then the step is rejected with FLOOR_DECISION
      When these actions happen:
        | seat | action | motions | declared   |
        | 2    | chips  | 500     | call raise |
      Then the step is rejected with FLOOR_DECISION
      When these actions happen:
        | seat | action | amount |
        | 2    | bet    | 5000   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 5000 | 10000        | 98000        |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"1": 0, "2": 5000}                    |
        | stacks | {"1": 98000, "2": 93000}               |
        | pots   | [{"amount": 9000, "eligible": [1, 2]}] |

  @requires-no-limit @requires-string-bets @requires-floor-rulings
  Rule: OVERBET-CHANGE — chips pushed to get change all count; one chip or an overage under the 50 % line is a call
    Catalog OVERBET-CHANGE, "betting to get change" (TDA 61, 45).
    The hands mirror scenarios/conduct/chips.yaml.

    # scenarios/conduct/chips.yaml: overbet-for-change-becomes-a-raise
    Scenario: Chips pushed to get change all count and can make a raise
      Given a no-limit table with blinds 25/50 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 325    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 325  | 650          | 4950         |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"1": 0, "2": 325, "3": 0}               |
        | stacks | {"2": 4625, "3": 4950}                   |
        | pots   | [{"amount": 475, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | motions |
        | 3    | chips  | 500+25  |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 650  | 975          | 4950         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 325, "3": 650}                      |
        | stacks | {"3": 4300}                               |
        | pots   | [{"amount": 1125, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/chips.yaml: overbet-one-big-chip-for-change-is-a-call
    Scenario: One big chip pushed for change is only a call
      Given a no-limit table with blinds 25/50 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
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
        | seat | action | amount |
        | 2    | bet    | 325    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 325  | 650          | 4950         |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"1": 0, "2": 325, "3": 0}               |
        | stacks | {"2": 4625, "3": 4950}                   |
        | pots   | [{"amount": 475, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | motions |
        | 3    | chips  | 1000    |
      Then the rulings include ONE_CHIP_CALL
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 325  | 650          | 4950         |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"2": 325, "3": 325}                     |
        | stacks | {"3": 4625}                              |
        | pots   | [{"amount": 800, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/chips.yaml: overbet-small-overage-for-change-is-a-call
    Scenario: A small chip over the call, under the 50 % line, is a call with change
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
        | 4    | raise  | 450    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 5      | true | false | 450  | 850          | 5000         |
      And the snapshot shows:
        | field  | value                                             |
        | bets   | {"2": 25, "3": 50, "4": 450, "5": 0}              |
        | stacks | {"4": 4550, "5": 5000}                            |
        | pots   | [{"amount": 525, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions |
        | 5    | chips  | 500+25  |
      Then the rulings include FIFTY_PERCENT_CALL
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 6      | true | false | 450  | 850          | 5000         |
      And the snapshot shows:
        | field  | value                                             |
        | bets   | {"4": 450, "5": 450}                              |
        | stacks | {"5": 4550}                                       |
        | pots   | [{"amount": 975, "eligible": [1, 2, 3, 4, 5, 6]}] |

  @requires-no-limit @requires-string-bets @requires-floor-rulings
  Rule: PRIOR-BET-CHIPS — chips added to a bet in front: one overchip or all-needed chips call, otherwise the 50 % rule
    Catalog PRIOR-BET-CHIPS, "adding to chips already in front" (TDA 46 + Addendum 46).
    The hands mirror scenarios/conduct/chips.yaml.

    # scenarios/conduct/chips.yaml: prior-chips-big-blind-drops-one-chip-on-his-blind
    Scenario: One chip dropped on the big blind's own chips is a call
      Given a no-limit table with blinds 25/50 and the button on seat 1:
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
        | 4    | fold   |        |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | raise  | 600    |
        | 2    | fold   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 550  | 1150         | 20000        |
      And the snapshot shows:
        | field  | value                                 |
        | bets   | {"1": 600, "2": 25, "3": 50}          |
        | stacks | {"1": 19400, "2": 19975, "3": 19950}  |
        | pots   | [{"amount": 675, "eligible": [1, 3]}] |
      When these actions happen:
        | seat | action | motions |
        | 3    | chips  | 1000    |
      Then the rulings include ONE_CHIP_CALL
      And the snapshot shows:
        | field  | value                                  |
        | legal  | null                                   |
        | to_act | null                                   |
        | bets   | {"1": 0, "2": 0, "3": 0}               |
        | stacks | {"1": 19400, "2": 19975, "3": 19400}   |
        | pots   | [{"amount": 1225, "eligible": [1, 3]}] |

    # scenarios/conduct/chips.yaml: prior-chips-bettor-facing-a-raise-adds-two-chips
    Scenario: A bettor facing a raise adds two chips that are both needed, a call
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 300    |
        | 3    | raise  | 1000   |
        | 1    | fold   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 700  | 1700         | 9800         |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"1": 0, "2": 300, "3": 1000}          |
        | stacks | {"1": 9800, "2": 9500, "3": 8800}      |
        | pots   | [{"amount": 1900, "eligible": [2, 3]}] |
      When these actions happen:
        | seat | action | motions |
        | 2    | chips  | 500+500 |
      Then the rulings include MULTI_CHIP_CALL
      And the snapshot shows:
        | field  | value                                  |
        | to_act | null                                   |
        | bets   | {"1": 0, "2": 0, "3": 0}               |
        | stacks | {"2": 8800, "3": 8800}                 |
        | pots   | [{"amount": 2600, "eligible": [2, 3]}] |

    # scenarios/conduct/chips.yaml: prior-chips-small-blind-combined-reaches-half-a-raise
    Scenario: The small blind's chips in front count toward the 50 % line
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
        | 4    | raise  | 600    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 500  | 1000         | 20000        |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"2": 100, "3": 200, "4": 600}           |
        | stacks | {"2": 19900, "4": 19400}                 |
        | pots   | [{"amount": 900, "eligible": [2, 3, 4]}] |
      When these actions happen:
        | seat | action | motions     |
        | 2    | chips  | 500+100+100 |
      Then the rulings include FIFTY_PERCENT_RAISE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 800  | 1400         | 20000        |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 1000, "3": 200, "4": 600}           |
        | stacks | {"2": 19000}                              |
        | pots   | [{"amount": 1800, "eligible": [2, 3, 4]}] |

  @requires-no-limit @requires-string-bets @requires-declarations @requires-floor-rulings
  Rule: AMBIGUOUS-AMOUNT — a word like "five" means the highest amount not over the pot
    Catalog AMBIGUOUS-AMOUNT, "an amount that can mean several bets" (TDA 57).
    The hands mirror scenarios/conduct/declarations.yaml.

    # scenarios/conduct/declarations.yaml: ambiguous-amount-five-means-five-hundred
    Scenario: "Five" with 4,800 in the pot means 500
      Given a no-limit table with blinds 200/400 and the button on seat 1:
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
        | 4    | raise  | 1200   |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | call   |        |
      And the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 400          | 18800        |
      And the snapshot shows:
        | field  | value                                            |
        | bets   | {"1": 0, "2": 0, "3": 0, "4": 0}                 |
        | stacks | {"1": 18800, "2": 18800, "3": 18800, "4": 18800} |
        | pots   | [{"amount": 4800, "eligible": [1, 2, 3, 4]}]     |
      When these actions happen:
        | seat | action | motions | declared |
        | 2    | chips  | 500     | bet 5    |
      Then the rulings include AMBIGUOUS_AMOUNT and VERBAL_AMOUNT
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 500  | 1000         | 18800        |
      And the snapshot shows:
        | field  | value                                        |
        | bets   | {"2": 500}                                   |
        | stacks | {"2": 18300}                                 |
        | pots   | [{"amount": 5300, "eligible": [1, 2, 3, 4]}] |

    # scenarios/conduct/declarations.yaml: ambiguous-amount-unpulled-bet-counts-in-the-pot
    Scenario: Chips bet but not yet pulled in count in the pot that reads an ambiguous amount
      Given a no-limit table with blinds 200/400 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 1000   |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | call   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 1000   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 1000 | 2000         | 19000        |
      And the snapshot shows:
        | field  | value                                        |
        | bets   | {"1": 0, "2": 1000, "3": 0, "4": 0}          |
        | stacks | {"2": 18000, "3": 19000}                     |
        | pots   | [{"amount": 5000, "eligible": [1, 2, 3, 4]}] |
      When these actions happen:
        | seat | action | motions | declared |
        | 3    | chips  | 5000    | 5        |
      Then the rulings include AMBIGUOUS_AMOUNT and VERBAL_AMOUNT
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 5000 | 9000         | 19000        |
      And the snapshot shows:
        | field  | value                                         |
        | bets   | {"2": 1000, "3": 5000}                        |
        | stacks | {"3": 14000}                                  |
        | pots   | [{"amount": 10000, "eligible": [1, 2, 3, 4]}] |

    # scenarios/conduct/declarations.yaml: ambiguous-amount-small-pot-reads-lower
    Scenario: With a small pot the same word reads lower
      Given a no-limit table with blinds 20/40 and the button on seat 1:
        | seat | stack |
        | 1    | 2000  |
        | 2    | 2000  |
        | 3    | 2000  |
        | 4    | 2000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 120    |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | call   |        |
      And the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 40           | 1880         |
      And the snapshot shows:
        | field  | value                                       |
        | bets   | {"2": 0}                                    |
        | stacks | {"2": 1880}                                 |
        | pots   | [{"amount": 480, "eligible": [1, 2, 3, 4]}] |
      When these actions happen:
        | seat | action | motions | declared |
        | 2    | chips  | 25+25   | bet 5    |
      Then the rulings include AMBIGUOUS_AMOUNT and VERBAL_AMOUNT
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 50   | 100          | 1880         |
      And the snapshot shows:
        | field  | value                                       |
        | bets   | {"2": 50}                                   |
        | stacks | {"2": 1830}                                 |
        | pots   | [{"amount": 530, "eligible": [1, 2, 3, 4]}] |

  @requires-no-limit @requires-string-bets
  Rule: UNDERCALL — a silent call short of the opening bet, or of any bet heads-up, is made a full call
    Catalog UNDERCALL, "a call short of the amount" (TDA 51-B, 51-C + Addendum 51; RRoP §3 Betting; RRoP §14 NL #6).
    The hands mirror scenarios/conduct/chips.yaml.

    # scenarios/conduct/chips.yaml: undercall-four-handed-opening-bet-and-an-all-in-call
    @requires-side-pots @requires-floor-rulings
    Scenario: An undercall of the opening bet is brought up; all of a short stack is a call
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack |
        | 1    | 50000 |
        | 2    | 50000 |
        | 3    | 50000 |
        | 4    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 8000   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 8000 | 16000        | 48000        |
      And the snapshot shows:
        | field  | value                                           |
        | bets   | {"1": 0, "2": 8000, "3": 0, "4": 0}             |
        | stacks | {"1": 48000, "2": 40000, "3": 48000, "4": 3000} |
        | pots   | [{"amount": 16000, "eligible": [1, 2, 3, 4]}]   |
      When these actions happen:
        | seat | action | motions   |
        | 3    | chips  | 1000+1000 |
      Then the rulings include UNDERCALL
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 3000 | null         | null         |
      And the snapshot shows:
        | field  | value                                         |
        | bets   | {"2": 8000, "3": 8000}                        |
        | stacks | {"3": 40000}                                  |
        | pots   | [{"amount": 24000, "eligible": [1, 2, 3, 4]}] |
      When these actions happen:
        | seat | action | motions        |
        | 4    | chips  | 1000+1000+1000 |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 8000 | 16000        | 48000        |
      And the snapshot shows:
        | field  | value                                                                                   |
        | bets   | {"2": 8000, "3": 8000, "4": 3000}                                                       |
        | stacks | {"4": 0}                                                                                |
        | pots   | [{"amount": 17000, "eligible": [1, 2, 3, 4]}, {"amount": 10000, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/chips.yaml: undercall-heads-up-any-bet-is-called-in-full
    @requires-heads-up @requires-floor-rulings
    Scenario: Heads-up, an undercall of any bet is made a full call
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack |
        | 1    | 50000 |
        | 2    | 50000 |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 3000   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 3000 | 6000         | 48000        |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"1": 0, "2": 3000}                    |
        | stacks | {"1": 48000, "2": 45000}               |
        | pots   | [{"amount": 7000, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | motions   |
        | 1    | chips  | 1000+1000 |
      Then the rulings include UNDERCALL
      And the snapshot shows:
        | field  | value                                   |
        | legal  | null                                    |
        | to_act | null                                    |
        | bets   | {"1": 0, "2": 0}                        |
        | stacks | {"1": 45000, "2": 45000}                |
        | pots   | [{"amount": 10000, "eligible": [1, 2]}] |

    # scenarios/conduct/chips.yaml: undercall-of-the-big-blind-pre-flop
    @requires-floor-rulings
    Scenario: Before the flop the big blind is the opening bet an undercall is brought up to
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack |
        | 1    | 50000 |
        | 2    | 50000 |
        | 3    | 50000 |
        | 4    | 50000 |
        | 5    | 50000 |
        | 6    | 50000 |
      When the hand is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 2000 | 4000         | 50000        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 1000, "3": 2000, "4": 0}                     |
        | stacks | {"4": 50000}                                       |
        | pots   | [{"amount": 3000, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions |
        | 4    | chips  | 1000    |
      Then the rulings include UNDERCALL
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 5      | true | false | 2000 | 4000         | 50000        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 1000, "3": 2000, "4": 2000}                  |
        | stacks | {"4": 48000}                                       |
        | pots   | [{"amount": 5000, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/conduct/undercall-unaware.yaml: undercall-unaware-of-a-raise-is-taken-back
    @requires-floor-rulings @profile-rrop-cash
    Scenario: A player who did not see the raise takes his short call back and decides again
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack  |
        | 1    | 100000 |
        | 2    | 100000 |
        | 3    | 100000 |
        | 4    | 100000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 2000   |
        | 3    | raise  | 8000   |
      And these actions happen:
        | seat | action | motions   | unaware |
        | 4    | chips  | 1000+1000 | yes     |
      Then the rulings include UNDERCALL_WITHDRAWN
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 8000 | 14000        | 98000        |
      And the snapshot shows:
        | field  | value                           |
        | bets   | {"2": 2000, "3": 8000, "4": 0} |
        | stacks | {"4": 98000}                   |

    Scenario: Under the TDA reading the same short call, multi-way, goes to the floor
      Given a no-limit table with blinds 1000/2000 and the button on seat 1:
        | seat | stack  |
        | 1    | 100000 |
        | 2    | 100000 |
        | 3    | 100000 |
        | 4    | 100000 |
      And the house rule undercall_when_unaware_of_raise is tda_51b_matrix
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | check  |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 2000   |
        | 3    | raise  | 8000   |
      And these actions happen:
        | seat | action | motions   | unaware |
        | 4    | chips  | 1000+1000 | yes     |
      Then the step is rejected with FLOOR_DECISION

  @requires-floor-rulings @requires-wager-corrections
  Rule: UNDERRAISE-CORRECTION — a bet or raise below the minimum is corrected to the minimum at once
    Catalog UNDERRAISE-CORRECTION, "a bet or raise below the minimum is corrected" (TDA 52-A; RRoP §3 Betting).
    The hands mirror scenarios/conduct/limits.yaml, scenarios/conduct/sizing.yaml.

    # scenarios/conduct/limits.yaml: limit-short-raise-on-the-turn-corrected
    @requires-fixed-limit
    Scenario: A limit raise short of a full bet is brought up to the full raise
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
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
        | seat | action | amount |
        | 2    | bet    | 20     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 20   | 40           | 40           |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"2": 20, "3": 0}                       |
        | stacks | {"3": 990}                              |
        | pots   | [{"amount": 50, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 3    | raise  | 30     |
      Then the rulings include LIMIT_SIZE_CORRECTED
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 40   | 60           | 60           |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"2": 20, "3": 40}                      |
        | stacks | {"3": 950}                              |
        | pots   | [{"amount": 90, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/sizing.yaml: underraise-on-the-flop-corrected-at-once
    @requires-no-limit
    Scenario: A raise short of the minimum is brought up to a full raise at once
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 600    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 600  | 1200         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 600, "3": 0}                                 |
        | stacks | {"3": 19800}                                       |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | amount |
        | 3    | raise  | 1000   |
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 1200 | 1800         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 600, "3": 1200}                              |
        | stacks | {"3": 18600}                                       |
        | pots   | [{"amount": 3000, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | fold   |
        | 1    | fold   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 600  | 1800         | 19800        |
      And the snapshot shows:
        | field | value                                       |
        | bets  | {"2": 600, "3": 1200, "4": 1200, "5": 1200} |

    # scenarios/conduct/sizing.yaml: underraise-all-in-is-not-corrected
    @requires-no-limit @requires-side-pots
    Scenario: A short raise is corrected only when the player has the chips; all in it stands
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 1200  |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 600    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 600  | 1000         | 1000         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 600, "3": 0}                        |
        | stacks | {"3": 1000}                               |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 3    | raise  | 1000   |
      Then the rulings include INCOMPLETE_RAISE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 1000 | 1600         | 9800         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 600, "3": 1000}                     |
        | stacks | {"3": 0}                                  |
        | pots   | [{"amount": 2200, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 900    |
      Then the step is rejected with BELOW_MINIMUM
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 1100   |
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 1000 | 2200         | 9800         |
      And the snapshot shows:
        | field  | value                            |
        | bets   | {"1": 1600, "2": 600, "3": 1000} |
        | stacks | {"1": 8200}                      |

  Rule: INCOMPLETE-BET — an all-in short of a full bet: half a limit bet or more plays as a full bet
    Catalog INCOMPLETE-BET, "limit: all-in for less than a full bet" (RRoP §3 Betting; RRoP §14 NL "completing the bet" rule; TDA 47-B).
    The hands mirror scenarios/conduct/limits.yaml, scenarios/conduct/sizing.yaml, scenarios/core/limits.yaml.

    # scenarios/conduct/limits.yaml: limit-all-in-opening-for-more-than-half-a-bet
    @requires-fixed-limit
    Scenario: A limit all-in opening for half a bet or more is a full bet
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 25    |
        | 3    | 1000  |
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
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 15           | 15           |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"2": 0}                                |
        | stacks | {"2": 15}                               |
        | pots   | [{"amount": 30, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 2    | bet    | 15     |
      Then the rulings include ALL_IN_COUNTS_AS_RAISE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 15   | 35           | 35           |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"2": 15}                               |
        | stacks | {"2": 0}                                |
        | pots   | [{"amount": 45, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/limits.yaml: limit-completing-a-short-all-in-reopens-the-betting
    @requires-fixed-limit @requires-side-pots
    Scenario: Completing a short limit all-in to a full raise reopens the betting
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 3:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 35    |
        | 3    | 1000  |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 3    | call   |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 1    | check  |
        | 2    | check  |
        | 3    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | bet    | 20     |
        | 2    | raise  | 25     |
      Then the rulings include INCOMPLETE_BET
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 25   | 40           | 40           |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"1": 20, "2": 25, "3": 0}              |
        | stacks | {"2": 0, "3": 990}                      |
        | pots   | [{"amount": 75, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 3    | raise  | 40     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 20   | 60           | 60           |
      And the snapshot shows:
        | field  | value                                                                        |
        | bets   | {"1": 20, "2": 25, "3": 40}                                                  |
        | stacks | {"3": 950}                                                                   |
        | pots   | [{"amount": 100, "eligible": [1, 2, 3]}, {"amount": 15, "eligible": [1, 3]}] |

    # scenarios/conduct/sizing.yaml: no-limit-no-completing-a-short-all-in
    @requires-no-limit
    Scenario: In no-limit a raiser over a short all-in adds a full raise on top of it
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 240   |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 100    |
        | 3    | raise  | 140    |
      Then the rulings include INCOMPLETE_RAISE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 140  | 240          | 4900         |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"1": 0, "2": 100, "3": 140}             |
        | stacks | {"1": 4900, "2": 4800, "3": 0}           |
        | pots   | [{"amount": 540, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action |
        | 1    | call   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 40   | null         | null         |
      And the snapshot shows:
        | field  | value                          |
        | bets   | {"1": 140, "2": 100, "3": 140} |
        | stacks | {"1": 4760}                    |

    # scenarios/core/limits.yaml: limit-all-in-less-than-half-a-bet
    @requires-fixed-limit
    Scenario: A limit all-in of less than half a bet does not reopen the betting
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 3:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 35    |
        | 3    | 1000  |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 3    | call   |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 1    | check  |
        | 2    | check  |
        | 3    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | bet    | 20     |
        | 2    | raise  | 25     |
      Then the rulings include INCOMPLETE_BET
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 3      | 25   | 40           | 40           |
      When these actions happen:
        | seat | action | amount |
        | 3    | call   |        |
        | 1    | raise  | 45     |
      Then the step is rejected with RAISE_NOT_ALLOWED
      When these actions happen:
        | seat | action |
        | 1    | call   |
      Then the snapshot shows:
        | field  | value                                    |
        | to_act | null                                     |
        | pots   | [{"amount": 105, "eligible": [1, 2, 3]}] |

  Rule: CHECK-RAISE — a player who checked may raise a later bet
    Catalog CHECK-RAISE, "check-raising is allowed" (RRoP §3 Betting #1).
    The hands mirror scenarios/conduct/action-order.yaml, scenarios/core/betting.yaml.

    # scenarios/core/betting.yaml: check-raise-is-allowed
    @requires-no-limit
    Scenario: A player who checked may raise a later bet
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | bet    | 300    |
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 1      | 300  | 600          |
      When these actions happen:
        | seat | action | amount |
        | 1    | call   |        |
        | 2    | raise  | 900    |
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 3      | 600  | 1500         |
      And the snapshot shows:
        | field | value                          |
        | bets  | {"1": 300, "2": 900, "3": 300} |

    # scenarios/conduct/action-order.yaml: check-raise-heads-up-on-the-turn
    @requires-no-limit @requires-heads-up
    Scenario: Heads-up, the big blind checks the turn and raises the button's bet
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
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
        | 2    | check  |        |
        | 1    | bet    | 400    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 400  | 800          | 9800         |
      And the snapshot shows:
        | field  | value                                 |
        | bets   | {"1": 400, "2": 0}                    |
        | stacks | {"1": 9400, "2": 9800}                |
        | pots   | [{"amount": 800, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | amount |
        | 2    | raise  | 1200   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 800  | 2000         | 9800         |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"1": 400, "2": 1200}                  |
        | stacks | {"2": 8600}                            |
        | pots   | [{"amount": 2000, "eligible": [1, 2]}] |

    # scenarios/conduct/action-order.yaml: check-raise-in-fixed-limit
    @requires-fixed-limit
    Scenario: In fixed limit a player who checked may raise a later bet
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
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
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | bet    | 20     |
        | 1    | call   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 20   | 40           | 40           |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"1": 20, "2": 0, "3": 20}              |
        | stacks | {"1": 970, "2": 990, "3": 970}          |
        | pots   | [{"amount": 70, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 2    | raise  | 40     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 20   | 60           | 60           |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"1": 20, "2": 40, "3": 20}              |
        | stacks | {"2": 950}                               |
        | pots   | [{"amount": 110, "eligible": [1, 2, 3]}] |

  @requires-fixed-limit
  Rule: CAP-HEADS-UP — with two players left able to bet, a limit round is uncapped unless the house caps it
    Catalog CAP-HEADS-UP, "the raise cap when heads-up" (RRoP §3 Betting; RRoP §15; TDA 48; TDA 2004 rule 26).
    The hands mirror scenarios/conduct/limits.yaml.

    # scenarios/conduct/limits.yaml: limit-heads-up-table-uncapped
    @requires-heads-up
    Scenario: At a heads-up table the raising is not capped (rrop-cash)
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
      And the house rule heads_up_uncapped is "yes"
      When the hand is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 5    | 20           | 20           |
      And the snapshot shows:
        | field  | value                                |
        | bets   | {"1": 5, "2": 10}                    |
        | stacks | {"1": 995, "2": 990}                 |
        | pots   | [{"amount": 15, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 20     |
        | 2    | raise  | 30     |
        | 1    | raise  | 40     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 10   | 50           | 50           |
      And the snapshot shows:
        | field  | value                                |
        | bets   | {"1": 40, "2": 30}                   |
        | stacks | {"1": 960}                           |
        | pots   | [{"amount": 70, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | amount |
        | 2    | raise  | 50     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 10   | 60           | 60           |

    # scenarios/conduct/limits.yaml: limit-heads-up-table-capped-by-house-rule
    @requires-heads-up
    Scenario: At a heads-up table the cap holds when heads_up_uncapped is no
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
      And the house rule heads_up_uncapped is "no"
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 20     |
        | 2    | raise  | 30     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 10   | 40           | 40           |
      And the snapshot shows:
        | field  | value                                |
        | bets   | {"1": 20, "2": 30}                   |
        | stacks | {"1": 980, "2": 970}                 |
        | pots   | [{"amount": 50, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 40     |
      Then the rulings include BETTING_CAPPED
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 10   | null         | null         |
      And the snapshot shows:
        | field  | value                                |
        | bets   | {"1": 40, "2": 30}                   |
        | stacks | {"1": 960}                           |
        | pots   | [{"amount": 70, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action | amount |
        | 2    | raise  | 50     |
      Then the step is rejected with RAISE_NOT_ALLOWED

    # scenarios/conduct/limits.yaml: limit-one-all-in-leaves-two-players-uncapped
    @requires-side-pots @profile-rrop-cash
    Scenario: With one player all in, the two players left with chips raise without a cap
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 5     |
        | 3    | 1000  |
      When the hand is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 10   | 20           | 20           |
      And the snapshot shows:
        | field  | value                                                                      |
        | bets   | {"1": 0, "2": 5, "3": 10}                                                  |
        | stacks | {"1": 1000, "2": 0, "3": 990}                                              |
        | pots   | [{"amount": 10, "eligible": [1, 2, 3]}, {"amount": 5, "eligible": [1, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 1    | raise  | 20     |
        | 3    | raise  | 30     |
        | 1    | raise  | 40     |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 10   | 50           | 50           |
      And the snapshot shows:
        | field  | value                                                                       |
        | bets   | {"1": 40, "3": 30}                                                          |
        | stacks | {"1": 960, "3": 970}                                                        |
        | pots   | [{"amount": 15, "eligible": [1, 2, 3]}, {"amount": 60, "eligible": [1, 3]}] |

  @requires-pot-limit @requires-floor-rulings @requires-wager-corrections
  Rule: PL-MISCOUNT — a pot-limit bet or raise above the pot is cut back to the pot
    Catalog PL-MISCOUNT, "wrong pot-limit bet size" (TDA 52-B + Addendum 52-B; RRoP §14 PL #1–#3).
    The hands mirror scenarios/conduct/sizing.yaml.

    # scenarios/conduct/sizing.yaml: pot-limit-bet-above-the-pot-cut-back
    Scenario: A pot-limit bet above the pot is cut back to the pot
      Given a pot-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 200          | 600          |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"2": 0}                                 |
        | stacks | {"2": 9800}                              |
        | pots   | [{"amount": 600, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 2    | bet    | 900    |
      Then the rulings include REDUCED_TO_MAXIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 600  | 1200         | 2400         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 600}                                |
        | stacks | {"2": 9200}                               |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/sizing.yaml: pot-limit-raise-above-the-pot-cut-back
    Scenario: A pot-limit raise above the pot after the call is cut back
      Given a pot-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
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
        | seat | action | amount |
        | 2    | bet    | 300    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 300  | 600          | 1500         |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"2": 300, "3": 0}                       |
        | stacks | {"3": 9800}                              |
        | pots   | [{"amount": 900, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | amount |
        | 3    | raise  | 2000   |
      Then the rulings include REDUCED_TO_MAXIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 1500 | 2700         | 5400         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 300, "3": 1500}                     |
        | stacks | {"3": 8300}                               |
        | pots   | [{"amount": 2400, "eligible": [1, 2, 3]}] |

    # scenarios/conduct/sizing.yaml: pot-limit-oversized-silent-chip-cut-to-the-pot
    @requires-string-bets
    Scenario: A silent chip bigger than the pot is a pot-sized bet in pot-limit
      Given a pot-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
        | 3    | 10000 |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 200          | 600          |
      And the snapshot shows:
        | field  | value                                    |
        | bets   | {"2": 0}                                 |
        | stacks | {"2": 9800}                              |
        | pots   | [{"amount": 600, "eligible": [1, 2, 3]}] |
      When these actions happen:
        | seat | action | motions |
        | 2    | chips  | 1000    |
      Then the rulings include ONE_CHIP_BET and REDUCED_TO_MAXIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 600  | 1200         | 2400         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 600}                                |
        | stacks | {"2": 9200}                               |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3]}] |

  @requires-no-limit
  Rule: TABLE-STAKES — only the chips on the table play
    Catalog TABLE-STAKES, "chips in play, hidden chips" (RRoP §2 Procedures; RRoP §3 Betting; TDA 62; RRoP §15).
    The hands mirror scenarios/conduct/chips.yaml.

    # scenarios/conduct/chips.yaml: table-stakes-chips-beyond-the-stack-are-refused
    @requires-string-bets @requires-floor-rulings
    Scenario: Chips the player does not have in play are refused; his last chips make him all in
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 3000  |
        | 5    | 20000 |
        | 6    | 20000 |
      When the hand is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 200  | 400          | 3000         |
      And the snapshot shows:
        | field  | value                                             |
        | bets   | {"2": 100, "3": 200, "4": 0}                      |
        | stacks | {"4": 3000}                                       |
        | pots   | [{"amount": 300, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | motions             |
        | 4    | chips  | 1000+1000+1000+1000 |
      Then the step is rejected with ABOVE_MAXIMUM
      When these actions happen:
        | seat | action | motions        |
        | 4    | chips  | 1000+1000+1000 |
      Then the rulings include ALL_IN_LAST_CHIPS
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 5      | true | false | 3000 | 5800         | 20000        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 100, "3": 200, "4": 3000}                    |
        | stacks | {"4": 0}                                           |
        | pots   | [{"amount": 3300, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/conduct/chips.yaml: table-stakes-a-raise-beyond-the-chips
    @requires-string-bets @requires-declarations @requires-floor-rulings
    Scenario: A raise to more than the player has is refused; declared, it is his all-in
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 2500  |
        | 6    | 20000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 600    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 5      | true | false | 600  | 1000         | 2500         |
      And the snapshot shows:
        | field  | value                                             |
        | bets   | {"4": 600, "5": 0}                                |
        | stacks | {"5": 2500}                                       |
        | pots   | [{"amount": 900, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action | amount |
        | 5    | raise  | 3000   |
      Then the step is rejected with ABOVE_MAXIMUM
      When these actions happen:
        | seat | action | motions | declared      |
        | 5    | chips  | 1000    | raise to 3000 |
      Then the rulings include VERBAL_AMOUNT and TABLE_STAKES_ALL_IN
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 6      | true | false | 2500 | 4400         | 20000        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"4": 600, "5": 2500}                              |
        | stacks | {"5": 0}                                           |
        | pots   | [{"amount": 3400, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/conduct/chips.yaml: table-stakes-short-ante-all-in
    @requires-antes @requires-side-pots
    Scenario: A player who cannot cover the ante is all in for what he has
      Given a no-limit table with blinds 100/200, ante 25 and the button on seat 1:
        | seat | stack |
        | 1    | 20000 |
        | 2    | 20000 |
        | 3    | 20000 |
        | 4    | 20000 |
        | 5    | 10    |
        | 6    | 20000 |
      When the hand is dealt
      Then the rulings include SHORT_ANTE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 200  | 400          | 19975        |
      And the snapshot shows:
        | field  | value                                                                                          |
        | bets   | {"1": 0, "2": 100, "3": 200, "4": 0, "5": 0, "6": 0}                                           |
        | stacks | {"1": 19975, "2": 19875, "3": 19775, "4": 19975, "5": 0, "6": 19975}                           |
        | pots   | [{"amount": 60, "eligible": [1, 2, 3, 4, 5, 6]}, {"amount": 375, "eligible": [1, 2, 3, 4, 6]}] |
      When these actions happen:
        | seat | action |
        | 4    | call   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 6      | true | false | 200  | 400          | 19975        |
      And the snapshot shows:
        | field  | value                                                                                          |
        | bets   | {"4": 200}                                                                                     |
        | stacks | {"4": 19775}                                                                                   |
        | pots   | [{"amount": 60, "eligible": [1, 2, 3, 4, 5, 6]}, {"amount": 575, "eligible": [1, 2, 3, 4, 6]}] |

  @requires-no-limit @requires-side-pots
  Rule: SHORT-BLIND — a blind posted all-in for less leaves the full blind as the bet to call
    Catalog SHORT-BLIND, "blind posted all-in for less" (RRoP §4 r1; RRoP §15; TDA 43 Addendum ex 2; TDA 54-B).
    The hands mirror scenarios/conduct/action-order.yaml, scenarios/core/betting.yaml.

    # scenarios/conduct/action-order.yaml: short-small-blind-all-in-for-less
    Scenario: A small blind posted all in for less leaves the full big blind to call
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 30    |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
      When the hand is dealt
      Then the rulings include SHORT_BLIND
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 100  | 200          | 5000         |
      And the snapshot shows:
        | field  | value                                                                                         |
        | bets   | {"1": 0, "2": 30, "3": 100, "4": 0}                                                           |
        | stacks | {"2": 0, "3": 4900}                                                                           |
        | pots   | [{"amount": 60, "eligible": [1, 2, 3, 4, 5, 6]}, {"amount": 70, "eligible": [1, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action |
        | 4    | call   |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | true  | 0    | 200          | 5000         |
      When these actions happen:
        | seat | action |
        | 3    | check  |
      Then the snapshot shows:
        | field  | value                                                                        |
        | to_act | null                                                                         |
        | stacks | {"2": 0, "3": 4900, "4": 4900}                                               |
        | pots   | [{"amount": 90, "eligible": [2, 3, 4]}, {"amount": 140, "eligible": [3, 4]}] |
      When the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | true  | 0    | 100          | 4900         |

    # scenarios/core/betting.yaml: short-big-blind-still-owes-the-full-call
    @profile-rrop-cash
    Scenario: A big blind posted short keeps the full big blind as the amount to call
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 40    |
        | 4    | 5000  |
      When the hand is dealt
      Then the rulings include SHORT_BLIND
      And the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 4      | 100  | 200          | 5000         |
      And the snapshot shows:
        | field | value                              |
        | bets  | {"1": 0, "2": 50, "3": 40, "4": 0} |
      When these actions happen:
        | seat | action |
        | 4    | call   |
        | 1    | fold   |
        | 2    | fold   |
      Then the rulings include UNCALLED_BET_RETURNED
      And the snapshot shows:
        | field  | value                                                                  |
        | stacks | {"1": 5000, "2": 4950, "3": 0, "4": 4950}                              |
        | pots   | [{"amount": 120, "eligible": [3, 4]}, {"amount": 20, "eligible": [4]}] |
        | to_act | null                                                                   |

    # scenarios/conduct/action-order.yaml: short-big-blind-wins-only-the-main-pot
    @requires-showdown-order @profile-rrop-cash
    Scenario: A big blind posted short can win only what he matched
      Given a no-limit table with blinds 50/100 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 5000  |       |
        | 2    | 5000  | 7c 2d |
        | 3    | 40    | Ah Ad |
        | 4    | 5000  | Kh Kd |
        | 5    | 5000  |       |
        | 6    | 5000  |       |
      And the board will be Qc 8d 5s 3h 2s
      When the hand is dealt
      Then the rulings include SHORT_BLIND
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 100  | 200          | 5000         |
      And the snapshot shows:
        | field | value              |
        | bets  | {"2": 50, "3": 40} |
      When these actions happen:
        | seat | action | amount |
        | 4    | raise  | 300    |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | fold   |        |
        | 2    | call   |        |
      Then the snapshot shows:
        | field  | value                                                                         |
        | to_act | null                                                                          |
        | stacks | {"2": 4700, "3": 0, "4": 4700}                                                |
        | pots   | [{"amount": 120, "eligible": [2, 3, 4]}, {"amount": 520, "eligible": [2, 4]}] |
      When the flop is dealt
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
        | seat | action |
        | 2    | check  |
        | 4    | check  |
      Then the snapshot shows:
        | field  | value      |
        | legal  | null       |
        | phase  | "showdown" |
        | to_act | 2          |
      When these actions happen:
        | seat | action |
        | 2    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 4     |
      When these actions happen:
        | seat | action |
        | 4    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 3     |
      When these actions happen:
        | seat | action |
        | 3    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                            |
        | phase   | "complete"                       |
        | payouts | {"3": 120, "4": 520}             |
        | stacks  | {"2": 4700, "3": 120, "4": 5220} |
        | pots    | []                               |

  @requires-no-limit
  Rule: BET-ROUND-CLOSE — a round ends when every player still in has acted and matched the bet or is all in
    Catalog BET-ROUND-CLOSE, "when a betting round ends" (RRoP §4 preamble; TDA 16 + Addendum 16; TDA 47).
    The hands mirror scenarios/conduct/action-order.yaml, scenarios/core/betting.yaml.

    # scenarios/conduct/action-order.yaml: round-close-all-in-and-a-caller-no-more-betting
    @requires-burns-visible @requires-showdown-order @profile-rrop-cash
    Scenario: With one player all in and one caller left, the board is dealt out without betting
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 20000 |       |
        | 2    | 700   | Ah Ad |
        | 3    | 20000 | Kh Kd |
        | 4    | 20000 |       |
        | 5    | 20000 |       |
        | 6    | 20000 |       |
      And the board will be 2c 7d 9s Jc 3h, with burns Qs Ts 8s
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 500    |
        | 3    | call   |        |
        | 4    | fold   |        |
        | 5    | fold   |        |
        | 6    | fold   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 500  | 1000         | 19800        |
      And the snapshot shows:
        | field  | value                |
        | bets   | {"2": 500, "3": 500} |
        | stacks | {"2": 0, "3": 19300} |
      When these actions happen:
        | seat | action |
        | 1    | fold   |
      Then the snapshot shows:
        | field  | value                                  |
        | legal  | null                                   |
        | to_act | null                                   |
        | bets   | {"2": 0, "3": 0}                       |
        | stacks | {"1": 19800, "2": 0, "3": 19300}       |
        | pots   | [{"amount": 2200, "eligible": [2, 3]}] |
      When the turn is dealt
      Then the snapshot shows:
        | field  | value                    |
        | legal  | null                     |
        | phase  | "turn"                   |
        | to_act | null                     |
        | burns  | ["Qs", "Ts"]             |
        | board  | ["2c", "7d", "9s", "Jc"] |
      When the river is dealt
      Then the snapshot shows:
        | field  | value                          |
        | phase  | "showdown"                     |
        | to_act | 2                              |
        | burns  | ["Qs", "Ts", "8s"]             |
        | board  | ["2c", "7d", "9s", "Jc", "3h"] |
      When these actions happen:
        | seat | action |
        | 2    | show   |
        | 3    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                   |
        | phase   | "complete"              |
        | payouts | {"2": 2200}             |
        | stacks  | {"2": 2200, "3": 19300} |

    # scenarios/conduct/action-order.yaml: round-close-folded-to-the-small-blind-who-calls
    Scenario: Folded round to the small blind, who calls; the big blind's check ends the round
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
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
        | 2    | call   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | true  | 0    | 400          | 20000        |
      And the snapshot shows:
        | field  | value                                 |
        | bets   | {"2": 200, "3": 200}                  |
        | stacks | {"2": 19800, "3": 19800}              |
        | pots   | [{"amount": 400, "eligible": [2, 3]}] |
      When these actions happen:
        | seat | action |
        | 3    | check  |
      Then the snapshot shows:
        | field  | value                                 |
        | legal  | null                                  |
        | to_act | null                                  |
        | phase  | "preflop"                             |
        | bets   | {"2": 0, "3": 0}                      |
        | pots   | [{"amount": 400, "eligible": [2, 3]}] |
      When these actions happen:
        | seat | action |
        | 2    | check  |
      Then the step is rejected with NOT_YOUR_TURN
      When the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 200          | 19800        |
      And the snapshot shows:
        | field | value  |
        | phase | "flop" |

    # scenarios/core/betting.yaml: big-blind-option-after-limpers
    Scenario: The big blind may raise when everyone just calls
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
        | seat | action |
        | 4    | call   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 5     |
      When these actions happen:
        | seat | action |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | true  | 0    | 400          | 20000        |
      When these actions happen:
        | seat | action |
        | 3    | check  |
      Then the snapshot shows:
        | field  | value                                              |
        | to_act | null                                               |
        | phase  | "preflop"                                          |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When the flop is dealt
      Then the snapshot shows:
        | field  | value |
        | to_act | 2     |

  @requires-no-limit @requires-heads-up @requires-showdown-order
  Rule: CARDS-SPEAK — the cards decide the winner, not the words
    Catalog CARDS-SPEAK, "the cards decide, not the words" (RRoP §3 Showdown #2–#4; TDA 12).
    The hands mirror scenarios/conduct/showdown.yaml.

    # scenarios/conduct/showdown.yaml: cards-speak-ace-high-beats-king-high
    Scenario: With no pair on either side, ace high beats king high
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 5000  | Ks Qs |
        | 2    | 5000  | Ac 7s |
      And the board will be 3h 4d 9c 8d 2s
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
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      Then the snapshot shows:
        | field  | value                                 |
        | legal  | null                                  |
        | phase  | "showdown"                            |
        | to_act | 2                                     |
        | stacks | {"1": 4800, "2": 4800}                |
        | pots   | [{"amount": 400, "eligible": [1, 2]}] |
        | bets   | {"1": 0, "2": 0}                      |
      When these actions happen:
        | seat | action |
        | 2    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 1     |
      When these actions happen:
        | seat | action |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                  |
        | phase   | "complete"             |
        | payouts | {"2": 400}             |
        | stacks  | {"1": 4800, "2": 5200} |
        | pots    | []                     |

    # scenarios/conduct/showdown.yaml: cards-speak-the-fifth-card-decides
    Scenario: Two hands alike in four cards are decided by the fifth
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 5000  | 6h 2c |
        | 2    | 5000  | 5d 4h |
      And the board will be Ah Jc 9d 8c 3s
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | bet    | 200    |
        | 2    | call   |        |
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
      Then the snapshot shows:
        | field  | value                                 |
        | legal  | null                                  |
        | phase  | "showdown"                            |
        | to_act | 2                                     |
        | stacks | {"1": 4600, "2": 4600}                |
        | pots   | [{"amount": 800, "eligible": [1, 2]}] |
        | bets   | {"1": 0, "2": 0}                      |
      When these actions happen:
        | seat | action |
        | 2    | show   |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                  |
        | payouts | {"1": 800}             |
        | stacks  | {"1": 5400, "2": 4600} |

  @requires-no-limit
  Rule: DEAD-HAND — a folded hand is dead and its chips already in stay in the pot
    Catalog DEAD-HAND, "when a hand is dead" (RRoP §3 Dead Hands 1(a)–(f), 3; TDA 29, 37, 38, 58).
    The hands mirror scenarios/conduct/out-of-turn.yaml, scenarios/conduct/showdown.yaml.

    # scenarios/conduct/showdown.yaml: dead-hand-folded-hand-cannot-claim-the-pot
    @requires-showdown-order @requires-early-tabling
    Scenario: A player who folds facing a bet cannot later claim the pot
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 5000  | 9c 9d |
        | 2    | 5000  | Tc Td |
        | 4    | 5000  | Ac Ad |
      And the board will be Kh 8s 4d 3c 2s
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | call   |
        | 2    | call   |
        | 4    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 4    | check  |
        | 1    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 400    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 400  | 800          | 4800         |
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"2": 400, "4": 0}                        |
        | stacks | {"4": 4800}                               |
        | pots   | [{"amount": 1000, "eligible": [1, 2, 4]}] |
      When these actions happen:
        | seat | action |
        | 4    | fold   |
      Then the snapshot shows:
        | field  | value                                  |
        | to_act | 1                                      |
        | hole   | {"4": []}                              |
        | stacks | {"4": 4800}                            |
        | pots   | [{"amount": 1000, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action |
        | 1    | call   |
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |
      When these actions happen:
        | seat | action |
        | 4    | show   |
      Then the step is rejected with NOT_IN_HAND
      When these actions happen:
        | seat | action |
        | 2    | show   |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                             |
        | phase   | "complete"                        |
        | payouts | {"2": 1400}                       |
        | stacks  | {"1": 4400, "2": 5800, "4": 4800} |

    # scenarios/conduct/showdown.yaml: dead-hand-chips-already-in-stay-in-the-pot
    Scenario: A dead hand's chips already in the pot stay there
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 4    | 5000  |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | call   |
        | 4    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 4    | check  |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 400    |
        | 4    | call   |        |
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 1000   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 1000 | 2000         | 4400         |
      And the snapshot shows:
        | field  | value                                  |
        | bets   | {"2": 1000, "4": 0}                    |
        | stacks | {"2": 3400, "4": 4400}                 |
        | pots   | [{"amount": 2200, "eligible": [2, 4]}] |
      When these actions happen:
        | seat | action |
        | 4    | fold   |
      Then the rulings include UNCALLED_BET_RETURNED and POT_UNCONTESTED
      And the snapshot shows:
        | field   | value                             |
        | phase   | "complete"                        |
        | payouts | {"2": 1200}                       |
        | stacks  | {"1": 5000, "2": 5600, "4": 4400} |

    # scenarios/conduct/out-of-turn.yaml: nonstandard-fold-facing-no-bet-binds
    Scenario: A player who folds when he could check has folded
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 200          | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 0, "3": 0}                                   |
        | stacks | {"2": 19800}                                       |
        | pots   | [{"amount": 1200, "eligible": [1, 2, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action |
        | 2    | fold   |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | true  | 0    | 200          | 19800        |
      And the snapshot shows:
        | field  | value                                           |
        | hole   | {"2": []}                                       |
        | bets   | {"2": 0, "3": 0}                                |
        | stacks | {"2": 19800}                                    |
        | pots   | [{"amount": 1200, "eligible": [1, 3, 4, 5, 6]}] |
      When these actions happen:
        | seat | action |
        | 2    | check  |
      Then the step is rejected with NOT_IN_HAND

  @requires-no-limit @requires-side-pots @requires-showdown-order
  Rule: POT-AWARD-ORDER — side pots are settled before the main pot
    Catalog POT-AWARD-ORDER, "side pots are settled first" (RRoP §3 Showdown #7; TDA 16 + Addendum 16).
    The hands mirror scenarios/conduct/pots.yaml, scenarios/core/pots.yaml.

    # scenarios/conduct/pots.yaml: pot-award-side-pot-before-the-main-pot
    @requires-all-in-exposure-under-tda-2024
    Scenario: An all-in for the main pot only shows last; the side pot is settled first
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 700   | Ac Ad |
        | 2    | 5000  | Qc Jc |
        | 3    | 5000  | Kc Kd |
      And the board will be 9h 7d 5s 3c 2h
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 700    |
        | 2    | call   |        |
        | 3    | call   |        |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 1000   |
        | 3    | call   |        |
      Then the snapshot shows:
        | field  | value                                                                           |
        | to_act | null                                                                            |
        | stacks | {"1": 0, "2": 3300, "3": 3300}                                                  |
        | pots   | [{"amount": 2100, "eligible": [1, 2, 3]}, {"amount": 2000, "eligible": [2, 3]}] |
      When the turn is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 3    | check  |
      Then the snapshot shows:
        | field  | value                    |
        | legal  | null                     |
        | phase  | "showdown"               |
        | to_act | 2                        |
        | bets   | {"1": 0, "2": 0, "3": 0} |
      When these actions happen:
        | seat | action |
        | 2    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 3     |
      When these actions happen:
        | seat | action |
        | 3    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 1     |
      When these actions happen:
        | seat | action |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                             |
        | phase   | "complete"                        |
        | payouts | {"1": 2100, "3": 2000}            |
        | stacks  | {"1": 2100, "2": 3300, "3": 5300} |

    # scenarios/core/pots.yaml: side-pots-all-in-player-wins-main-only
    @profile-rrop-cash
    Scenario: An all-in player wins only the main pot he could match
      Given a no-limit table with blinds 10/20 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 100   | Ah Ad |
        | 2    | 250   | 7c 2d |
        | 3    | 1000  | Kh Kd |
      And the board will be As 9s 5c 4h Jd
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 100    |
        | 2    | raise  | 250    |
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 3      | 230  | null         |
      When these actions happen:
        | seat | action |
        | 3    | call   |
      Then the snapshot shows:
        | field  | value                                                                         |
        | to_act | null                                                                          |
        | pots   | [{"amount": 300, "eligible": [1, 2, 3]}, {"amount": 300, "eligible": [2, 3]}] |
      When the flop is dealt
      Then the snapshot shows:
        | field  | value |
        | to_act | null  |
      When the turn is dealt
      And the river is dealt
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |
      When these actions happen:
        | seat | action |
        | 2    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 3     |
      When these actions happen:
        | seat | action |
        | 3    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 1     |
      When these actions happen:
        | seat | action |
        | 1    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                         |
        | phase   | "complete"                    |
        | payouts | {"1": 300, "3": 300}          |
        | stacks  | {"1": 300, "2": 0, "3": 1050} |
        | pots    | []                            |

    # scenarios/conduct/pots.yaml: side-pot-seed-all-in-caller-for-less
    @profile-rrop-cash
    Scenario: Seed 004: an all-in call for less splits the bet; the others play on for the side pot
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 5000  | Kc Kd |
        | 2    | 5000  | Qc Qd |
        | 3    | 5000  |       |
        | 4    | 800   | Ac Ad |
      And the board will be 9h 7s 4d 3h 2c
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | bet    | 1000   |
        | 3    | fold   |        |
        | 4    | call   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 1      | true | false | 1000 | 2000         | 4800         |
      And the snapshot shows:
        | field  | value                                                                          |
        | bets   | {"1": 0, "2": 1000, "4": 600}                                                  |
        | stacks | {"1": 4800, "2": 3800, "4": 0}                                                 |
        | pots   | [{"amount": 2000, "eligible": [1, 2, 4]}, {"amount": 400, "eligible": [1, 2]}] |
      When these actions happen:
        | seat | action |
        | 1    | call   |
      Then the snapshot shows:
        | field  | value                                                                          |
        | to_act | null                                                                           |
        | stacks | {"1": 3800, "2": 3800, "4": 0}                                                 |
        | pots   | [{"amount": 2600, "eligible": [1, 2, 4]}, {"amount": 800, "eligible": [1, 2]}] |
      When the turn is dealt
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | true  | 0    | 200          | 3800         |
      When these actions happen:
        | seat | action | amount |
        | 2    | bet    | 500    |
        | 1    | call   |        |
      Then the snapshot shows:
        | field | value                                                                           |
        | pots  | [{"amount": 2600, "eligible": [1, 2, 4]}, {"amount": 1800, "eligible": [1, 2]}] |
      When the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      Then the snapshot shows:
        | field  | value      |
        | phase  | "showdown" |
        | to_act | 2          |
      When these actions happen:
        | seat | action |
        | 2    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 1     |
      When these actions happen:
        | seat | action |
        | 1    | show   |
      Then the snapshot shows:
        | field  | value |
        | to_act | 4     |
      When these actions happen:
        | seat | action |
        | 4    | show   |
      Then the rulings include POT_AWARDED
      And the snapshot shows:
        | field   | value                                        |
        | phase   | "complete"                                   |
        | payouts | {"1": 1800, "4": 2600}                       |
        | stacks  | {"1": 5100, "2": 3300, "3": 4800, "4": 2600} |

  @requires-no-limit @requires-open-declarations
  Rule: CONDITIONAL-DECLARATION — a conditional statement is the floor's to rule on; the dealer holds nothing
    Catalog CONDITIONAL-DECLARATION, "statements like 'if you bet, I raise' are non-standard" (TDA 59, 50-B; protocol clarification 15).
    The hands mirror scenarios/conduct/statements.yaml.

    # scenarios/conduct/statements.yaml: conditional-raise-out-of-turn-goes-to-the-floor
    Scenario: "If you bet, I raise" said out of turn goes to the floor and binds nothing
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action  | declared            | conditional |
        | 4    | declare | if you bet, I raise | yes         |
      Then the step is rejected with FLOOR_DECISION
      When these actions happen:
        | seat | action | amount |
        | 2    | bet    | 600    |
        | 3    | fold   |        |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 600  | 1200         | 19800        |
      And the snapshot shows:
        | field  | value                                        |
        | bets   | {"2": 600, "4": 0}                           |
        | stacks | {"2": 19200, "4": 19800}                     |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 4, 5, 6]}] |

    # scenarios/conduct/statements.yaml: conditional-call-in-turn-goes-to-the-floor
    @requires-heads-up
    Scenario: A conditional statement made in turn is no action; the player still acts
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 10000 |
        | 2    | 10000 |
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
        | seat | action  | declared           | conditional |
        | 2    | declare | if you bet, I call | yes         |
      Then the step is rejected with FLOOR_DECISION
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 1    | bet    | 400    |
      Then the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 2      | true | false | 400  | 800          | 9800         |
      And the snapshot shows:
        | field  | value                                   |
        | bets   | {"1": 400, "2": 0}                      |
        | stacks | {"1": 9400, "2": 9800}                  |
        | pots   | [{"amount": 800, "eligible": [1, 2]}]   |

  @requires-no-limit @requires-open-declarations @requires-floor-rulings
  Rule: WAIT-FOR-AMOUNT — "raise" binds before its amount, and a call said before the amount is a call of it
    Catalog WAIT-FOR-AMOUNT, "players must wait until a bet's size is clear before acting" (TDA 59, 50-B; protocol clarification 15).
    The hands mirror scenarios/conduct/statements.yaml.

    # scenarios/conduct/statements.yaml: call-before-the-raise-amount-binds-to-it
    @requires-out-of-turn
    Scenario: A call said before the raise has an amount is a call of that amount
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action  | amount | declared |
        | 2    | bet     | 600    |          |
        | 3    | declare |        | raise    |
      Then the legal actions are:
        | to_act | fold  | check | call | min_raise_to | max_raise_to |
        | 3      | false | false | 600  | 1200         | 19800        |
      When seat 4 calls
      Then the rulings include ACTED_BEFORE_AMOUNT
      When seat 3 raises to 2500
      Then the rulings include BOUND_TO_AMOUNT
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 5      | true | false | 2500 | 4400         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 600, "3": 2500, "4": 2500}                   |
        | stacks | {"3": 17300, "4": 17300}                           |
        | pots   | [{"amount": 6800, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/conduct/statements.yaml: raise-said-without-amount-must-be-completed
    @requires-string-bets @requires-wager-corrections
    Scenario: Having said "raise", a player may not call; his chips make the raise
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
        | seat | action |
        | 4    | call   |
        | 5    | call   |
        | 6    | call   |
        | 1    | call   |
        | 2    | call   |
        | 3    | check  |
      And the flop is dealt
      And these actions happen:
        | seat | action  | amount | declared |
        | 2    | bet     | 600    |          |
        | 3    | declare |        | raise    |
        | 3    | call    |        |          |
      Then the step is rejected with RAISE_DECLARED
      When these actions happen:
        | seat | action | motions      |
        | 3    | chips  | 500 then 500 |
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 1200 | 1800         | 19800        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 600, "3": 1200}                              |
        | stacks | {"3": 18600}                                       |
        | pots   | [{"amount": 3000, "eligible": [1, 2, 3, 4, 5, 6]}] |

  @requires-no-limit @requires-heads-up @requires-count-requests @requires-floor-rulings
  Rule: ACCEPTED-ACTION — a call after a wrong count accepts the full bet, unless the house relieves a gross misunderstanding
    Catalog ACCEPTED-ACTION, "wrong count given to the caller" (TDA 49, 60, RP-12; RRoP §14 NL #7; protocol clarification 15).
    The hands mirror scenarios/conduct/statements.yaml.

    # scenarios/conduct/statements.yaml: wrong-count-call-accepts-the-full-all-in
    @requires-all-in-exposure-under-tda-2024
    Scenario: A call after a wrong count is a call of the whole all-in
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 30000 |
        | 2    | 14700 |
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
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action | amount | told  |
        | 2    | bet    | 14500  |       |
        | 1    | count  |        | 12000 |
        | 1    | call   |        |       |
      Then the rulings include WRONG_COUNT and ACCEPTED_ACTION
      And the snapshot shows:
        | field  | value                                     |
        | phase  | "showdown"                                |
        | stacks | {"1": 15300, "2": 0}                      |
        | pots   | [{"amount": 29400, "eligible": [1, 2]}]   |

    # scenarios/conduct/statements.yaml: wrong-count-far-short-lets-the-caller-take-it-back
    @profile-rrop-cash
    Scenario: A call on a count far short of the bet is taken back under rrop-cash
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 30000 |
        | 2    | 14700 |
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
        | seat | action |
        | 2    | check  |
        | 1    | check  |
      And the river is dealt
      And these actions happen:
        | seat | action | amount | told |
        | 2    | bet    | 14500  |      |
        | 1    | count  |        | 8000 |
        | 1    | call   |        |      |
      Then the rulings include GROSS_MISUNDERSTANDING
      And the legal actions are:
        | to_act | fold | check | call  | min_raise_to | max_raise_to |
        | 1      | true | false | 14500 | null         | null         |
      And the snapshot shows:
        | field  | value                                   |
        | phase  | "river"                                 |
        | bets   | {"1": 0, "2": 14500}                    |
        | stacks | {"1": 29800, "2": 0}                    |
        | pots   | [{"amount": 14900, "eligible": [1, 2]}] |

  @requires-no-limit @requires-floor-rulings @requires-out-of-turn
  Rule: SKIPPED-PLAYER — a skipped player who lets three players act behind him loses the right to act
    Catalog SKIPPED-PLAYER, "defending the right to act" (RRoP §3 Betting "time" rule; TDA 53-B; protocol clarification 16).
    Facing a bet his hand is dead; with no bet to face he has checked; the actions behind him stand.
    The hands mirror scenarios/conduct/skipped-player.yaml.

    # scenarios/conduct/skipped-player.yaml: skipped-player-three-behind-facing-a-raise-is-dead
    Scenario: Three calls out of turn behind a skipped player facing a raise kill his hand
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
        | 4    | raise  | 600    |
        | 6    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
      Then the rulings include ACTION_OUT_OF_TURN, SKIPPED_HAND_DEAD and OUT_OF_TURN_BINDS
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 3      | true | false | 400  | 1000         | 20000        |
      And the snapshot shows:
        | field  | value                                                               |
        | hole   | {"5": []}                                                           |
        | bets   | {"1": 600, "2": 600, "3": 200, "4": 600, "5": 0, "6": 600}          |
        | stacks | {"1": 19400, "2": 19400, "3": 19800, "4": 19400, "5": 20000, "6": 19400} |
        | pots   | [{"amount": 2600, "eligible": [1, 2, 3, 4, 6]}]                     |

    # scenarios/conduct/skipped-player.yaml: skipped-player-three-behind-no-bet-has-checked
    Scenario: With no bet to face, a skipped player who lets three act behind him has checked
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
        | 3    | check  |        |
        | 4    | check  |        |
        | 5    | bet    | 600    |
      Then the rulings include ACTION_OUT_OF_TURN, SKIPPED_CHECKS and OUT_OF_TURN_BINDS
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 6      | true | false | 600  | 1200         | 19800        |
      And the snapshot shows:
        | field  | value                                                   |
        | bets   | {"1": 0, "2": 0, "3": 0, "4": 0, "5": 600, "6": 0}      |
        | stacks | {"2": 19800, "5": 19200}                                |
        | pots   | [{"amount": 1800, "eligible": [1, 2, 3, 4, 5, 6]}]      |
