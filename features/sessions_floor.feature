@requires-no-limit @requires-sessions
Feature: The floor between hands — disputes, levels, the chip race, busts, hand for hand and penalties
  What the floor rules between the hands of a session: a result disputed before the next
  hand, a new level, colouring up, players knocked out on the same hand, hand-for-hand play
  on the bubble, and penalties served in missed hands (docs/protocol.md, "The floor between
  hands"). Hands are folded round quickly unless the scenario is about their play.

  @requires-floor-corrections
  Rule: DISPUTE-WINDOW — a hand's result may be corrected until the next hand begins (RRoP) or, for a pot-accounting error, until substantial action on it (TDA)
    Catalog DISPUTE-WINDOW test (TDA 22, 23; RRoP §2 Decision-Making #4-#5).

    @requires-floor-rulings
    Scenario: A result disputed before the next deal is corrected, up to what the hand paid
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
        | 4    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | call   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | raise  | 40     |
        | 4    | fold   |        |
        | 1    | fold   |        |
        | 2    | fold   |        |
      Then seat 3 has 1030 chips
      When the floor moves 41 of seat 3's award to seat 1
      Then the step is rejected with ABOVE_MAXIMUM
      When the floor moves 20 of seat 3's award to seat 1
      Then the rulings include AWARD_CORRECTED
      And seat 1 has 1010 chips
      And seat 3 has 1010 chips

    Scenario: A result is corrected only between players of that hand
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And a player joins seat 5 with 1000
      And the floor moves 5 of seat 3's award to seat 5
      Then the step is rejected with NOT_IN_HAND
      When the floor moves 5 of seat 3's award to seat 2
      Then seat 2 has 1000 chips

    @profile-rrop-cash
    Scenario: Under Robert's Rules the window closes as the next hand is dealt, whatever the error
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And the next hand is dealt
      And the floor moves 5 of seat 3's award to seat 2
      Then the step is rejected with DISPUTE_CLOSED
      When the floor moves 5 of seat 3's award to seat 2, a pot-accounting error
      Then the step is rejected with DISPUTE_CLOSED

    @profile-rrop-cash
    Scenario: Under Robert's Rules a pot-accounting error found after two folds on the next hand stands
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
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And the floor moves 5 of seat 3's award to seat 2, a pot-accounting error
      Then the step is rejected with DISPUTE_CLOSED

    @profile-tda-2024 @requires-floor-rulings
    Scenario: Under the TDA a pot-accounting error is corrected on the next hand before anyone acts
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
      And the next hand is dealt
      And the floor moves 50 of seat 3's award to seat 2
      Then the step is rejected with DISPUTE_CLOSED
      When the floor moves 50 of seat 3's award to seat 2, a pot-accounting error
      Then the rulings include AWARD_CORRECTED_IN_HAND

    @profile-tda-2024 @requires-floor-rulings
    Scenario: Under the TDA two folds on the next hand are not substantial action; a call and a raise are
      Given a no-limit session with blinds 50/100 and the button on seat 1:
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
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And the floor moves 50 of seat 3's award to seat 2, a pot-accounting error
      Then the rulings include AWARD_CORRECTED_IN_HAND
      When seat 3 calls
      And seat 4 raises to 300
      And the floor moves 50 of seat 3's award to seat 2, a pot-accounting error
      Then the step is rejected with DISPUTE_CLOSED

  Rule: NEW-LEVEL — a new level takes effect with the next hand after it is announced; a hand dealt at the old level by mistake is dealt again before the misdeal cutoff
    Catalog NEW-LEVEL test (TDA 23; RRoP §15). The cutoff: two players acting (RRoP),
    substantial action (TDA).

    Scenario: A level announced during a hand leaves that hand at the old blinds
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 0    |
      When the next hand is dealt
      And the hand is dealt
      And the next level is announced
      Then the rulings include NEW_LEVEL
      And the level is 1, blinds 50/100
      And level 2 is due
      When seat 1 raises to 300
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 2      | 250  | 500          |
      When seat 2 folds
      And seat 3 folds
      And the next hand is dealt
      Then the level is 2, blinds 100/200
      And the snapshot shows:
        | field | value                       |
        | bets  | {"1": 200, "2": 0, "3": 100} |

    @requires-antes
    Scenario: A level announced between hands starts with the next, antes and all
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 25   |
      When the next level is announced
      Then level 2 is due
      When the next hand is dealt
      Then the level is 2, blinds 100/200, ante 25
      And the rulings include NEW_LEVEL
      And the snapshot shows:
        | field | value                                          |
        | bets  | {"1": 0, "2": 100, "3": 200, "4": 0}           |
        | pots  | [{"amount": 400, "eligible": [1, 2, 3, 4]}]    |
      When the next level is announced
      Then the step is rejected with NO_MORE_LEVELS

    @requires-floor-rulings @requires-floor-corrections
    Scenario: A hand dealt at the old level and noticed before anyone acts is dealt again at the new one
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 0    |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And the next level is announced
      And the dealer deals the next hand at the old level
      And the next hand is dealt
      Then the level is 1, blinds 50/100
      When the hand is dealt
      And the old level is noticed, and the hand is dealt again
      Then the rulings include LEVEL_MISDEAL
      And the level is 2, blinds 100/200
      And the snapshot shows:
        | field | value                               |
        | bets  | {"1": 0, "2": 0, "3": 100, "4": 200} |

    @profile-rrop-cash @requires-floor-rulings @requires-floor-corrections
    Scenario: Under Robert's Rules a hand at the old level stands once two players have acted
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 0    |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And the next level is announced
      And the dealer deals the next hand at the old level
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
      And the old level is noticed, and the hand is dealt again
      Then the rulings include LEVEL_STANDS
      And the level is 1, blinds 50/100
      When seat 2 folds
      And seat 3 folds
      And the next hand is dealt
      Then the level is 2, blinds 100/200

    @profile-rrop-cash @requires-floor-rulings @requires-floor-corrections
    Scenario: Under Robert's Rules a six-handed hand at the old level stands after two folds
      Given a no-limit session with blinds 100/200 and the button on seat 6:
        | seat | stack |
        | 1    | 8000  |
        | 2    | 8000  |
        | 3    | 8000  |
        | 4    | 8000  |
        | 5    | 8000  |
        | 6    | 8000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 200/400 | 0    |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 3    | fold   |
        | 4    | fold   |
        | 5    | fold   |
        | 6    | fold   |
        | 1    | fold   |
      And the next level is announced
      And the dealer deals the next hand at the old level
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
      And the old level is noticed, and the hand is dealt again
      Then the rulings include LEVEL_STANDS
      And the level is 1, blinds 100/200
      And the legal actions are:
        | to_act | call |
        | 6      | 200  |

    @profile-tda-2024 @requires-floor-rulings @requires-floor-corrections
    Scenario: Under the TDA two folds are not substantial action, and the hand is dealt again at the new level
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
        | 5    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 0    |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 5    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And the next level is announced
      And the dealer deals the next hand at the old level
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 5    | fold   |
        | 1    | fold   |
      And the old level is noticed, and the hand is dealt again
      Then the rulings include LEVEL_MISDEAL
      And the level is 2, blinds 100/200
      And the snapshot shows:
        | field | value                                  |
        | bets  | {"3": 100, "4": 200, "5": 0, "1": 0}   |

    @profile-tda-2024 @requires-floor-rulings @requires-floor-corrections
    Scenario: Under the TDA a hand at the old level noticed after two folds three-handed is dealt again
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 0    |
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      And the next level is announced
      And the dealer deals the next hand at the old level
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      And the old level is noticed, and the hand is dealt again
      Then the rulings include LEVEL_MISDEAL
      And the level is 2, blinds 100/200

    @requires-floor-rulings @requires-tournament-floor
    Scenario: When the level clock runs out the next level is due, and starts with the next hand
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
      And the blind levels after it are:
        | blinds  | ante |
        | 100/200 | 0    |
      And each level lasts 15 minutes
      When the next hand is dealt
      And 10 minutes of play pass
      Then the level clock shows 5 minutes
      When the hand is dealt
      And 6 minutes of play pass
      Then the rulings include LEVEL_TIME_UP
      And level 2 is due
      And the level is 1, blinds 50/100
      When seat 1 folds
      And seat 2 folds
      And the next hand is dealt
      Then the level is 2, blinds 100/200
      And the level clock shows 14 minutes

  @requires-tournament-floor
  Rule: CHIP-RACE — colouring up races the odd chips with one card a chip from seat 1; Robert's Rules round half a chip up and give a player left with nothing a chip first, the TDA races at most one chip a player and never races anyone out
    Catalog CHIP-RACE test (RRoP §15; TDA 24-A, 24-B, 24-C).

    @profile-rrop-cash @requires-floor-rulings
    Scenario: By Robert's Rules odd chips worth a chip and a half race for two, and high cards win both
      Given a no-limit session with blinds 100/200 and the button on seat 2:
        | seat | stack |
        | 1    | 1025  |
        | 2    | 1050  |
        | 3    | 1075  |
        | 4    | 1000  |
      And the chips in play are 25, 100 and 500
      When the smallest chips are raced off with the cards 2c Kd 3c As Qh 4c
      Then the rulings include CHIP_RACE and CHIP_RACE_WON
      And seat 1 has 1000 chips
      And seat 2 has 1100 chips
      And seat 3 has 1100 chips
      And seat 4 has 1000 chips
      When the smallest chips are raced off with the cards 2d
      Then the step is rejected with CHIP_STILL_NEEDED

    @profile-rrop-cash @requires-floor-rulings
    Scenario: By Robert's Rules a player whose chips are all odd gets the first new chip
      Given a no-limit session with blinds 100/200 and the button on seat 4:
        | seat | stack |
        | 1    | 1050  |
        | 2    | 1025  |
        | 3    | 25    |
        | 4    | 1000  |
      And the chips in play are 25 and 100
      When the smallest chips are raced off with the cards As Kd 2c 3c
      Then the rulings include CHIP_RACE and NOT_RACED_OUT
      And seat 3 has 100 chips
      And seat 1 has 1000 chips
      And seat 2 has 1000 chips
      When the smallest chips are raced off with the cards 2d
      Then the step is rejected with NO_COLOUR_UP

    @profile-tda-2024 @requires-floor-rulings
    Scenario: By the TDA nobody wins more than one chip, and the odd remainder is removed
      Given a no-limit session with blinds 100/200 and the button on seat 1:
        | seat | stack |
        | 1    | 1075  |
        | 2    | 1075  |
        | 3    | 1075  |
        | 4    | 1000  |
      And the chips in play are 25, 100 and 500
      When the smallest chips are raced off with the cards As Ks Qs 2c 3c 4c 5c 6c Js
      Then the rulings include CHIP_RACE
      And seat 1 has 1100 chips
      And seat 2 has 1000 chips
      And seat 3 has 1100 chips
      And seat 4 has 1000 chips

    @profile-tda-2024 @requires-floor-rulings
    Scenario: By the TDA a player who loses his last chip in the race gets one chip back
      Given a no-limit session with blinds 100/200 and the button on seat 4:
        | seat | stack |
        | 1    | 1050  |
        | 2    | 1025  |
        | 3    | 25    |
        | 4    | 1000  |
      And the chips in play are 25 and 100
      When the smallest chips are raced off with the cards As Kd 2c 3c
      Then the rulings include CHIP_RACE_WON and NOT_RACED_OUT
      And seat 1 has 1100 chips
      And seat 3 has 100 chips

    Scenario: The smallest chip is not raced off while the next hand's blinds still need it
      Given a no-limit session with blinds 25/50 and the button on seat 1:
        | seat | stack |
        | 1    | 1075  |
        | 2    | 1050  |
        | 3    | 1000  |
      And the chips in play are 25 and 100
      When the smallest chips are raced off with the cards As Kd 2c 3c
      Then the step is rejected with CHIP_STILL_NEEDED

  @requires-all-in-exposure @requires-side-pots
  Rule: MULTIPLE-BUSTS — players knocked out on the same hand finish by the chips they started it with (house option multi_bust_ranking)
    Catalog MULTIPLE-BUSTS test (RRoP §15; TDA RP-8A for the shared places).

    Scenario: Two players out on one hand; the larger starting stack finishes higher
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 150   |
        | 3    | 80    |
        | 4    | 600   |
      And the house rule all_in_exposure is on
      And the board will be Qc 8h 9s 5h 4c
      When the next hand is dealt to seats 1, 2, 3 and 4 with the button on seat 1:
        | seat | cards |
        | 1    | As Ah |
        | 2    | Kd Kc |
        | 3    | 7d 2c |
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | fold   |        |
        | 1    | raise  | 1000   |
        | 2    | call   |        |
        | 3    | call   |        |
        | 1    | show   |        |
        | 2    | show   |        |
        | 3    | show   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      Then the rulings include PLAYER_BUSTED
      And seat 2 finishes in place 3
      And seat 3 finishes in place 4
      And seat 2 is empty
      And seat 1 has 1230 chips

    Scenario: Where the house shares the places, both players out on the hand finish alike
      Given a no-limit session with blinds 5/10 and the button on seat 2:
        | seat | stack |
        | 2    | 1000  |
        | 4    | 300   |
        | 6    | 120   |
        | 8    | 600   |
      And the house rule all_in_exposure is on
      And the house rule multi_bust_ranking is shared
      And the board will be Qc 8h 9s 5h 4c
      When the next hand is dealt to seats 2, 4, 6 and 8 with the button on seat 2:
        | seat | cards |
        | 2    | As Ah |
        | 4    | Kd Kc |
        | 6    | 7d 2c |
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 8    | fold   |        |
        | 2    | raise  | 1000   |
        | 4    | call   |        |
        | 6    | call   |        |
        | 2    | show   |        |
        | 4    | show   |        |
        | 6    | show   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      Then seat 4 finishes in place 3
      And seat 6 finishes in place 3

  @requires-tournament-floor
  Rule: HAND-FOR-HAND — on the bubble, players knocked out on the same hand share the best of their places (TDA), or finish by their starting stacks (RRoP)
    Catalog HAND-FOR-HAND test (TDA RP-8A; RRoP §15); option hand_for_hand_busts.

    @profile-tda-2024 @requires-floor-rulings @requires-all-in-exposure @requires-side-pots
    Scenario: Two players out on the bubble hand share third place, and the money is reached
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 9000  |
        | 2    | 3000  |
        | 3    | 1800  |
        | 4    | 6000  |
      When hand-for-hand play starts with 4 places paid
      Then the step is rejected with NOT_ON_THE_BUBBLE
      When hand-for-hand play starts with 2 places paid
      Then the rulings include HAND_FOR_HAND
      And the session shows:
        | field         | value        |
        | hand_for_hand | {"paid": 2}  |
      When the board will be Qc 8h 9s 5h 4c
      And the next hand is dealt to seats 1, 2, 3 and 4 with the button on seat 1:
        | seat | cards |
        | 1    | As Ah |
        | 2    | Kd Kc |
        | 3    | 7d 2c |
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | fold   |        |
        | 1    | raise  | 9000   |
        | 2    | call   |        |
        | 3    | call   |        |
        | 1    | show   |        |
        | 2    | show   |        |
        | 3    | show   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      Then the rulings include HAND_FOR_HAND_OVER
      And seat 2 finishes in place 3
      And seat 3 finishes in place 3

    @profile-tda-2024 @requires-all-in-exposure @requires-side-pots
    Scenario: Three players out on one hand-for-hand hand all share the best place
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 9000  |
        | 2    | 3000  |
        | 3    | 1800  |
        | 4    | 3000  |
        | 5    | 6000  |
      When hand-for-hand play starts with 2 places paid
      And the board will be Qc 8h 9s 5h 4c
      And the next hand is dealt to seats 1, 2, 3, 4 and 5 with the button on seat 1:
        | seat | cards |
        | 1    | As Ah |
        | 2    | Kd Kc |
        | 3    | 7d 2c |
        | 4    | Jd Jc |
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 3000   |
        | 5    | fold   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | call   |        |
        | 4    | show   |        |
        | 1    | show   |        |
        | 2    | show   |        |
        | 3    | show   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      Then seat 2 finishes in place 3
      And seat 3 finishes in place 3
      And seat 4 finishes in place 3

    @profile-rrop-cash @requires-floor-rulings @requires-early-tabling @requires-side-pots
    Scenario: By Robert's Rules the larger starting stack still finishes higher on the bubble
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 9000  |
        | 2    | 3000  |
        | 3    | 1800  |
        | 4    | 6000  |
      When hand-for-hand play starts with 2 places paid
      And the board will be Qc 8h 9s 5h 4c
      And the next hand is dealt to seats 1, 2, 3 and 4 with the button on seat 1:
        | seat | cards |
        | 1    | As Ah |
        | 2    | Kd Kc |
        | 3    | 7d 2c |
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | fold   |        |
        | 1    | raise  | 9000   |
        | 2    | call   |        |
        | 3    | call   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 2    | show   |
        | 3    | show   |
        | 1    | show   |
      Then the rulings include HAND_FOR_HAND_OVER
      And seat 2 finishes in place 3
      And seat 3 finishes in place 4

    @profile-rrop-cash @requires-early-tabling @requires-side-pots
    Scenario: By Robert's Rules equal starting stacks tie, and a smaller one finishes below them
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 9000  |
        | 2    | 3000  |
        | 3    | 1800  |
        | 4    | 3000  |
        | 5    | 6000  |
      When hand-for-hand play starts with 2 places paid
      And the board will be Qc 8h 9s 5h 4c
      And the next hand is dealt to seats 1, 2, 3, 4 and 5 with the button on seat 1:
        | seat | cards |
        | 1    | As Ah |
        | 2    | Kd Kc |
        | 3    | 7d 2c |
        | 4    | Jd Jc |
      And the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 4    | raise  | 3000   |
        | 5    | fold   |        |
        | 1    | call   |        |
        | 2    | call   |        |
        | 3    | call   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      And these actions happen:
        | seat | action |
        | 4    | show   |
        | 2    | show   |
        | 3    | show   |
        | 1    | show   |
      Then seat 2 finishes in place 3
      And seat 4 finishes in place 3
      And seat 3 finishes in place 5

    @requires-floor-rulings
    Scenario: Hand for hand the level clock stands still, and each hand takes two minutes off it
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      And each level lasts 6 minutes
      When hand-for-hand play starts with 3 places paid
      And 10 minutes of play pass
      Then the rulings include CLOCK_STOPPED
      And the level clock shows 6 minutes
      When the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      Then the rulings include HAND_FOR_HAND_TIME
      And the level clock shows 4 minutes

    Scenario: Hand for hand each hand takes the house's minutes off the level clock
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      And each level lasts 10 minutes
      And the house rule hand_for_hand_minutes is 3
      When hand-for-hand play starts with 3 places paid
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
        | 2    | fold   |
      Then the level clock shows 7 minutes

  @requires-tournament-floor
  Rule: PENALTY-HAND — a player serving a penalty is dealt in and posts his blinds, and his hand is killed as the deal ends
    Catalog PENALTY-HAND test (TDA 71-A, 71-C, 35-C); the same under both books.

    @requires-floor-rulings
    Scenario: A two-hand penalty: the player is dealt in, his blind stays in the pot, his hand is dead
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      When seat 3 is given a penalty of 2 hands
      Then the rulings include PENALTY
      And the session shows:
        | field           | value |
        | seats.3.penalty | 2     |
      When the next hand is dealt
      Then the rulings include PENALTY_HAND
      And seats 1, 2, 3 and 4 are dealt in
      When the hand is dealt
      Then the rulings include PENALTY_HAND_DEAD
      And the snapshot shows:
        | field  | value |
        | hole.3 | []    |
      When these actions happen:
        | seat | action |
        | 4    | call   |
        | 1    | fold   |
        | 2    | fold   |
      Then seat 3 has 4900 chips
      And seat 4 has 5150 chips
      When the next hand is dealt
      And the hand is dealt
      Then the rulings include PENALTY_HAND_DEAD
      And the legal actions are:
        | to_act |
        | 1      |
      When these actions happen:
        | seat | action |
        | 1    | fold   |
        | 2    | fold   |
      Then seat 3 has 4850 chips
      And seat 4 has 5200 chips
      When the next hand is dealt
      And the hand is dealt
      And seat 2 folds
      Then the legal actions are:
        | to_act | call |
        | 3      | 100  |

    @requires-floor-rulings
    Scenario: A penalty of one round given during a hand starts with the next hand
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
      When the next hand is dealt
      And the hand is dealt
      And seat 3 is given a penalty of 1 round
      Then the rulings include PENALTY
      And the session shows:
        | field           | value |
        | seats.3.penalty | 3     |
      When seat 1 folds
      And seat 2 folds
      Then seat 3 has 5050 chips
      When the next hand is dealt
      And the hand is dealt
      Then the rulings include PENALTY_HAND_DEAD
      And the legal actions are:
        | to_act |
        | 2      |

    Scenario: A penalized big blind's blind stays in the pot when everyone folds to the small blind
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
        | 4    | 5000  |
      When seat 3 is given a penalty of 1 hand
      And the next hand is dealt
      And the hand is dealt
      And these actions happen:
        | seat | action |
        | 4    | fold   |
        | 1    | fold   |
      Then seat 2 has 5100 chips
      And seat 3 has 4900 chips
