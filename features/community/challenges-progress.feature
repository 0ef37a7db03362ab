@api
Feature: Challenge progress from finished workouts
  Every workout a traveller finishes moves their challenges on, each kind in
  its own way: a points race counts the points earned since joining, a streak
  battle the best streak reached, a city conquest the different cities
  trained in, and a team challenge the points of the traveller's team.
  Reaching the target completes the challenge; every participant has a rank.

  Decisions (where the spec leaves a choice):
  - Only workouts from the moment a traveller joins until the end date count,
    and never one before the challenge starts.
  - A streak battle counts the streak as the traveller's streak stands after
    each workout, so a streak begun before joining counts whole once they
    train again.
  - Cities are compared as on the passport: "Lisbon" and "lisbon" are one city.
  - A team challenge counts each team-mate's workouts from when they joined
    the team; a traveller without a team makes no progress in one.
  - Ranks follow progress; on equal progress, the one who completed first
    ranks first; travellers with equal progress and no completion share a rank.

  Background:
    Given Maya uses the app on a new device
    And Maya is in the team "Gate Sprinters"

  Rule: Each kind of challenge counts its own progress

    Scenario Outline: Maya's <kind> after three workouts on three days in two cities
      Given the <kind> "<challenge>" with a target of <target> is open
      And Maya has joined "<challenge>"
      When Maya finishes a 10-minute workout in "Lisbon", "Portugal" the next day
      And Maya finishes a 10-minute workout in "lisbon", "PORTUGAL" the next day
      And Maya finishes a 10-minute workout in "Madrid", "Spain" the next day
      Then Maya's progress in "<challenge>" is <progress>
      And Maya has not completed "<challenge>"

      Examples:
        | kind           | challenge        | target       | progress |
        | points race    | Spring Sprint    | 1,000 points | 330      |
        | streak battle  | Daily Habit      | 7 days       | 3        |
        | city conquest  | Capital Tour     | 5 cities     | 2        |
        | team challenge | Team Marathon    | 2,000 points | 330      |

    Scenario: Gießen and GIESSEN are one city in a city conquest
      Given the city conquest "Capital Tour" with a target of 5 cities is open
      And Maya has joined "Capital Tour"
      When Maya finishes a 10-minute workout in "Gießen", "Deutschland" the next day
      And Maya finishes a 10-minute workout in "GIESSEN", "DEUTSCHLAND" the next day
      Then Maya's progress in "Capital Tour" is 1

    Scenario: Workouts before joining do not count
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Maya finishes a 10-minute workout in "hotel room"
      When Maya joins "Spring Sprint"
      And Maya finishes a 20-minute workout in "hotel room"
      Then Maya's progress in "Spring Sprint" is 205

    Scenario: A streak begun before joining counts whole once Maya trains again
      Given the streak battle "Daily Habit" with a target of 7 days is open
      And Maya has joined "Daily Habit"
      And Maya has trained every day for the last 5 days
      When Maya finishes a workout the next day
      Then Maya's progress in "Daily Habit" is 6

    Scenario: A team-mate's workouts count for the whole team
      Given the team challenge "Team Marathon" with a target of 2,000 points is open
      And Ben uses the app on a new device
      And Ben is in the team "Gate Sprinters"
      And Maya has joined "Team Marathon"
      When Ben finishes a 20-minute workout in "hotel room"
      And Maya finishes a 10-minute workout in "hotel room"
      Then Maya's progress in "Team Marathon" is 310

    Scenario: Without a team, a team challenge makes no progress
      Given the team challenge "Team Marathon" with a target of 2,000 points is open
      And Carla uses the app on a new device
      And Carla has joined "Team Marathon"
      When Carla finishes a 30-minute workout in "hotel room"
      Then Carla's progress in "Team Marathon" is 0

  Rule: Reaching the target completes the challenge, and ranks follow progress

    Scenario: The first to reach the target ranks first on equal progress
      Given the points race "Sprint" with a target of 300 points is open
      And Ana, Ben and Carla have joined "Sprint"
      When Ben finishes a 30-minute workout in "hotel room"
      And Ana finishes a 30-minute workout in "hotel room"
      And Carla finishes a 10-minute workout in "hotel room"
      Then Ben's progress in "Sprint" is 305, completed, at rank 1
      And Ana's progress in "Sprint" is 305, completed, at rank 2
      And Carla's progress in "Sprint" is 105, not completed, at rank 3

    Scenario: Ranks change as progress does
      Given the points race "Sprint" with a target of 300 points is open
      And Ana, Ben and Carla have joined "Sprint"
      And Ben finishes a 30-minute workout in "hotel room"
      And Ana finishes a 10-minute workout in "hotel room"
      When Carla finishes a 40-minute workout in "hotel room"
      Then Carla's progress in "Sprint" is 405, completed, at rank 1
      And Ben's progress in "Sprint" is 305, completed, at rank 2
      And Ana's progress in "Sprint" is 105, not completed, at rank 3

    Scenario: Travellers who have not started share the last rank
      Given the points race "Sprint" with a target of 300 points is open
      And Ana, Ben and Carla have joined "Sprint"
      When Ana finishes a 10-minute workout in "hotel room"
      Then Ana's progress in "Sprint" is 105, not completed, at rank 1
      And Ben's progress in "Sprint" is 0, not completed, at rank 2
      And Carla's progress in "Sprint" is 0, not completed, at rank 2

  Rule: A workout counted once counts once

    Scenario: Maya's app sends the same finished workout twice
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Maya has joined "Spring Sprint"
      When Maya finishes a 10-minute workout in "hotel room"
      And Maya's app sends the same finished workout again
      Then Maya's progress in "Spring Sprint" is 105
