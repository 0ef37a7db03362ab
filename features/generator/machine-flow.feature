@machine
Feature: The generator's flow
  At /app a traveller with a trial or a plan fills in the generator's form;
  the plan it returns is previewed; Start Workout shows a 10-second
  countdown, then the workout. Generate New, generate another and leaving
  the workout start again from the form. A finished workout is recorded
  once, however often the call has to be sent.

  Background:
    Given the server will plan an intermediate workout of "Bodyweight Squat", "Push-up" and "Plank"
    And the traveller opens the generator

  Rule: A generated plan is previewed; a failure returns to the form with a message

    Scenario: Generating a workout
      When the traveller generates a 10-minute workout
      Then the generator shows the generating
      When the server answers with the plan
      Then the generator shows the preview

    Scenario: Generation fails
      When the traveller generates a 10-minute workout
      And the server fails to plan it
      Then the generator shows the form
      And the toast reads "Error — Failed to generate workout. Please try again."

    Scenario: The traveller's trial has ended meanwhile
      When the traveller generates a 10-minute workout
      And the server answers that a trial or plan is required
      Then the generator shows the upsell

  Rule: Start Workout counts down from 10, then the workout starts running

    Background:
      Given the traveller has generated a 10-minute workout

    Scenario: The countdown runs out
      When the traveller starts the workout from the preview
      Then the generator shows the countdown
      And the countdown shows 10
      When 9.5 seconds pass
      Then the countdown shows 1
      When 0.5 seconds more pass
      Then the generator shows the workout
      And the workout shows "Bodyweight Squat", exercise 1 of 3, set 1 of 3
      And the set timer has 45 seconds left
      And the workout timer is running

    Scenario: The traveller skips the countdown
      When the traveller starts the workout from the preview
      And 4 seconds pass
      And the traveller skips the countdown
      Then the generator shows the workout
      And the set timer has 45 seconds left

    Scenario: The countdown beeps in its last 3 seconds, rising from 500 Hz
      When the traveller starts the workout from the preview
      Then the coming beeps are:
        | in seconds | Hz  | ms  |
        | 7          | 500 | 180 |
        | 8          | 600 | 180 |
        | 9          | 700 | 180 |

    Scenario: The tab is hidden during the countdown
      When the traveller starts the workout from the preview
      And the phone is locked for 3 minutes
      Then the generator shows the workout
      And the workout shows "Push-up", exercise 2 of 3, set 1 of 3
      And the workout rests with 30 seconds left

  Rule: Generate New, generate another and leaving reset everything to the form

    Background:
      Given the traveller has generated a 10-minute workout

    Scenario: Generate New from the preview
      When the traveller chooses Generate New
      Then the generator shows the form
      And the generator keeps no plan

    Scenario: Leaving during the workout
      Given the traveller has started it and skipped the countdown
      When the traveller leaves the workout
      Then the generator shows the form
      And the generator keeps no plan
      And no beeps are coming

    Scenario: Generate another after the workout
      Given the traveller has started it and skipped the countdown
      And the workout is on "Plank" set 3
      And the traveller completes the set
      When the traveller chooses Generate New
      Then the generator shows the form
      And the generator keeps no plan

  Rule: A finished workout is recorded once, with one completion id

    Background:
      Given the traveller has generated a 10-minute workout
      And the traveller has started it and skipped the countdown

    Scenario: The workout is recorded when it is completed
      Given the workout is on "Plank" set 3
      When the traveller completes the set
      Then the workout is recorded once with 9 of 9 sets done at the hotel room

    Scenario: The call fails twice and is sent again with the same completion id
      Given the server fails to record the first 2 completions
      And the workout is on "Plank" set 3
      When the traveller completes the set
      Then the completion is sent 3 times with one completion id

    Scenario: With no network the workout is saved on the phone instead of being sent again and again
      Given the phone has no network
      And the workout is on "Plank" set 3
      When the traveller completes the set
      Then the workout is saved on the phone to be sent when the network returns
