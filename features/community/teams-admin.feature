@api
Feature: The admin runs the team
  The traveller who created a team is its admin, shown with a crown. The
  admin renames the team, changes its emoji or description, and removes
  members. Nobody else changes the team.

  Background:
    Given Ana has signed in
    And Ana has created the team "Gate Runners"
    And Ben has signed in
    And Ben has joined the team "Gate Runners"

  Rule: The admin renames the team and changes its emoji and description

    Scenario: Ana renames her team and gives it a new emoji and description
      When Ana changes "Gate Runners" to the name "Lounge Lifters", the emoji "🏋️" and the description "Hotel gyms at dawn"
      Then the team is now "Lounge Lifters" with the emoji "🏋️" and the description "Hotel gyms at dawn"
      And Ben's teams are "Lounge Lifters"

    Scenario: Ana removes the description
      Given Ana has changed the description of "Gate Runners" to "Hotel gyms at dawn"
      When Ana removes the description of "Gate Runners"
      Then the team is now "Gate Runners" with the emoji "🏃" and no description

    Scenario: A new name is held to the same rules
      When Ana changes "Gate Runners" to the name "   "
      Then Ana is refused for the team's "name" with "Team name is required"

  Rule: Only the admin changes the team

    Scenario: Ben, a member, cannot rename the team
      When Ben changes "Gate Runners" to the name "Ben's Bunch"
      Then Ben is told "Only the team’s admin can do this."
      And Ana's teams are "Gate Runners"

    Scenario: Ben, a member, cannot remove Carla
      Given Carla has signed in
      And Carla has joined the team "Gate Runners"
      When Ben removes Carla from "Gate Runners"
      Then Ben is told "Only the team’s admin can do this."
      And "Gate Runners" has 3 of 10 members

    Scenario: Dan, who is not a member, cannot rename the team
      Given Dan has signed in
      When Dan changes "Gate Runners" to the name "Dan's Team"
      Then Dan is told "Only the team’s admin can do this."

  Rule: The admin removes a member, whose points leave with them

    Scenario: Ana removes Ben after his workout
      Given Ben finishes a 10-minute workout in "airport gate"
      When Ana removes Ben from "Gate Runners"
      Then the members of "Gate Runners" read
        | member | role  | points |
        | Ana    | admin | 0      |
      And "Gate Runners" has 1 of 10 members and 0 points
      And Ben has no teams

    Scenario: The admin leaves with Leave, not by removing herself
      When Ana removes Ana from "Gate Runners"
      Then Ana is told "To leave your own team, use Leave team."
      And "Gate Runners" has 2 of 10 members

    Scenario: Removing someone who is not a member
      Given Carla has signed in
      When Ana removes Carla from "Gate Runners"
      Then Ana is told "Not a member of this team."
