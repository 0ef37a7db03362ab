@api
Feature: Joining a team through its invite link
  A team's admin shares its invite link (/teams?join=<team>). A registered
  colleague who follows it joins the team; points count from that moment on.

  Decisions (where the spec leaves a choice):
  - Following the link again changes nothing and says the traveller already
    is a member.
  - A full team says so, and the traveller stays out.

  Background:
    Given Ana has signed in
    And Ana has created the team "Gate Runners"

  Rule: A registered traveller joins a team through its invite link

    Scenario: Ben follows Ana's invite link
      Given Ben has signed in
      When Ben follows the invite link of "Gate Runners"
      Then Ben is told he joined "Gate Runners"
      And Ben is a member of "Gate Runners"
      And "Gate Runners" has 2 of 10 members

  Rule: Joining twice changes nothing

    Scenario: Ben follows the invite link a second time
      Given Ben has signed in
      And Ben has joined the team "Gate Runners"
      When Ben follows the invite link of "Gate Runners"
      Then Ben is told he already is a member of "Gate Runners"
      And "Gate Runners" has 2 of 10 members

  Rule: A full team refuses joins with a clear message

    Scenario: Ben is the eleventh to follow the link
      Given 9 colleagues of Ana have joined the team "Gate Runners"
      And Ben has signed in
      When Ben follows the invite link of "Gate Runners"
      Then Ben is told "This team is full: it already has its maximum number of members."
      And "Gate Runners" has 10 of 10 members
      And Ben has no teams

  Rule: Only a registered traveller joins, and only for themself

    Scenario: Maya, without an account, is asked to sign in
      Given Maya uses the app on a new device
      When Maya follows the invite link of "Gate Runners"
      Then Maya is asked to sign in
      And "Gate Runners" has 1 of 10 members

    Scenario: Ben cannot join naming another traveller's device
      Given Maya uses the app on a new device
      And Ben has signed in
      When Ben follows the invite link of "Gate Runners" naming Maya's device as the uid
      Then Ben is refused because that uid is not his
      And "Gate Runners" has 1 of 10 members

    Scenario: A link to a team that does not exist
      Given a team "Ghost Crew" that does not exist
      And Ben has signed in
      When Ben follows the invite link of "Ghost Crew"
      Then Ben is told "Team not found."
