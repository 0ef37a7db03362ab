@ui
Feature: Inviting a colleague to a team
  A traveller creates a team on the teams page and copies its invite link. A
  colleague who opens the link is asked to sign in or sign up first, comes
  back to the team, and joins it.

  Rule: A colleague joins through the invite link once signed in

    Scenario: Ana creates "Gate Runners" and Ben joins through her invite link
      Given Ana has signed in on this browser
      And Ben has an account
      When Ana creates the team "Gate Runners" on the teams page
      Then Ana is told "Team Created!" in a message
      When Ana copies the invite link of the team
      And Ben opens the copied invite link in his own browser
      Then Ben reads "You're invited to join 🏃 Gate Runners" on the page
      When Ben chooses to sign in, and signs in on the page
      Then Ben is told "You joined Gate Runners" in a message
      And Ben sees Ana as the admin of the team and himself as a member
      And the page does not scroll sideways on phones 320 and 375 pixels wide

  Rule: The team's page fits a phone, in English and Spanish

    Scenario Outline: Ana opens her team with a long name in <language> on phones 320 and 375 pixels wide
      Given a visitor on a phone
      And they chose <language> earlier
      And Ana has signed in on this browser
      And Ana has created the team "Supercalifragilistic Transatlantic Redeye Runners"
      When Ana opens her team "Supercalifragilistic Transatlantic Redeye Runners" on the teams page
      Then the page does not scroll sideways on phones 320 and 375 pixels wide

      Examples:
        | language |
        | English  |
        | Spanish  |
