@api
Feature: Workouts grow with the traveller
  The app keeps each traveller's progress from the workouts they finish: how
  many, this week's training load and last week's, what they have done of
  each exercise, how well they recover, and the intensity they train at. Each
  new workout is designed from it: a step harder when the last ones were
  easy, a step easier after one that was too much, and never more than one
  step in a week.

  Decisions (where the spec leaves a choice):
  - The intensity is a step: one below the level the traveller chooses, the
    level itself (where everyone starts), and one or two above it.
  - A workout is easy when every set was done and the traveller rated it 6 or
    less out of 10, or did not rate it (the generator does not ask). Three
    easy workouts in a row make the intensity one step harder.
  - A workout left unfinished, or rated 9 or 10, makes it one step easier at
    once. One rated 7 or 8 keeps it where it is, and makes it easier while
    the traveller's recovery (their recovery scores and sleep) is poor.
  - A week starts on Monday at 00:00 UTC. Within one week the intensity never
    moves more than one step; a step earned beyond that is taken the next
    week.
  - A step harder gives harder moves while the level chosen has harder moves
    of its own (intermediate and advanced, one step); otherwise 10 % more
    reps and longer holds (beginners, and everyone's second step). No step
    up is taken on a day the traveller is tired, sore, stressed or short of
    sleep: that day's plan is eased as always.
  - A traveller who has not finished a workout yet gets the plans everyone
    got before.

  Background:
    Given Ana has signed in
    And Ana's subscription status is active
    And the clock reaches Monday 08:00 UTC
    And Ana generates a 20-minute workout with the seed "lisbon"

  Rule: Easy, complete workouts make the next workout one step harder

    Scenario Outline: After a week of easy, complete workouts Ana's next workout is one step harder
      When Ana finishes it in full on Monday, Wednesday and Friday, <rating>
      And Ana generates a 20-minute workout with the seed "lisbon"
      Then Ana's next workout is one step harder than her first
      And Ana trains one step above her level

      Examples:
        | rating                  |
        | rating each 5 out of 10 |
        | without rating them     |

    Scenario: Two easy workouts are not a week of them yet
      When Ana finishes it in full on Monday and Wednesday, rating each 5 out of 10
      And Ana generates a 20-minute workout with the seed "lisbon"
      Then both plans have the same exercises, sets and times
      And Ana trains at her level

    Scenario: A workout that felt hard starts the count again
      When Ana finishes it in full on Monday and Tuesday, rating each 5 out of 10
      And Ana finishes it in full on Wednesday, rating it 8 out of 10
      And Ana finishes it in full on Thursday, rating it 5 out of 10
      Then Ana trains at her level

  Rule: An unfinished or very hard workout makes the next one a step easier at once

    Scenario: After an incomplete, very hard workout Ana's next workout eases
      When Ana stops after 6 of 18 sets, rating it 9 out of 10
      And Ana generates a 20-minute workout with the seed "lisbon"
      Then Ana's next workout is one step easier than her first
      And Ana trains one step below her level

    Scenario: A complete workout rated 10 out of 10 eases the next one too
      When Ana finishes a workout in full, rating it 10 out of 10
      Then Ana trains one step below her level

  Rule: The intensity never moves more than one step in a week

    Scenario: Never two steps in one week
      When Ana finishes it in full every day from Monday to Saturday, rating each 4 out of 10
      Then Ana trains one step above her level
      When the clock reaches Monday 08:00 UTC
      And Ana finishes a workout in full, rating it 4 out of 10
      Then Ana trains two steps above her level

    Scenario: After a step up and a step back, a second bad day waits for the next week
      When Ana finishes it in full on Monday, Tuesday and Wednesday, rating each 5 out of 10
      And Ana stops after 6 of 18 sets on Thursday, rating it 9 out of 10
      And Ana stops after 6 of 18 sets on Friday, rating it 9 out of 10
      Then Ana trains at her level
      When the clock reaches Monday 08:00 UTC
      And Ana stops after 6 of 18 sets, rating it 9 out of 10
      Then Ana trains one step below her level
