@ui
Feature: Every page fits a phone's width
  Travellers read TravelFit on their phones, in English or in Spanish. No page
  makes them scroll sideways: long words and long button labels wrap on the
  narrowest phones (320 pixels wide) and the usual ones (375 pixels).

  Rule: No page scrolls sideways at 320 or 375 pixels, in either language

    Scenario Outline: A visitor opens every page in <language> on phones 320 and 375 pixels wide
      Given a visitor on a phone
      And they chose <language> earlier
      When they open each of these pages on phones 320 and 375 pixels wide:
        | page |
        | / |
        | /free |
        | /runner |
        | /auth |
        | /auth/reset-password |
        | /register |
        | /upgrade |
        | /profile |
        | /subscribe |
        | /paywall |
        | /leaderboard |
        | /city-leaderboard |
        | /account/analytics |
        | /teams |
        | /challenges |
        | /quick-flight |
        | /plan |
        | /no-such-page |
      Then no page scrolls sideways on either phone

      Examples:
        | language |
        | English  |
        | Spanish  |

    Scenario Outline: Ana, signed in, opens her pages in <language> on phones 320 and 375 pixels wide
      Given a visitor on a phone
      And they chose <language> earlier
      And Ana has signed in on this browser
      When they open each of these pages on phones 320 and 375 pixels wide:
        | page |
        | /profile |
        | /app |
        | /account |
        | /subscribe |
        | /paywall |
        | /analytics |
        | /teams |
        | /plan |
      Then no page scrolls sideways on either phone

      Examples:
        | language |
        | English  |
        | Spanish  |

    Scenario Outline: Ana, on a trial with a plan around a trip, opens "/plan" in <language> on phones 320 and 375 pixels wide
      Given a visitor on a phone
      And they chose <language> earlier
      And Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      And Ana sets her home city to "Madrid"
      And Ana has recorded a trip to "New York" leaving in 3 days and returning in 8 days
      And Ana has generated her plan
      When they open "/plan" on phones 320 and 375 pixels wide
      Then the page does not scroll sideways on either phone

      Examples:
        | language |
        | English  |
        | Spanish  |

    Scenario Outline: Ada, an administrator, opens the media overview in <language> on phones 320 and 375 pixels wide
      Given a visitor on a phone
      And they chose <language> earlier
      And Ada is an administrator with an account
      And Ada has signed in on this browser
      When they open "/admin/media" on phones 320 and 375 pixels wide
      Then the page does not scroll sideways on either phone

      Examples:
        | language |
        | English  |
        | Spanish  |
