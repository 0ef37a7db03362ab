@ui
Feature: Every page fits a phone's width
  Travellers read TravelFit on their phones, in English or in Spanish. No page
  makes them scroll sideways: long words and long button labels wrap on the
  narrowest phones (320 pixels wide) and the usual ones (375 pixels).

  Rule: No page scrolls sideways at 320 or 375 pixels, in either language

    Scenario Outline: A visitor opens "<page>" in <language> on a phone <width> pixels wide
      Given a visitor on a phone <width> pixels wide
      And they chose <language> earlier
      When they open "<page>" and it has drawn
      Then the page does not scroll sideways

      Examples:
        | page                   | language | width |
        | /                      | English  | 320   |
        | /                      | English  | 375   |
        | /                      | Spanish  | 320   |
        | /                      | Spanish  | 375   |
        | /free                  | English  | 320   |
        | /free                  | English  | 375   |
        | /free                  | Spanish  | 320   |
        | /free                  | Spanish  | 375   |
        | /runner                | English  | 320   |
        | /runner                | English  | 375   |
        | /runner                | Spanish  | 320   |
        | /runner                | Spanish  | 375   |
        | /auth                  | English  | 320   |
        | /auth                  | English  | 375   |
        | /auth                  | Spanish  | 320   |
        | /auth                  | Spanish  | 375   |
        | /auth/reset-password   | English  | 320   |
        | /auth/reset-password   | English  | 375   |
        | /auth/reset-password   | Spanish  | 320   |
        | /auth/reset-password   | Spanish  | 375   |
        | /register              | English  | 320   |
        | /register              | English  | 375   |
        | /register              | Spanish  | 320   |
        | /register              | Spanish  | 375   |
        | /upgrade               | English  | 320   |
        | /upgrade               | English  | 375   |
        | /upgrade               | Spanish  | 320   |
        | /upgrade               | Spanish  | 375   |
        | /profile               | English  | 320   |
        | /profile               | English  | 375   |
        | /profile               | Spanish  | 320   |
        | /profile               | Spanish  | 375   |
        | /subscribe             | English  | 320   |
        | /subscribe             | English  | 375   |
        | /subscribe             | Spanish  | 320   |
        | /subscribe             | Spanish  | 375   |
        | /paywall               | English  | 320   |
        | /paywall               | English  | 375   |
        | /paywall               | Spanish  | 320   |
        | /paywall               | Spanish  | 375   |
        | /no-such-page          | English  | 320   |
        | /no-such-page          | English  | 375   |
        | /no-such-page          | Spanish  | 320   |
        | /no-such-page          | Spanish  | 375   |

    Scenario Outline: Ana, signed in, opens "<page>" in <language> on a phone <width> pixels wide
      Given a visitor on a phone <width> pixels wide
      And they chose <language> earlier
      And Ana has signed in on this browser
      When they open "<page>" and it has drawn
      Then the page does not scroll sideways

      Examples:
        | page                   | language | width |
        | /profile               | English  | 320   |
        | /profile               | English  | 375   |
        | /profile               | Spanish  | 320   |
        | /profile               | Spanish  | 375   |
        | /account               | English  | 320   |
        | /account               | English  | 375   |
        | /account               | Spanish  | 320   |
        | /account               | Spanish  | 375   |
        | /subscribe             | English  | 320   |
        | /subscribe             | English  | 375   |
        | /subscribe             | Spanish  | 320   |
        | /subscribe             | Spanish  | 375   |
        | /paywall               | English  | 320   |
        | /paywall               | English  | 375   |
        | /paywall               | Spanish  | 320   |
        | /paywall               | Spanish  | 375   |

    Scenario Outline: Ada, an administrator, opens the media overview in <language> on a phone <width> pixels wide
      Given a visitor on a phone <width> pixels wide
      And they chose <language> earlier
      And Ada is an administrator with an account
      And Ada has signed in on this browser
      When they open "/admin/media" and it has drawn
      Then the page does not scroll sideways

      Examples:
        | language | width |
        | English  | 320   |
        | English  | 375   |
        | Spanish  | 320   |
        | Spanish  | 375   |
