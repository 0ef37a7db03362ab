@api
Feature: Pro analytics
  Travellers on a trial or a subscription see their analytics (/analytics):
  total workouts, minutes and calories, their current streak, their workouts
  by type, their top six places, their badges and their recent workouts.
  Everyone else is invited to upgrade to Pro.

  Decisions (where the spec leaves a choice):
  - Analytics are open to a trial and an active subscription alike
    (DECISIONS.md), and to a cancelled one until its trial or paid period
    ends: the traveller paid for that time. An expired subscription and the
    free plan see the upsell; a traveller who has not signed in is asked to
    sign in (the page sends them to /app).
  - Calories are estimated per workout from how the traveller felt (MET:
    low 3.5, normal 5, high 8) × their weight (70 kg when unknown) × hours.
  - A place is a city and its country, whatever the accents and capitals of
    its name; the six with the most workouts are shown, most first.

  Rule: Only travellers on a trial or a subscription see their analytics

    Scenario Outline: A traveller whose subscription is <status> sees their analytics
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana looks at her analytics
      Then Ana sees her analytics

      Examples:
        | status   |
        | trial    |
        | active   |
        | canceled |

    Scenario Outline: A traveller whose subscription is <status> is invited to upgrade
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana looks at her analytics
      Then Ana is told analytics are for Pro travellers

      Examples:
        | status  |
        | expired |
        | none    |

    Scenario: A cancelled trial keeps analytics until it ends
      Given Ana has signed in
      And Ana's subscription status is canceled
      When the trial ends
      And Ana looks at her analytics
      Then Ana is told analytics are for Pro travellers

    Scenario: A traveller on a device is asked to sign in
      Given Carla uses the app on a new device
      When Carla looks at her analytics
      Then Carla is asked to sign in

    Scenario: Nobody sees analytics without saying who they are
      When someone looks at analytics without saying who they are
      Then they are asked to sign in

  Rule: Analytics add up the traveller's workouts

    Background:
      Given Ana has signed in
      And Ana's subscription status is trial

    Scenario: Totals, calories, streak and workouts by type
      Given Ana weighs 80 kg
      And Ana worked out like this
        | minutes | place      | energy | city      | country  |
        | 20      | hotel_room | normal | Lisbon    | Portugal |
        | 10      | airport    | high   | Lisbon    | Portugal |
        | 20      | hotel_room | low    | Madrid    | Spain    |
      And Ana is on a streak of 2 days
      When Ana looks at her analytics
      Then her analytics show 3 workouts, 50 minutes and 333 calories
      And her analytics show a current streak of 2 days
      And her workouts by type are 2 "hotel_room" and 1 "airport"

    Scenario: Calories count 70 kg for a traveller who gave no weight
      Given Ana gave no weight
      And Ana worked out like this
        | minutes | place      | energy |
        | 60      | hotel_room | normal |
      When Ana looks at her analytics
      Then her analytics show 1 workout, 60 minutes and 350 calories

    Scenario: The top six places, most workouts first
      Given Ana worked out like this
        | minutes | place      | city      | country  |
        | 10      | airport    | Lisbon    | Portugal |
        | 10      | airport    | Lisbon    | Portugal |
        | 10      | airport    | Lisbon    | Portugal |
        | 10      | hotel_room | São Paulo | Brazil   |
        | 10      | hotel_room | sao paulo | brazil   |
        | 10      | office     | Madrid    | Spain    |
        | 10      | office     | Tokyo     | Japan    |
        | 10      | office     | Chicago   | USA      |
        | 10      | office     | Berlin    | Germany  |
        | 10      | office     | Zurich    | Switzerland |
      When Ana looks at her analytics
      Then her top places are
        | city      | country  | workouts |
        | Lisbon    | Portugal | 3        |
        | São Paulo | Brazil   | 2        |
        | Berlin    | Germany  | 1        |
        | Chicago   | USA      | 1        |
        | Madrid    | Spain    | 1        |
        | Tokyo     | Japan    | 1        |

    Scenario: Gießen and GIESSEN are one place, named as written most
      Given Ana worked out like this
        | minutes | place  | city    | country     |
        | 10      | office | GIESSEN | DEUTSCHLAND |
        | 10      | office | Gießen  | Deutschland |
        | 10      | office | Gießen  | Deutschland |
      When Ana looks at her analytics
      Then her top places are
        | city   | country     | workouts |
        | Gießen | Deutschland | 3        |

    Scenario: Badges and recent workouts
      Given Ana earned the badges "FIRST_WORKOUT", "HOTEL_HERO" and "STREAK_7", in that order
      And Ana worked out 7 days in a row, in workouts called "Workout 1" to "Workout 7"
      When Ana looks at her analytics
      Then her analytics list the badges "STREAK_7", "HOTEL_HERO" and "FIRST_WORKOUT"
      And her analytics list the recent workouts "Workout 7", "Workout 6", "Workout 5", "Workout 4" and "Workout 3"
