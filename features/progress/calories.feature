@api
Feature: Calories a workout burns
  Every finished workout is answered with the calories it burned, estimated
  from how the traveller felt (MET 3.5 when low, 5 normal, 8 high), their body
  weight from their profile (70 kg when they have not given it) and how long
  it lasted. Calories are whole.

  Background:
    Given Maya uses the app on a new device

  Rule: Calories are MET × body weight in kg × hours

    Scenario Outline: An hour feeling <energy> at <weight> kg burns <calories> calories
      Given Maya has changed her weight to "<weight>"
      When Maya finishes a 60-minute workout feeling <energy>
      Then the workout burned <calories> calories

      Examples:
        | energy | weight | calories |
        | low    | 80     | 280      |
        | normal | 80     | 400      |
        | high   | 62.5   | 500      |

    Scenario: Without a weight on the profile, 70 kg is assumed
      When Maya finishes a 30-minute workout feeling normal
      Then the workout burned 175 calories
