@ui
Feature: Nothing on the screen gets in the traveller's way
  Messages, decorations and offers help only when they leave the rest of the
  page usable: on a phone a message never hides the header or its menu
  button, the landing page's decorations never cross its words, and each
  outcome is offered once.

  Rule: On a phone, a message appears along the bottom of the screen, clear of the header

    Scenario: Ana registers on her phone and the welcome message leaves the menu button free
      Given Ana is on a phone
      When Ana opens "/register"
      And Ana fills in the registration form and creates her account
      Then a message appears clear of the header and its menu button

  Rule: The landing page's decorations never cross its words

    Scenario Outline: The highlight cards hide the flight path behind them at <width> pixels
      Given a visitor on a screen <width> pixels wide
      When they open "/" and it has drawn
      Then nothing decorative shows through the hero's highlight cards

      Examples:
        | width |
        | 375   |
        | 1280  |

  Rule: A guest is offered one way to an account
    Decision (issue 9): signing up from the guest's device keeps their progress,
    as upgrading the guest profile would, so the profile offers "Sign up" only.

    Scenario: A guest's profile offers to sign up, once
      When they open "/profile?tab=personal" and it has drawn
      Then the photo card offers "Sign up" and nothing else
