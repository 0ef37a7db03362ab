@api
Feature: A quick workout from the week's allowance
  Quick mode designs a workout for where the traveller is and the minutes they
  have: a wait at the gate, a taxi ride, a stay in the hotel room, a break
  between meetings. For a free traveller each workout spends one of the
  week's 2; when none are left, the traveller is told so and invited to
  subscribe instead.

  Background:
    Given Carla uses the app on a new device

  Rule: A quick workout suits the place and fits the minutes asked

    Scenario Outline: <minutes> minutes <situation>
      When Carla asks for a quick workout of <minutes> minutes <situation>
      Then she gets a workout suited to <place> that fits <minutes> minutes
      And it starts with a warm-up and ends with a cool-down

      Examples: The quick contexts of the app
        | situation           | minutes | place             |
        | waiting at the gate | 10      | the airport       |
        | in a taxi           | 8       | a seat in transit |
        | in the hotel room   | 15      | a hotel room      |
        | in a meeting break  | 5       | an office         |

      Examples: Longer sessions
        | situation         | minutes | place        |
        | in the hotel room | 30      | a hotel room |
        | at home           | 60      | home         |

  Rule: Each quick workout spends one of the week's free workouts

    Scenario: The first quick workout of the week leaves one
      When Carla asks for a quick workout of 10 minutes waiting at the gate
      Then she gets a workout suited to the airport that fits 10 minutes
      And she has 1 free workout left this week

    Scenario: With none left, the traveller is told to subscribe
      Given Carla has used both of this week's free workouts
      When Carla asks for a quick workout of 10 minutes waiting at the gate
      Then she is told "Weekly free workout limit reached"
      And she is invited to subscribe
      And she has no free workouts left this week

    Scenario: The last free workout can be had only once, even when asked for at once
      When Carla asks for 5 quick workouts of 10 minutes waiting at the gate at the same moment
      Then exactly 2 of them get a workout and the other 3 are told "Weekly free workout limit reached"
      And the app has recorded exactly 2 workouts for her this week
      And the app kept exactly 2 designed workouts for her

    Scenario: A traveller on a trial is never refused a quick workout
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana asks for 3 quick workouts of 10 minutes waiting at the gate
      Then all 3 get a workout
      And she has unlimited workouts

    Scenario: Nobody gets a quick workout without saying who they are
      When someone tries to ask for a quick workout without saying who they are
      Then they are told "Authentication required"

  Rule: A request that cannot be planned is refused, naming what is wrong, and spends nothing

    Scenario Outline: A <answer> of "<value>" is refused
      When Carla asks for a quick workout with the <answer> "<value>"
      Then she is refused for her <answer>
      And she has 2 free workouts left this week

      Examples:
        | answer   | value    |
        | duration | 4        |
        | duration | 61       |
        | duration | ten      |
        | place    | the moon |
        | level    | expert   |
        | energy   | sleepy   |
        | goal     | yoga     |
        | sleep    | 25       |
