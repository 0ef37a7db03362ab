@api
Feature: Leaving a team
  A member may leave a team at any time, taking the points they brought with
  them. A team is never left without an admin: when the last admin leaves,
  the member who has been in the team longest takes over. When the last
  member leaves, the team is closed.

  Background:
    Given Ana has signed in
    And Ana has created the team "Gate Runners"

  Rule: A member leaves, and their points leave the team's total

    Scenario: Ben leaves after a workout
      Given Ben has signed in
      And Ben has joined the team "Gate Runners"
      And Ana finishes a 10-minute workout in "hotel room"
      And Ben finishes a 10-minute workout in "airport gate"
      When Ben leaves "Gate Runners"
      Then "Gate Runners" has 1 of 10 members and 105 points
      And Ben has no teams

  Rule: When the last admin leaves, the longest-standing member becomes admin

    Scenario: Ana leaves; Ben, who joined before Carla, takes over
      Given Ben has signed in
      And Ben has joined the team "Gate Runners"
      And a day later Carla has signed in and joined "Gate Runners"
      When Ana leaves "Gate Runners"
      Then the members of "Gate Runners" read
        | member | role   | points |
        | Ben    | admin  | 0      |
        | Carla  | member | 0      |
      And Ben may now rename "Gate Runners"

  Rule: When the last member leaves, the team is closed

    Scenario: Ana leaves the team she is alone in
      When Ana leaves "Gate Runners"
      Then Ana has no teams
      And the page of "Gate Runners" says "Team not found."

  Rule: Only a member leaves

    Scenario: Carla, who never joined, cannot leave
      Given Carla has signed in
      When Carla leaves "Gate Runners"
      Then Carla is told "Not a member of this team."
