@api
Feature: Creating a team
  Road warriors train alone; a team lets colleagues train together. A
  registered traveller creates a team with a name, an emoji (a runner unless
  they pick another) and, if they like, a description. They become its admin
  and its only member. A team holds 10 members, and its page shows each of
  them under a public name only.

  Decisions (where the spec leaves a choice):
  - A team's name has at most 50 characters and its description at most 280,
    both trimmed; a description left blank is no description.
  - The emoji is one emoji (a pictograph with its skin tone, or a flag);
    letters and digits are refused.
  - A traveller may be a member of several teams.
  - A team's page is open to anyone with its link, so an invited colleague
    sees whom they would join; it shows public names only.

  Rule: A registered traveller creates a team and becomes its admin and only member

    Scenario: Ana creates a team and keeps the runner emoji
      Given Ana has signed in
      When Ana creates the team "Gate Runners"
      Then the team "Gate Runners" is created with the emoji "🏃", no description and 1 of 10 members
      And Ana is the admin of "Gate Runners" with 0 points
      And Ana's teams are "Gate Runners"

    Scenario: Ana picks an emoji and writes a description
      Given Ana has signed in
      When Ana creates the team "Red-eye Crew" with the emoji "✈️" and the description "  Workouts between flights  "
      Then the team "Red-eye Crew" is created with the emoji "✈️", the description "Workouts between flights" and 1 of 10 members

    Scenario: Ana is in a team of her own and in Ben's
      Given Ana has signed in
      And Ben has signed in
      And Ben has created the team "Lounge Lifters"
      And Ana has created the team "Gate Runners"
      When Ana follows the invite link of "Lounge Lifters"
      Then Ana's teams are "Lounge Lifters" and "Gate Runners"

  Rule: A team's name is required, not blank, and at most 50 characters

    Scenario Outline: A team named <name> is refused
      Given Ana has signed in
      When Ana creates a team named <name>
      Then Ana is refused for the team's "name" with "<message>"
      And Ana has no teams

      Examples:
        | name                          | message                                 |
        | ""                            | Team name is required                   |
        | "     "                       | Team name is required                   |
        | with 51 characters            | Team name must be at most 50 characters |

    Scenario: A name of 50 characters, with spaces around it, is kept trimmed
      Given Ana has signed in
      When Ana creates a team named with 50 characters and spaces around them
      Then Ana's team is created with its name trimmed to 50 characters

    Scenario: A description of 281 characters is refused
      Given Ana has signed in
      When Ana creates the team "Gate Runners" with a description of 281 characters
      Then Ana is refused for the team's "description" with "Description must be at most 280 characters"

    Scenario: Letters are not an emoji
      Given Ana has signed in
      When Ana creates the team "Gate Runners" with the emoji "GR"
      Then Ana is refused for the team's "emoji" with "Choose one emoji"

  Rule: Only a registered traveller creates a team, and only for themself

    Scenario: Maya, without an account, is asked to sign in
      Given Maya uses the app on a new device
      When Maya creates the team "Hotel Heroes"
      Then Maya is asked to sign in

    Scenario: Ana cannot create a team in Ben's name
      Given Ana has signed in
      And Ben has signed in
      When Ana creates the team "Gate Runners" naming Ben as its creator
      Then Ana is told "You can only act as yourself."
      And Ben has no teams

  Rule: A team's page shows its members by public name, role and points only

    Scenario: A visitor opens the page of Ana's team
      Given Ana has signed in
      And Ana has created the team "Gate Runners"
      And Ben has signed in
      And Ben has joined the team "Gate Runners"
      When a visitor opens the page of "Gate Runners"
      Then the members of "Gate Runners" read
        | member | role   | points |
        | Ana    | admin  | 0      |
        | Ben    | member | 0      |
      And every member is shown as "Traveler-" and the last 4 characters of their public id
      And the page shows no member's e-mail, username, device or session

    Scenario: Ben finds himself marked on the page
      Given Ana has signed in
      And Ana has created the team "Gate Runners"
      And Ben has signed in
      And Ben has joined the team "Gate Runners"
      When Ben opens the page of "Gate Runners"
      Then Ben's row is marked as his and no one else's

    Scenario: A team that does not exist
      Given a team "Ghost Crew" that does not exist
      When a visitor opens the page of "Ghost Crew"
      Then the visitor is told "Team not found."
