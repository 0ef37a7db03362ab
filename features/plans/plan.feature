@api
Feature: The 4-week travel plan
  "4-week travel fitness plans" is a Pro benefit. A traveller on a trial or a
  subscription generates a plan of the 28 days from today, built from their
  trips and preferences; it is stored, shown until it is rebuilt, and rebuilt
  in the background when a trip is added, moved or removed.

  Decisions (where the spec leaves a choice):
  - Until a traveller changes them, the preferences are three 20-minute
    sessions a week at home, intermediate, general fitness, bodyweight, at
    home in UTC; a home city sets the home time zone to its own.
  - The plan is Pro: reading it needs a trial or a subscription too.
    Preferences can be set by anyone signed in, ready for when Pro starts.
  - Every plan a traveller generates counts once toward their plan count;
    background rebuilds after a trip changed are not counted.
  - A rebuild for a traveller who is no longer Pro leaves their plan as it was.

  Rule: Only travellers on a trial or a subscription get a plan

    Scenario Outline: A traveller whose subscription is <status> gets a plan
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana generates her plan
      Then Ana gets a plan of the 28 days from today

      Examples:
        | status   |
        | trial    |
        | active   |
        | canceled |

    Scenario Outline: A traveller whose subscription is <status> is invited to subscribe
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana generates her plan
      Then Ana is told "Travel plans are part of TravelFit Pro. Start your free trial to get a plan built around your trips."

      Examples:
        | status  |
        | expired |
        | none    |

    Scenario: A traveller who has not signed in is asked to sign in
      Given Carla uses the app on a new device
      When Carla generates her plan
      Then Carla is asked to sign in

  Rule: A new traveller gets a plan before entering anything

    Scenario: No trips and no preferences
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana generates her plan
      Then Ana gets a plan of the 28 days from today
      And every day of it is at home
      And each week of it has 3 sessions of 20 minutes

  Rule: Preferences stay until changed; a home city brings its time zone

    Scenario: Ana sets Madrid as her home
      Given Ana has signed in
      When Ana sets her home city to "Madrid"
      Then Ana's home time zone is "Europe/Madrid"
      And Ana still trains 3 days a week for 20 minutes

  Rule: Every plan generated counts toward the traveller's plan count

    Scenario: Ana generates two plans
      Given Ana has signed in
      And Ana's subscription status is active
      When Ana generates her plan
      And Ana generates her plan
      Then the app has counted 2 plans for Ana

  Rule: The plan follows the trips

    Scenario: A trip moves and the plan shows the new dates after the rebuild
      Given Ana has signed in
      And Ana's subscription status is trial
      And Ana has recorded a trip to "New York" leaving in 3 days and returning in 8 days
      And Ana has generated her plan
      When Ana moves the trip to "New York" to leave in 10 days and return in 15 days
      And the plan has been rebuilt in the background
      Then Ana's plan shows her flight to "New York" in 10 days
      And Ana's plan has no flight in 3 days
