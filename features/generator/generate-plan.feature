@api
Feature: The Pro generator designs a workout plan
  The generator at /app is what travellers pay for. A traveller on a trial or
  a subscription (a cancelled one until its trial or period ends) asks for a
  workout of 10, 20 or 30 minutes for where they are, how hard, how they feel
  and how long they slept, and gets a plan: a warm-up, the main work and a
  cool-down. Everyone else is invited to subscribe. The same choices with the
  same seed give the same plan, and every plan served is recorded.

  Decisions (where the spec leaves a choice):
  - The minutes a plan promises are the minutes the generator's runner times:
    every exercise is 3 sets of 45 seconds with 10 seconds between sets, and
    30, 45 or 60 seconds between exercises for a beginner, intermediate or
    advanced traveller. A plan has the number of exercises whose runner time
    is closest to the minutes asked; when even that is more than 10 % away (a
    beginner's 10 minutes are 3 exercises, 8 minutes 45 seconds), the plan
    promises the runner's own minutes, 9.
  - A plan of fewer than 5 exercises (10 minutes) has a warm-up and main work
    but no cool-down: a stretch would take a third of it.
  - Home is planned as a hotel room: the same floor, the same neighbours below.
  - The workout type (energy, mobility, recovery) is the plan's goal; without
    one the plan is for general fitness.

  Rule: Only travellers on a trial or a subscription get a plan

    Scenario Outline: A traveller whose subscription is <status> gets a plan
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana generates a 20-minute workout
      Then Ana gets a workout plan
      And the plan goes from the warm-up through the main work to the cool-down

      Examples:
        | status   |
        | trial    |
        | active   |
        | canceled |

    Scenario Outline: A traveller whose subscription is <status> is invited to subscribe
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana generates a 20-minute workout
      Then Ana is told the generator is for Pro travellers

      Examples:
        | status  |
        | expired |
        | none    |

    Scenario: A cancelled trial keeps the generator until it ends
      Given Ana has signed in
      And Ana's subscription status is canceled
      When the trial ends
      And Ana generates a 20-minute workout
      Then Ana is told the generator is for Pro travellers

    Scenario: A traveller who has not signed in is asked to sign in
      Given Carla uses the app on a new device
      When Carla generates a 20-minute workout
      Then Carla is asked to sign in

  Rule: The plan is shown as '{minutes}-Minute {title}'

    Background:
      Given Ana has signed in
      And Ana's subscription status is trial

    Scenario: A 20-minute workout in a hotel room
      When Ana generates a 20-minute workout in "hotel_room"
      Then the plan is called "Hotel Room Full Body Workout"
      And the plan is shown as "20-Minute Hotel Room Full Body Workout"

    Scenario: The same workout in Spanish
      When Ana generates a 20-minute workout in Spanish with the seed "madrid"
      Then the plan is shown as "Entrenamiento de cuerpo completo en la habitación del hotel de 20 minutos"

  Rule: The location is a code, or its English or Spanish label; home is planned as a hotel room

    Background:
      Given Ana has signed in
      And Ana's subscription status is trial

    Scenario Outline: Ana asks for a workout in "<location>"
      When Ana generates a 20-minute workout in "<location>"
      Then the plan is called "<title>"

      Examples:
        | location            | title                          |
        | hotel_room          | Hotel Room Full Body Workout   |
        | Hotel room          | Hotel Room Full Body Workout   |
        | Habitación de hotel | Hotel Room Full Body Workout   |
        | airport             | Airport Gate Full Body Workout |
        | Aeropuerto          | Airport Gate Full Body Workout |
        | Office              | Office Full Body Workout       |
        | oficina             | Office Full Body Workout       |
        | home                | Hotel Room Full Body Workout   |
        | Casa                | Hotel Room Full Body Workout   |

    Scenario Outline: The workout type "<type>" is the plan's goal
      When Ana generates a 20-minute "<type>" workout
      Then the plan is called "<title>"

      Examples:
        | type     | title                          |
        | energy   | Hotel Room Energy Boost Workout |
        | mobility | Hotel Room Mobility Workout     |
        | recovery | Hotel Room Recovery Workout     |

  Rule: The same choices with the same seed give the same plan, and every plan is recorded

    Scenario: Ana asks twice with the same seed
      Given Ana has signed in
      And Ana's subscription status is active
      When Ana generates a 30-minute workout with the seed "lisbon-tuesday"
      And Ana generates a 30-minute workout with the seed "lisbon-tuesday"
      Then both plans have the same exercises, sets and times
      And the app has recorded 2 generations for Ana

  Rule: The minutes promised are what the generator's runner times, within 10 %

    Scenario Outline: A <minutes>-minute <intensity> workout promises <promised> minutes
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana generates a <minutes>-minute <intensity> workout
      Then the plan promises <promised> minutes
      And the generator's runner times it within 10 % of that

      Examples:
        | minutes | intensity    | promised |
        | 10      | beginner     | 9        |
        | 10      | intermediate | 10       |
        | 10      | advanced     | 10       |
        | 20      | beginner     | 20       |
        | 20      | intermediate | 20       |
        | 20      | advanced     | 20       |
        | 30      | beginner     | 30       |
        | 30      | intermediate | 30       |
        | 30      | advanced     | 30       |

  Rule: Choices outside the form's options are refused, naming the field

    Scenario Outline: Ana asks for a workout with the <field> "<value>"
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana asks for a workout with the "<field>" "<value>"
      Then Ana is refused for the generator's "<field>"

      Examples:
        | field        | value   |
        | duration     | 15      |
        | intensity    | extreme |
        | location     | gym     |
        | feeling      | tired   |
        | sleep hours  | 12      |
        | workout type | cardio  |
        | gender       | robot   |
