@api
Feature: Invite codes on the subscribe screen
  The subscribe screen has a dialog for a discount or invite code. Two invite
  codes are configured (TRAVELFIT and ROADWARRIOR by default) and match in any
  case; applying one only closes the dialog. Discount codes are checked at
  checkout.

  Rule: A configured invite code is accepted in any case; anything else is not

    Scenario Outline: The code "<code>" is <verdict>
      When a visitor checks the invite code "<code>"
      Then the code is <verdict>

      Examples:
        | code        | verdict  |
        | TRAVELFIT   | accepted |
        | travelfit   | accepted |
        | RoadWarrior | accepted |
        | TRAVELFITX  | refused  |
        | LETMEIN     | refused  |
