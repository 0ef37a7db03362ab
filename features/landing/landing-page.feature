Feature: Landing page
  A visitor arriving at the front door learns what the app does for travellers who
  train in hotel rooms, at airport gates and in meeting rooms, sees that 12,000
  travellers already use it, and can start a free workout or a free trial.

  The page's content is composed by the server in the visitor's language; the
  navigation around it belongs to the app.

  Rule: The landing page shows every section, in order

    @api
    Scenario Outline: The landing page is composed in <language>
      When a visitor asks for the landing page in <language>
      Then the landing page has these sections in order:
        | section           |
        | hero              |
        | problem statement |
        | how it works      |
        | features          |
        | longevity         |
        | scenario cards    |
        | testimonials      |
        | footer            |
      And the hero claims 12,000 travellers
      And how it works explains 3 steps and invites the visitor to a free workout
      And the features section presents 4 features
      And the longevity section presents 4 benefits
      And the scenario cards show 3 places to train
      And 3 travellers give their testimonial
      And the footer invites the visitor to a free workout and to a trial
      And the footer has product and support links and social links

      Examples:
        | language |
        | English  |
        | Spanish  |

    @api
    Scenario: The Spanish landing page is a translation, not a copy
      When a visitor asks for the landing page in English
      And a visitor asks for the landing page in Spanish
      Then the two landing pages have the same sections
      But the hero reads differently in each language

    @ui
    Scenario: A visitor sees every section of the landing page in order
      When a visitor opens the landing page
      Then they see the sections of the landing page in order
      And they read that 12,000 travellers train with the app

  Rule: The hero leads to a free workout or explains how it works

    @api
    Scenario: The hero offers a free workout and an explanation
      When a visitor asks for the landing page in English
      Then "Start free" in the hero leads to "/free"
      And "Learn more" in the hero scrolls to how it works

    @ui
    Scenario: Start free leads to the free workout
      When a visitor opens the landing page
      And they choose "Start free" in the hero
      Then they are on "/free"

    @ui
    Scenario: Learn more scrolls to how it works
      When a visitor opens the landing page
      And they choose "Learn more" in the hero
      Then how it works comes into view

  Rule: The navigation leads to sign in, sign up and the free trial

    @ui
    Scenario Outline: <link> in the navigation leads to <page>
      When a visitor opens the landing page
      And they choose "<link>" in the navigation
      Then they are on "<page>"

      Examples:
        | link             | page       |
        | Sign in          | /auth      |
        | Sign up          | /register  |
        | Start free trial | /subscribe |

    @ui
    Scenario: On a phone the menu opens with the toggle
      Given a visitor on a phone
      When they open the landing page
      Then the navigation links are tucked away
      When they open the menu
      Then they see "Sign in" in the navigation

  Rule: The landing page is offered in Spanish

    @ui
    Scenario: A visitor whose browser speaks Spanish reads the landing page in Spanish
      Given a visitor whose browser speaks "es-ES"
      When they open the landing page
      Then the app speaks Spanish
      And the hero reads as the server wrote it in Spanish

  Rule: The landing page can be used by everyone

    @ui
    Scenario: The landing page has no accessibility violations
      When a visitor opens the landing page
      Then an accessibility scan finds no violations

    @ui
    Scenario: The landing page on a phone has no accessibility violations
      Given a visitor on a phone
      When they open the landing page
      Then an accessibility scan finds no violations
