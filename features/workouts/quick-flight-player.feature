@machine
Feature: The quick flight workout player
  The player takes a traveller through a quick workout, exercise by exercise
  and set by set. A set in reps is counted for them, one rep every 2.5
  seconds, and is done at its target; a set in seconds is timed and is done
  at zero. A moment later (100 ms) the player moves on by itself. The last 3
  seconds of a timer beep. The player keeps real time: a phone locked in a
  pocket finds it where a wall clock would.

  Choices recorded here (the spec is silent):
  - between sets and exercises the player rests as long as the workout says
    (its minutes were planned with those rests);
  - a move done on each side counts both sides in one set (2 reps per side
    is a set of 4 reps);
  - Stop halts the player and puts the set on screen back to its start,
    paused (during a rest, the set that comes next);
  - the beeps sound for a timer (a set in seconds, a rest); a rep counter
    does not beep.

  Background:
    Given a quick workout of:
      | exercise      | sets | each set        | rest between sets | rest after |
      | Wall push-up  | 2    | 4 reps          | 20 seconds        | 30 seconds |
      | Wall sit      | 2    | 10 seconds      | 0 seconds         | 0 seconds  |
      | Reverse lunge | 1    | 2 reps per side | 0 seconds         | 0 seconds  |
    And the traveller opens it in the player

  Rule: The player opens paused on the first set of the first exercise

    Scenario: Nothing counts before Start
      Then the player shows "Wall push-up", exercise 1 of 3, set 1 of 2
      And the player counts 0 of 4 reps
      And the player is paused
      When 10 seconds pass
      Then the player counts 0 of 4 reps

  Rule: A set in reps counts one rep every 2.5 seconds and is done at its target

    Scenario: Counting push-ups
      When the traveller presses Start
      And 2.4 seconds pass
      Then the player counts 0 of 4 reps
      When 0.1 seconds more pass
      Then the player counts 1 of 4 reps
      When 7.5 seconds more pass
      Then the player counts 4 of 4 reps
      And the player shows the set done

    Scenario: A move done on each side counts both sides
      Given the player is on "Reverse lunge" set 1
      Then the player counts 0 of 4 reps
      When 5 seconds pass
      Then the player counts 2 of 4 reps

  Rule: A set in seconds is done when its timer reaches zero

    Scenario: Holding the wall sit
      Given the player is on "Wall sit" set 1
      Then the player's timer shows 10 seconds
      When 9.9 seconds pass
      Then the player's timer shows 1 second
      When 0.1 seconds more pass
      Then the player shows the set done
      And the player's timer shows 0 seconds

  Rule: 100 ms after a set is done the player moves on, through the workout's rests

    Scenario: After the first set of push-ups, the rest before the second
      When the traveller presses Start
      And 10 seconds pass
      Then the player shows the set done
      And the player shows "Wall push-up", exercise 1 of 3, set 1 of 2
      When 0.1 seconds more pass
      Then the player rests with its timer at 20 seconds
      And the player shows "Wall push-up", exercise 1 of 3, set 2 of 2

    Scenario: After the last set of push-ups, the rest before the wall sit
      Given the player is on "Wall push-up" set 2
      When 10.1 seconds pass
      Then the player shows "Wall sit", exercise 2 of 3, set 1 of 2
      And the player rests with its timer at 30 seconds
      When 30 seconds pass
      Then the player's timer shows 10 seconds
      And the player is playing

    Scenario: Without a rest the next set starts at once
      Given the player is on "Wall sit" set 1
      When 10.1 seconds pass
      Then the player shows "Wall sit", exercise 2 of 3, set 2 of 2
      And the player's timer shows 10 seconds

    Scenario: The last set ends the workout
      Given the player is on "Reverse lunge" set 1
      When 10 seconds pass
      Then the player shows the set done
      When 0.1 seconds more pass
      Then the player has finished every exercise
      And the player shows 100 % done

  Rule: The timer runs only while playing; Pause keeps the set where it was

    Scenario: Pausing in the middle of a set
      When the traveller presses Start
      And 6 seconds pass
      And the traveller presses Pause
      Then the player is paused
      And the player counts 2 of 4 reps
      When 60 seconds pass
      Then the player counts 2 of 4 reps
      When the traveller presses Start
      And 1.5 seconds pass
      Then the player counts 3 of 4 reps

  Rule: Stop puts the set on screen back to its start, paused

    Scenario: Stopping in the middle of a set
      When the traveller presses Start
      And 6 seconds pass
      And the traveller presses Stop
      Then the player is paused
      And the player counts 0 of 4 reps
      And the player shows "Wall push-up", exercise 1 of 3, set 1 of 2

    Scenario: Stopping during a rest
      When the traveller presses Start
      And 15 seconds pass
      And the traveller presses Stop
      Then the player is paused
      And the player shows "Wall push-up", exercise 1 of 3, set 2 of 2
      And the player counts 0 of 4 reps

  Rule: A timer beeps 3, 2 and 1 seconds before it reaches zero

    Scenario: The beeps of a timed set
      Given the player is on "Wall sit" set 1
      Then the player will beep in 7, 8 and 9 seconds

    Scenario: The beeps of a rest
      When the traveller presses Start
      And 10.1 seconds pass
      Then the player will beep in 17, 18 and 19 seconds

    Scenario: A beep already past is not played again
      Given the player is on "Wall sit" set 1
      When 7.5 seconds pass
      Then the player will beep in 0.5 and 1.5 seconds

    Scenario: A rep counter does not beep
      When the traveller presses Start
      Then the player will not beep

    Scenario: A paused player does not beep
      Given the player is on "Wall sit" set 1
      When the traveller presses Pause
      Then the player will not beep

  Rule: Progress is (exercise index + sets done / sets) / exercise count × 100

    Scenario Outline: Progress through the workout
      Given the player is on "<exercise>" set <set>
      Then the player shows <percent> % done

      Examples:
        | exercise      | set | percent |
        | Wall push-up  | 1   | 0       |
        | Wall push-up  | 2   | 17      |
        | Wall sit      | 1   | 33      |
        | Wall sit      | 2   | 50      |
        | Reverse lunge | 1   | 67      |

  Rule: After a gap the player catches up through every phase that passed

    Scenario: The phone is locked for a minute
      When the traveller presses Start
      And the traveller locks the phone for 60 seconds
      Then the player shows "Wall sit", exercise 2 of 3, set 1 of 2
      And the player rests with its timer at 11 seconds
      And the player is playing
