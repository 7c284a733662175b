@requires-no-limit @requires-sessions
Feature: Players coming and going between hands
  Players sit out and come back, new players take empty seats, and players are moved in to
  balance the tables. Robert's Rules (rrop-cash, a cash game) and the TDA (tda-2024, a
  tournament) part here: a cash player who misses blinds makes them up or waits for the big
  blind, while a tournament seat with chips is always dealt in (docs/protocol.md,
  "Sessions"). Hands are folded round quickly unless the scenario is about their play.

  @requires-sitting-out
  Rule: MISSED-BLINDS — a cash player who missed blinds posts the big blind live and the small blind dead, or waits for the big blind
    Catalog MISSED-BLINDS tests 1 and 3 (RRoP §4); in a tournament nobody sits out (TDA 30, 33).

    @profile-rrop-cash
    Scenario: The big blind passes a player sitting out; he owes it and makes it up live
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack | player |
        | 1    | 1000  | Ann    |
        | 2    | 1000  | Bo     |
        | 3    | 1000  | Cy     |
        | 4    | 1000  | Di     |
        | 5    | 1000  | Ed     |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 4 sits out
      Then seat 4 is sitting out
      When the next hand is dealt
      Then the blinds are seat 3 and seat 5
      And seats 1, 2, 3 and 5 are dealt in
      And the rulings include MISSED_BLIND
      And seat 4 owes 10 live
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
      And the next hand is dealt
      Then the blinds are seat 5 and seat 1
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 2    | fold   |
        | 3    | fold   |
        | 5    | fold   |
      And seat 4 comes back
      Then seat 4 is waiting
      When seat 4 posts
      And the next hand is dealt
      Then the blinds are seat 1 and seat 2
      And seats 1, 2, 3, 4 and 5 are dealt in
      And the rulings include BLINDS_MADE_UP
      And seat 4 owes nothing
      And the snapshot shows:
        | field | value                      |
        | bets  | {"1": 5, "2": 10, "4": 10} |
      When the hand is dealt
      And seat 3 calls
      Then the legal actions are:
        | to_act | check | call |
        | 4      | true  | 0    |

    @profile-rrop-cash
    Scenario: A player who misses both blinds posts one live and one dead, not from between the blinds
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And seat 3 sits out
      And the next hand is dealt
      Then there is no small blind, and the big blind is seat 4
      And seat 3 owes 5 dead
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And the next hand is dealt
      Then the button is dead on seat 3
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 2    | fold   |
        | 4    | fold   |
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
      And the next hand is dealt
      Then the blinds are seat 2 and seat 4
      And seat 3 owes 10 live and 5 dead
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And seat 3 comes back
      And seat 3 posts
      Then the step is rejected with BETWEEN_THE_BLINDS
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 2    | fold   |
        | 4    | fold   |
      And seat 3 posts
      And the next hand is dealt
      Then the rulings include BLINDS_MADE_UP
      And seats 1, 2, 3 and 4 are dealt in
      And the snapshot shows:
        | field | value                                     |
        | bets  | {"1": 5, "2": 10, "3": 10, "4": 0}        |
        | pots  | [{"amount": 30, "eligible": [1, 2, 3, 4]}] |

    @profile-rrop-cash
    Scenario: A player who says he sits out during a hand plays it out, and sits out from the next deal
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And seat 4 sits out
      Then the rulings include FROM_NEXT_HAND
      And the session shows:
        | field              | value       |
        | seats.4.state      | in_hand     |
        | seats.4.after_hand | sitting_out |
      And the legal actions are:
        | to_act |
        | 4      |
      When these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      Then seat 4 is sitting out
      When the next hand is dealt
      Then seats 1, 2 and 3 are dealt in
      And the rulings include MISSED_BLIND
      And seat 4 owes 10 live

    @profile-tda-2024
    Scenario: In a tournament a player may not sit out; his seat is dealt in and posts
      Given a no-limit session with blinds 50/100 and the button on seat 2:
        | seat | stack |
        | 2    | 5000  |
        | 4    | 5000  |
        | 6    | 5000  |
        | 8    | 5000  |
      When seat 6 sits out
      Then the step is rejected with TOURNAMENT_SEAT
      When the next hand is dealt
      Then the blinds are seat 4 and seat 6
      And seat 6 is in the hand
      And seats 2, 4, 6 and 8 are dealt in

    @profile-tda-2024
    Scenario: In a tournament nothing is owed, and posting to come back is refused
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And seat 1 posts
      Then the step is rejected with TOURNAMENT_SEAT
      And seat 1 owes nothing
      When the next hand is dealt
      Then the blinds are seat 3 and seat 1
      And seats 1, 2 and 3 are dealt in

  Rule: NEW-PLAYER-BLIND — a new player waits for the big blind or posts one (cash), or is dealt in at once outside the button and the small blind (tournament)
    Catalog NEW-PLAYER-BLIND tests 1-3 (RRoP §4; TDA 8-A, 10-A).

    @profile-rrop-cash @requires-sitting-out
    Scenario: A new cash player posts a live big blind and keeps his option
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 5    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And Dee joins seat 6 with 800
      Then seat 6 is waiting
      And seat 6 owes 10 live
      When seat 6 posts
      And the next hand is dealt
      Then the rulings include NEW_PLAYER_POSTS
      And seats 1, 2, 3, 5 and 6 are dealt in
      When the hand is dealt
      Then the legal actions are:
        | to_act | check | call |
        | 6      | true  | 0    |

    @profile-rrop-cash
    Scenario: A new cash player who does not post waits for the big blind to reach him
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And a player joins seat 6 with 800
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
      Then the blinds are seat 4 and seat 6
      And seats 1, 2, 3, 4 and 6 are dealt in

    @profile-rrop-cash
    Scenario: In a newly started game a newcomer whose seat no blind has passed plays at once without posting
      Given a no-limit session with blinds 5/10 and the button on seat 6:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 6    | 1000  |
      And the game is new
      When the next hand is dealt
      Then the blinds are seat 1 and seat 2
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 3    | fold   |
        | 6    | fold   |
        | 1    | fold   |
      And Dee joins seat 4 with 1000
      Then the rulings include NEW_GAME_NO_BLIND
      And seat 4 is playing
      And seat 4 owes nothing
      When the next hand is dealt
      Then seats 1, 2, 3, 4 and 6 are dealt in
      And the snapshot shows:
        | field | value                                       |
        | bets  | {"1": 0, "2": 5, "3": 10, "4": 0, "6": 0}   |

    @profile-rrop-cash @requires-sitting-out
    Scenario: A newcomer who lets the button pass still owes only a big blind, live
      Given a no-limit session with blinds 5/10 and the button on seat 6:
        | seat | stack |
        | 1    | 1000  |
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
      And a player joins seat 2 with 1000
      And seat 2 posts
      Then the step is rejected with BETWEEN_THE_BLINDS
      When the next hand is dealt
      Then seats 1, 3, 4, 5 and 6 are dealt in
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
        | 3    | fold   |
      Then seat 2 owes 10 live
      When seat 2 posts
      And the next hand is dealt
      Then the rulings include NEW_PLAYER_POSTS
      And the snapshot shows:
        | field | value                                       |
        | bets  | {"2": 10, "4": 5, "5": 10}                  |
        | pots  | [{"amount": 25, "eligible": [1, 2, 3, 4, 5, 6]}] |

    @profile-tda-2024
    Scenario: A tournament player seated left of the big blind is dealt in at once, posting nothing
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 5    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And a player joins seat 6 with 4000
      And the next hand is dealt
      Then the blinds are seat 3 and seat 5
      And seats 1, 2, 3, 5 and 6 are dealt in
      And the snapshot shows:
        | field | value                                   |
        | bets  | {"1": 0, "2": 0, "3": 50, "5": 100, "6": 0} |

    @profile-tda-2024
    Scenario: A tournament player seated between the button and the small blind waits for the button to pass
      Given a no-limit session with blinds 50/100 and the button on seat 5:
        | seat | stack |
        | 1    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
      When the next hand is dealt
      Then the blinds are seat 1 and seat 3
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
      And a player joins seat 2 with 4000
      And the next hand is dealt
      Then the button is on seat 1
      And the blinds are seat 3 and seat 4
      And seats 1, 3, 4 and 5 are dealt in
      And the rulings include WAITS_FOR_BUTTON
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
        | 3    | fold   |
      And the next hand is dealt
      Then seats 1, 2, 3, 4 and 5 are dealt in
      And the blinds are seat 4 and seat 5

  Rule: TABLE-BALANCE — a player moved in takes the worst position, the seat the big blind reaches soonest; a tournament table three short halts once its blinds are affected
    Catalog TABLE-BALANCE test (TDA 11-A, 11-D; RRoP §15); the halt is TDA 11 only.

    Scenario: A player moved in takes the empty seat the big blind reaches next
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 6    | 5000  |
        | 7    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 6    | fold   |
        | 7    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And Mo is moved in with 6000
      Then the rulings include MOVED_IN
      And seat 4 has 6000 chips
      When the next hand is dealt
      Then the blinds are seat 3 and seat 4
      And seats 1, 2, 3, 4, 6 and 7 are dealt in

    Scenario: A player moved in never gets the seat between the button and the small blind
      Given a no-limit session with blinds 50/100 and the button on seat 3:
        | seat | stack |
        | 3    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
        | 8    | 5000  |
      When the next hand is dealt
      Then the blinds are seat 5 and seat 6
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 8    | fold   |
        | 3    | fold   |
        | 5    | fold   |
      And a player is moved in with 3000
      And a player is moved in with 4000
      Then seat 7 has 3000 chips
      And seat 9 has 4000 chips
      When the next hand is dealt
      Then the blinds are seat 6 and seat 7
      And seats 3, 5, 6, 7, 8 and 9 are dealt in

    @profile-tda-2024 @requires-tournament-floor
    Scenario: A tournament table four short halts when the next hand would have a dead button
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
      And the table has 9 seats
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
      And the next hand is dealt
      Then the step is rejected with TABLE_SHORT
      When a player is moved in with 5000
      And the next hand is dealt
      Then the step is rejected with TABLE_SHORT
      When a player is moved in with 5000
      And the next hand is dealt
      Then the button is dead on seat 2
      And the blinds are seat 3 and seat 4

    @profile-tda-2024 @requires-tournament-floor
    Scenario: A tournament table three short halts when the next hand would have no small blind
      Given a no-limit session with blinds 50/100 and the button on seat 4:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
        | 6    | 5000  |
        | 7    | 5000  |
      And the table has 9 seats
      When the next hand is dealt
      Then the blinds are seat 5 and seat 6
      When the hand is dealt
      And these actions happen:
        | seat | action |
        | 7    | fold   |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | fold   |
        | 5    | fold   |
      And seat 6 leaves
      And the next hand is dealt
      Then the step is rejected with TABLE_SHORT
      When a player is moved in with 5000
      And the next hand is dealt
      Then there is no small blind, and the big blind is seat 7

    @profile-rrop-cash @requires-tournament-floor
    Scenario: A cash table four short deals on with the button on an empty seat
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
      And the table has 9 seats
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
      And the next hand is dealt
      Then the button is dead on seat 2
      And the blinds are seat 3 and seat 4

    @profile-rrop-cash @requires-tournament-floor
    Scenario: A cash table three short deals on with no small blind
      Given a no-limit session with blinds 5/10 and the button on seat 4:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
        | 5    | 1000  |
        | 6    | 1000  |
        | 7    | 1000  |
      And the table has 9 seats
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 7    | fold   |
        | 1    | fold   |
        | 2    | fold   |
        | 3    | fold   |
        | 4    | fold   |
        | 5    | fold   |
      And seat 6 leaves
      And the next hand is dealt
      Then there is no small blind, and the big blind is seat 7
      And seats 1, 2, 3, 4, 5 and 7 are dealt in

  Rule: AT-SEAT — a player with a live hand stays at the table until it is over; one who has folded may leave, his chips going with him when the hand ends
    RRoP §15 (players with live hands stay through the showdown); TDA 30, 31.

    @requires-leaving-mid-hand
    Scenario: A player holding a live hand may not leave the table
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And seat 4 leaves
      Then the step is rejected with STILL_IN_HAND
      And the legal actions are:
        | to_act |
        | 4      |

    @requires-leaving-mid-hand
    Scenario: A player who has folded leaves when the hand is over, and the next hand is dealt without him
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And seat 4 folds
      And seat 4 leaves
      Then the rulings include LEAVES_AFTER_HAND
      And the session shows:
        | field              | value   |
        | seats.4.after_hand | leaving |
      When seat 4 leaves
      Then the step is rejected with ALREADY_LEAVING
      When these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      Then seat 4 is empty
      And the session shows:
        | field       | value |
        | chips.taken | 1000  |
      When the next hand is dealt
      Then seats 1, 2 and 3 are dealt in

    @requires-floor-rulings @requires-at-seat
    Scenario: A player away from his seat when the deal ends has a dead hand, and his blind stays in the pot
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action       |
        | 3    | away_at_deal |
      Then the rulings include AWAY_AT_DEAL
      When these actions happen:
        | seat | action |
        | 4    | call   |
        | 1    | fold   |
        | 2    | fold   |
      Then seat 3 has 990 chips
      And seat 4 has 1015 chips
