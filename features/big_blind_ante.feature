@requires-no-limit @requires-big-blind-ante
Feature: The big blind ante — the big blind antes for the table, blind first
  The big-blind-ante format (catalog BBA, TDA RP-11) is a structure of the event, not a
  house option: the hands hold under every profile. The hands mirror
  scenarios/tournament/big-blind-ante.yaml. Seat 1 is the button.

  Rule: BBA — the big blind pays the blind first, and the ante is dead money of the main pot
    Catalog BBA test 1 (TDA RP-11: "big blind first").

    # scenarios/tournament/big-blind-ante.yaml: big-blind-ante-short-stack-pays-the-blind-first
    Scenario: A big blind too short for blind and ante pays the blind first
      Given a no-limit table with blinds 1000/2000, big blind ante 2000 and the button on seat 1:
        | seat | stack |
        | 1    | 50000 |
        | 2    | 50000 |
        | 3    | 3000  |
        | 4    | 50000 |
        | 5    | 50000 |
        | 6    | 50000 |
      When the hand is dealt
      Then the rulings include SHORT_BIG_BLIND_ANTE
      And the legal actions are:
        | to_act | fold | check | call | min_raise_to | max_raise_to |
        | 4      | true | false | 2000 | 4000         | 50000        |
      And the snapshot shows:
        | field  | value                                              |
        | bets   | {"2": 1000, "3": 2000}                             |
        | stacks | {"3": 0}                                           |
        | pots   | [{"amount": 4000, "eligible": [1, 2, 3, 4, 5, 6]}] |

    # scenarios/tournament/big-blind-ante.yaml: big-blind-ante-dead-money-stays-in-the-main-pot
    @requires-side-pots
    Scenario: The dead ante is in the main pot; side pots are cut at the live blind
      Given a no-limit table with blinds 1000/2000, big blind ante 2000 and the button on seat 1:
        | seat | stack |
        | 1    | 50000 |
        | 2    | 50000 |
        | 3    | 3000  |
        | 4    | 50000 |
        | 5    | 50000 |
        | 6    | 50000 |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 6000   |
        | 5    | fold   |        |
        | 6    | fold   |        |
        | 1    | call   |        |
        | 2    | fold   |        |
      Then the snapshot shows:
        | field | value                                                                         |
        | pots  | [{"amount": 8000, "eligible": [1, 3, 4]}, {"amount": 8000, "eligible": [1, 4]}] |
