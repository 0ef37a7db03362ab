@api
Feature: Team points
  A team's points are what its members earned since they joined: each
  member's points contributed are the points of their workouts finished after
  joining, and the team's total is the sum of those.

  Decisions (where the spec leaves a choice): a workout counts for every team
  its traveller is a member of when they finish it.

  Background:
    Given Ana has signed in
    And Ana has created the team "Gate Runners"
    And Ben has signed in

  Rule: Members' workouts after joining add up to the team's points

    Scenario: Ana's and Ben's workouts add up
      Given Ben has joined the team "Gate Runners"
      When Ana finishes a 10-minute workout in "hotel room"
      And Ben finishes a 10-minute workout in "airport gate"
      Then the members of "Gate Runners" read
        | member | role   | points |
        | Ben    | member | 125    |
        | Ana    | admin  | 105    |
      And "Gate Runners" has 2 of 10 members and 230 points
      And Ana's teams show "Gate Runners" with 230 points

  Rule: Workouts finished before joining never count

    Scenario: Ben's workout before he joined stays his own
      Given Ben finishes a 10-minute workout in "hotel room"
      And Ben has joined the team "Gate Runners"
      When Ben finishes a 15-minute workout in "hotel room"
      Then the members of "Gate Runners" read
        | member | role   | points |
        | Ben    | member | 155    |
        | Ana    | admin  | 0      |
      And "Gate Runners" has 2 of 10 members and 155 points

  Rule: A workout counts for each of the traveller's teams

    Scenario: Ben is in two teams
      Given Ben has created the team "Lounge Lifters"
      And Ben has joined the team "Gate Runners"
      When Ben finishes a 10-minute workout in "hotel room"
      Then "Gate Runners" has 2 of 10 members and 105 points
      And "Lounge Lifters" has 1 of 10 members and 105 points
