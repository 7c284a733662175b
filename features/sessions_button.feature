@requires-no-limit @requires-sessions
Feature: The button and the blinds across hands
  A session deals hand after hand at one table: between hands the button and the blinds
  move on, and a seat emptied by a player who left still counts where the dead button puts
  it (docs/protocol.md, "Sessions"). Hands are folded round quickly unless the scenario is
  about their play; the next hand's deck is a fixed one unless cards are named.

  Rule: DEAD-BUTTON — the big blind goes to the player due for it; the small blind and the button fall behind it, on an empty seat if need be
    Catalog DEAD-BUTTON tests 1-3 (TDA 32; RRoP §4: the dead button is both books' default).

    Scenario: Five-handed, the small blind leaves and the button is dead on his seat
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
      And seat 2 leaves
      And the next hand is dealt
      Then the button is dead on seat 2
      And the blinds are seat 3 and seat 4
      And seats 1, 3, 4 and 5 are dealt in
      And the rulings include DEAD_BUTTON
      When the hand is dealt
      Then the legal actions are:
        | to_act | call |
        | 5      | 10   |

    Scenario: The big blind leaves; a hand with no small blind, then the button on his empty seat
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
      And seat 3 leaves
      And the next hand is dealt
      Then the button is on seat 2
      And there is no small blind, and the big blind is seat 4
      And the rulings include DEAD_SMALL_BLIND
      And the snapshot shows:
        | field | value                     |
        | bets  | {"1": 0, "2": 0, "4": 10} |
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And the next hand is dealt
      Then the button is dead on seat 3
      And the blinds are seat 4 and seat 5

    Scenario: Both blinds leave; the same player is last to act three hands running
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
      And seat 2 leaves
      And seat 3 leaves
      And the next hand is dealt
      Then the button is dead on seat 2
      And there is no small blind, and the big blind is seat 4
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
      And the next hand is dealt
      Then the button is dead on seat 3
      And the blinds are seat 4 and seat 5
      When the hand is dealt
      Then the legal actions are:
        | to_act |
        | 6      |

  Rule: MOVING-BUTTON — under the moving button the button goes to the next player dealt in, and the blinds follow it
    House option button_mode moving (RRoP §4 r2: the room's choice; neither book's default).

    Scenario: Under the moving button the small blind's leaving moves the button to the big blind, and the blinds it skips are owed
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
      And the house rule button_mode is moving
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 2 leaves
      And the next hand is dealt
      Then the button is on seat 3
      And the blinds are seat 4 and seat 5
      And the rulings include SKIPPED_BLIND
      And seat 4 owes 10 live
      And the snapshot shows:
        | field | value                              |
        | bets  | {"1": 0, "3": 0, "4": 5, "5": 10} |

    Scenario: Under the moving button there is always a small blind
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
      And the house rule button_mode is moving
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 3 leaves
      And the next hand is dealt
      Then the button is on seat 2
      And the blinds are seat 4 and seat 5
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
        | 4    | fold   |
      And the next hand is dealt
      Then the button is on seat 4
      And the blinds are seat 5 and seat 1

    @profile-rrop-cash
    Scenario: Under the moving button a newcomer waiting for the big blind is dealt in when it reaches him
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      And the house rule button_mode is moving
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And Fay joins seat 6 with 1000
      And the next hand is dealt
      Then seats 1, 2, 3 and 4 are dealt in
      And seat 6 is waiting
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
      And the next hand is dealt
      Then the button is on seat 3
      And the blinds are seat 4 and seat 6
      And seats 1, 2, 3, 4 and 6 are dealt in

    @profile-rrop-cash @requires-sitting-out
    Scenario: Under the moving button a player sitting out owes each blind that passes his seat
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
      And the house rule button_mode is moving
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 4 sits out
      And the next hand is dealt
      Then the blinds are seat 3 and seat 5
      And seat 4 owes 10 live
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
      And the next hand is dealt
      Then the blinds are seat 5 and seat 1
      And seat 4 owes 10 live and 5 dead

  @requires-heads-up
  Rule: HEADS-UP-BLINDS — heads-up the button posts the small blind, and from three players to two nobody posts the big blind twice running
    Catalog HEADS-UP-BLINDS test 2 (TDA 34-B; RRoP §4).

    Scenario: The button leaves a three-handed table; the last big blind takes the button
      Given a no-limit session with blinds 5/10 and the button on seat 2:
        | seat | stack |
        | 2    | 1000  |
        | 4    | 1000  |
        | 6    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 2    | fold   |
        | 4    | fold   |
      And seat 2 leaves
      And the next hand is dealt
      Then the button is on seat 6
      And the blinds are seat 6 and seat 4
      And the rulings include HEADS_UP_BUTTON
      When the hand is dealt
      Then the legal actions are:
        | to_act | call |
        | 6      | 5    |

    Scenario: Heads-up the button and the big blind change places every hand
      Given a no-limit session with blinds 5/10 and the button on seat 3:
        | seat | stack |
        | 3    | 1000  |
        | 7    | 1000  |
      When the next hand is dealt
      Then the blinds are seat 3 and seat 7
      When the hand is dealt
      And seat 3 folds
      And the next hand is dealt
      Then the button is on seat 7
      And the blinds are seat 7 and seat 3
      When the hand is dealt
      And seat 7 calls
      And seat 3 checks
      Then the snapshot shows:
        | field | value                              |
        | pots  | [{"amount": 20, "eligible": [3, 7]}] |

  @requires-floor-rulings @requires-floor-corrections
  Rule: BUTTON-MISPLACED — a misplaced button is a misdeal before the misdeal cutoff; after it the hand stands and the button moves on from where it was
    Catalog BUTTON-MISPLACED tests 1-2 (RRoP §3 Misdeals 2(g), Irregularities #1; TDA 34-A,
    35, 36). The cutoff: two players acting (RRoP), substantial action (TDA).

    Scenario: A misplaced button noticed before anyone acts is a misdeal, dealt again from the right button
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
      And the dealer puts the button on seat 4 by mistake
      And the next hand is dealt
      Then the button is on seat 4
      And the blinds are seat 5 and seat 1
      When the hand is dealt
      And the misplaced button is noticed, and the hand is dealt again
      Then the rulings include BUTTON_MISDEAL
      And the button is on seat 2
      And the blinds are seat 3 and seat 4
      And the snapshot shows:
        | field  | value                                     |
        | bets   | {"1": 0, "3": 5, "4": 10, "5": 0}         |
        | stacks | {"1": 1000, "2": 995, "3": 1000, "4": 990, "5": 1000} |

    Scenario: A misplaced button noticed after a call and a raise stands, and the button is not backed up
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
      And the dealer puts the button on seat 3 by mistake
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 6    | call   |        |
        | 1    | raise  | 30     |
      And the misplaced button is noticed
      Then the rulings include BUTTON_STANDS
      And the button is on seat 3
      When these actions happen:
        | seat | action |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | fold   |
        | 5    | fold   |
        | 6    | fold   |
      And the next hand is dealt
      Then the button is on seat 4
      And the blinds are seat 5 and seat 6

    @profile-rrop-cash
    Scenario: Under Robert's Rules two folds pass the cutoff, and the misplaced button stands
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
      And the dealer puts the button on seat 3 by mistake
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 6    | fold   |
        | 1    | fold   |
      And the misplaced button is noticed, and the hand is dealt again
      Then the rulings include BUTTON_STANDS
      And the button is on seat 3
      And the blinds are seat 4 and seat 5

    @profile-rrop-cash
    Scenario: Under Robert's Rules two folds at a short table pass the cutoff too, and the button moves on from the wrong seat
      Given a no-limit session with blinds 5/10 and the button on seat 2:
        | seat | stack |
        | 2    | 1000  |
        | 4    | 1000  |
        | 6    | 1000  |
        | 8    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 8    | fold   |
        | 2    | fold   |
        | 4    | fold   |
      And the dealer puts the button on seat 6 by mistake
      And the next hand is dealt
      Then the blinds are seat 8 and seat 2
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 6    | fold   |
      And the misplaced button is noticed
      Then the rulings include BUTTON_STANDS
      When seat 8 folds
      And the next hand is dealt
      Then the button is on seat 8
      And the blinds are seat 2 and seat 4

    @profile-tda-2024
    Scenario: Under the TDA two folds are not substantial action, and the misplaced button is a misdeal
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
      And the dealer puts the button on seat 3 by mistake
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 6    | fold   |
        | 1    | fold   |
      And the misplaced button is noticed, and the hand is dealt again
      Then the rulings include BUTTON_MISDEAL
      And the button is on seat 2
      And the blinds are seat 3 and seat 4
      And seats 1, 2, 3, 4, 5 and 6 are dealt in

    @profile-tda-2024
    Scenario: Under the TDA a misplaced button at a short table is a misdeal after two folds
      Given a no-limit session with blinds 50/100 and the button on seat 2:
        | seat | stack |
        | 2    | 5000  |
        | 4    | 5000  |
        | 6    | 5000  |
        | 8    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 8    | fold   |
        | 2    | fold   |
        | 4    | fold   |
      And the dealer puts the button on seat 6 by mistake
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 6    | fold   |
      And the misplaced button is noticed, and the hand is dealt again
      Then the rulings include BUTTON_MISDEAL
      And the button is on seat 4
      And the blinds are seat 6 and seat 8
      And the snapshot shows:
        | field | value                                 |
        | bets  | {"2": 0, "4": 0, "6": 50, "8": 100}   |

    @profile-rrop-cash
    Scenario: Under Robert's Rules a misplaced button found after the hand is put back where it belonged, then moves on from the wrong seat
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
      And the dealer puts the button on seat 3 by mistake
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | fold   |
      And the misplaced button is noticed
      Then the rulings include BUTTON_REPLACED
      When the next hand is dealt
      Then the button is on seat 2
      And the blinds are seat 3 and seat 4
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
      And the next hand is dealt
      Then the button is on seat 4
      And the blinds are seat 5 and seat 1

    @profile-tda-2024
    Scenario: Under the TDA a misplaced button found after the hand stands, and the button moves on from it
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And the dealer puts the button on seat 3 by mistake
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | fold   |
      And the misplaced button is noticed
      Then the rulings include BUTTON_STANDS
      When the next hand is dealt
      Then the button is on seat 4
      And the blinds are seat 5 and seat 1
