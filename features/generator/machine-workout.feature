@machine
Feature: The generated workout's timer
  Once the countdown is over, the generator times every exercise as 3 sets of
  45 seconds. A set ends with the Complete set button or when its timer
  reaches zero; a 10-second rest follows sets 1 and 2, and a longer rest, by
  level, leads to the next exercise. The timer keeps real time: a phone
  locked in a pocket or a tab left in the background finds the workout where
  a wall clock would.

  Choices recorded here (the spec reads two ways):
  - "fewer than 3 sets done" counts the set being completed: sets 1 and 2
    rest 10 seconds, the third moves on to the next exercise, so the screen
    never shows "set 4 of 3";
  - Reset timer and Complete set are not offered during a rest;
  - a set completed while paused starts its rest paused;
  - the workout timer beeps before the end of rests as well as of sets.

  Background:
    Given the server will plan an intermediate workout of "Bodyweight Squat", "Push-up" and "Plank"
    And the traveller has generated a 10-minute workout
    And the traveller has started it and skipped the countdown

  Rule: The workout starts running on exercise 1, set 1, with 45 seconds

    Scenario: The first set starts
      Then the workout shows "Bodyweight Squat", exercise 1 of 3, set 1 of 3
      And the set timer has 45 seconds left
      And the workout timer is running
      And the workout is 0 % complete

  Rule: Completing set 1 or 2 counts it and rests 10 seconds before the next set

    Scenario: The traveller completes the first set with the button
      When 12 seconds pass
      And the traveller completes the set
      Then the toast reads "Set 1 Complete! — 10 seconds rest, then next set"
      And the workout rests with 10 seconds left
      And the workout shows "Bodyweight Squat", exercise 1 of 3, set 2 of 3
      And the workout is 11 % complete
      And Complete set is not offered
      And Reset timer is not offered

    Scenario: The set's timer reaches zero
      When 44.9 seconds pass
      Then the set timer has 0.1 seconds left
      When 0.1 seconds more pass
      Then the toast reads "Set 1 Complete! — 10 seconds rest, then next set"
      And the workout rests with 10 seconds left
      And the workout shows "Bodyweight Squat", exercise 1 of 3, set 2 of 3

    Scenario: The second set is completed
      Given the workout is on "Bodyweight Squat" set 2
      When the traveller completes the set
      Then the toast reads "Set 2 Complete! — 10 seconds rest, then next set"
      And the workout shows "Bodyweight Squat", exercise 1 of 3, set 3 of 3
      And the workout is 22 % complete

  Rule: When the rest reaches zero the set's timer is back at 45 seconds

    Scenario: The rest after set 1 ends
      When the traveller completes the set
      And 10 seconds pass
      Then the toast reads "Rest Complete! — Time for your next set"
      And the set timer has 45 seconds left
      And the workout timer is running
      And Complete set is offered

  Rule: The third set moves to the next exercise at set 1 after a rest by level

    Scenario: The third set of squats is completed
      Given the workout is on "Bodyweight Squat" set 3
      When the traveller completes the set
      Then the workout shows "Push-up", exercise 2 of 3, set 1 of 3
      And the workout rests with 45 seconds left
      And the workout is 33 % complete
      When 45 seconds pass
      Then the set timer has 45 seconds left

  Rule: The rest before the next exercise is 30, 45 or 60 seconds by level

    Scenario Outline: A <level> workout moves on to its second exercise
      Given the traveller leaves the workout
      And the server will plan an <level> workout of "Squat", "Plank" and "Bird Dog"
      And the traveller has generated a 10-minute workout
      And the traveller has started it and skipped the countdown
      And the workout is on "Squat" set 3
      When the traveller completes the set
      Then the workout shows "Plank", exercise 2 of 3, set 1 of 3
      And the workout rests with <rest> left

      Examples:
        | level        | rest       |
        | beginner     | 30 seconds |
        | intermediate | 45 seconds |
        | advanced     | 60 seconds |

  Rule: The third set of the last exercise completes the workout

    Scenario: The last set of planks is completed
      Given the workout is on "Plank" set 3
      When the traveller completes the set
      Then the toast reads "Workout Complete! — Amazing job finishing your workout!"
      And the generator shows the completion
      And the summary counts 3 exercises, 9 sets and 10 minutes

    Scenario: The last set of planks runs out
      Given the workout is on "Plank" set 3
      When 45 seconds pass
      Then the generator shows the completion
      And no beeps are coming

  Rule: Pause keeps the time left exactly; the timer only runs while running

    Scenario: Pausing and resuming a set
      When 20 seconds pass
      And the traveller pauses the timer
      Then the workout timer is paused
      When 60 seconds pass
      Then the set timer has 25 seconds left
      When the traveller resumes the timer
      And 24.9 seconds pass
      Then the set timer has 0.1 seconds left

    Scenario: Space pauses and resumes
      When the traveller presses Space on the workout
      Then the workout timer is paused
      When the traveller presses Space on the workout
      Then the workout timer is running

    Scenario: A set completed while paused rests paused
      When the traveller pauses the timer
      And the traveller completes the set
      Then the workout rests with 10 seconds left
      And the workout timer is paused

  Rule: Reset timer puts the set's timer back to 45 seconds

    Scenario: Resetting the timer
      When 30 seconds pass
      And the traveller resets the timer
      Then the set timer has 45 seconds left
      And the workout timer is running
      And the workout shows "Bodyweight Squat", exercise 1 of 3, set 1 of 3

  Rule: Progress is (exercise index + sets done / 3) / exercise count × 100

    Scenario Outline: Progress through the workout
      Given the workout is on "<exercise>" set <set>
      Then the workout is <percent> % complete

      Examples:
        | exercise         | set | percent |
        | Bodyweight Squat | 1   | 0       |
        | Bodyweight Squat | 3   | 22      |
        | Push-up          | 1   | 33      |
        | Push-up          | 2   | 44      |
        | Plank            | 3   | 89      |

  Rule: The workout timer beeps 3, 2 and 1 seconds before its end at 600, 700 and 800 Hz for 200 ms

    Scenario: The beeps of a set
      When 10 seconds pass
      Then the coming beeps are:
        | in seconds | Hz  | ms  |
        | 32         | 600 | 200 |
        | 33         | 700 | 200 |
        | 34         | 800 | 200 |

    Scenario: The beeps of a rest
      When the traveller completes the set
      Then the coming beeps are:
        | in seconds | Hz  | ms  |
        | 7          | 600 | 200 |
        | 8          | 700 | 200 |
        | 9          | 800 | 200 |

    Scenario: A paused timer does not beep
      When the traveller pauses the timer
      Then no beeps are coming

  Rule: After a gap the workout catches up through every phase that passed

    Scenario: The phone is locked for 3 minutes
      When the phone is locked for 3 minutes
      Then the workout shows "Push-up", exercise 2 of 3, set 1 of 3
      And the workout rests with 20 seconds left
      And the workout is 33 % complete
      And the workout timer is running

    Scenario: Second by second or in one go, the workout is in the same place
      When 180 seconds pass one second at a time
      Then the workout shows "Push-up", exercise 2 of 3, set 1 of 3
      And the workout rests with 20 seconds left
