@requires-no-limit
Feature: Dealing — the order of the deal, and one burn before each street
  The hands come from the worked test cases of the rules catalog (shared/rules/catalog.md).
  The deck is stacked so that a correct deal gives each seat the cards in its row, in that
  order, and turns the board named (after the burns named).

  Rule: DEAL-ORDER — one card at a time, clockwise from the seat left of the button, two passes
    Catalog A, DEAL-ORDER tests 1 and 2 (RRoP §4; TDA 34-B).

    Scenario: Six-handed, the small blind gets the first card and the button the last of each pass
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | 4d 5d |
        | 2    | 10000 | Ac 7c |
        | 3    | 10000 | Kc 8c |
        | 4    | 10000 | Qc 9c |
        | 5    | 10000 | Jc Tc |
        | 6    | 10000 | 2d 3d |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
      Then the snapshot shows:
        | field | value                                                                        |
        | phase | "dealing"                                                                    |
        | hole  | {"1": ["4d"], "2": ["Ac"], "3": ["Kc"], "4": ["Qc"], "5": ["Jc"], "6": ["2d"]} |
      When the dealer deals a hole card
      Then the snapshot shows:
        | field  | value        |
        | hole.2 | ["Ac", "7c"] |
        | hole.3 | ["Kc"]       |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
      Then the snapshot shows:
        | field | value                                                                                                  |
        | phase | "preflop"                                                                                              |
        | hole  | {"1": ["4d", "5d"], "2": ["Ac", "7c"], "3": ["Kc", "8c"], "4": ["Qc", "9c"], "5": ["Jc", "Tc"], "6": ["2d", "3d"]} |
      When these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
      And the dealer deals a hole card
      Then the step is rejected with DEAL_COMPLETE

    @requires-burns-visible
    Scenario: Six-handed, the board is the 14th to 16th, 18th and 20th cards after three burns
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | 4d 5d |
        | 2    | 10000 | Ac 7c |
        | 3    | 10000 | Kc 8c |
        | 4    | 10000 | Qc 9c |
        | 5    | 10000 | Jc Tc |
        | 6    | 10000 | 2d 3d |
      And the board will be 6h 7h 8h Th Qh, with burns 2s 3s 4s
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
      Then the snapshot shows:
        | field | value              |
        | burns | ["2s"]             |
        | board | ["6h", "7h", "8h"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 4    | check  |        |
        | 5    | check  |        |
        | 6    | check  |        |
        | 1    | check  |        |
      And the turn is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 4    | check  |        |
        | 5    | check  |        |
        | 6    | check  |        |
        | 1    | check  |        |
      And the river is dealt
      Then the snapshot shows:
        | field | value                          |
        | burns | ["2s", "3s", "4s"]             |
        | board | ["6h", "7h", "8h", "Th", "Qh"] |

    @requires-heads-up @requires-burns-visible
    Scenario: Heads-up, the big blind gets the first card and the button the second
      Given a no-limit table with blinds 100/200 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 10000 | Ah Ac |
        | 2    | 10000 | As Ad |
      And the board will be Kh Kd Kc Qh Qc, with burns Ks Qs Qd
      When the dealer deals a hole card
      Then the snapshot shows:
        | field | value                  |
        | hole  | {"1": [], "2": ["As"]} |
      When these actions happen:
        | seat | action    | amount |
        |      | deal_hole |        |
        |      | deal_hole |        |
        |      | deal_hole |        |
        | 1    | call      |        |
        | 2    | check     |        |
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
      Then the snapshot shows:
        | field | value                                    |
        | hole  | {"1": ["Ah", "Ac"], "2": ["As", "Ad"]}   |
        | board | ["Kh", "Kd", "Kc", "Qh", "Qc"]           |
        | burns | ["Ks", "Qs", "Qd"]                       |

  @requires-burns-visible
  Rule: BURN-ONE-PER-STREET — exactly one card is burned before the flop, the turn and the river
    Catalog C, BURN-ONE-PER-STREET test 1 (TDA 38; RRoP §5); a board card before the burn, or a
    second burn, is refused rather than played (docs/protocol.md, clarification 9).

    Scenario: Three burns by the river, none of them on the board or in a hand
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
      And the river is dealt
      And these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      Then the snapshot shows:
        | field  | value                                                  |
        | phase  | "showdown"                                             |
        | burns  | ["5c", "6c", "8c"]                                     |
        | board  | ["2c", "7d", "9h", "Js", "4s"]                         |
        | hole   | {"1": ["Ah", "Ad"], "2": ["Kh", "Kd"], "3": ["Qh", "Qd"]} |

    @requires-floor-rulings @requires-board-irregularities @profile-rrop-cash
    Scenario: A second burn goes back on top, and a turn turned without its burn becomes the burn
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
      Then the rulings include BURN_EXTRA
      When the dealer turns 3 cards
      Then the snapshot shows:
        | field | value              |
        | burns | ["5c"]             |
        | board | ["2c", "7d", "9h"] |
      When these actions happen:
        | seat | action | amount |
        | 2    | check  |        |
        | 3    | check  |        |
        | 1    | check  |        |
      And the dealer turns 1 card
      Then the rulings include BURN_MISSED
      And the snapshot shows:
        | field | value              |
        | burns | ["5c", "6c"]       |
        | board | ["2c", "7d", "9h"] |
      When the dealer turns 1 card
      Then the snapshot shows:
        | field | value                    |
        | board | ["2c", "7d", "9h", "Js"] |
