@api
Feature: Recording trips
  A registered traveller records the trips their plan is built around: the
  destination from the city list, the outbound and return dates and local
  times, whether they stay in a hotel and whether it has a gym.

  Decisions (where the spec leaves a choice):
  - "Today" is the traveller's, in their home time zone (UTC until they set
    a home city or zone). A trip is upcoming until its return day is over.
  - The return must leave after the outbound flight, as both are written on
    the boarding passes; "12 months ahead" is counted to the outbound date.
  - Another traveller's trip is answered as one that does not exist.

  Background:
    Given Ana has signed in

  Rule: A trip goes to a city of the list and comes back after it leaves

    Scenario: Ana records a trip to New York next week
      When Ana records a trip to "New York" leaving in 7 days and returning in 11 days
      Then Ana's upcoming trips are to "New York" in "United States"

    Scenario Outline: A trip that <why> is refused
      When Ana records a trip to "<city>" leaving in <leaves> days and returning in <returns> days
      Then Ana is told "<message>"
      And Ana has no upcoming trips

      Examples:
        | why                                 | city     | leaves | returns | message                                       |
        | goes to a city not in the list      | Atlantis | 7      | 11      | Choose the city from the list.                |
        | is already over                     | Lisbon   | -9     | -2      | This trip is already over.                    |
        | leaves more than 12 months from now | Lisbon   | 370    | 375     | Trips can be planned at most 12 months ahead. |

    Scenario: A trip that comes back before it leaves is refused, naming the return date
      When Ana records a trip to "Lisbon" leaving in 7 days and returning in 5 days
      Then Ana is refused with "The return must be after the outbound flight" for the return date
      And Ana has no upcoming trips

    Scenario: A trip moved so that it comes back before it leaves is refused
      Given Ana has recorded a trip to "Lisbon" leaving in 7 days and returning in 11 days
      When Ana moves the trip to "Lisbon" to leave in 14 days
      Then Ana is told "The return must be after the outbound flight."

  Rule: A traveller has at most 20 upcoming trips

    Scenario: The 21st upcoming trip is refused
      Given Ana has recorded 20 upcoming trips
      When Ana records a trip to "Lisbon" leaving in 200 days and returning in 205 days
      Then Ana is told "You can have at most 20 upcoming trips. Delete one to add another."

    Scenario: Two trips added at the same moment never make 21
      Given Ana has recorded 19 upcoming trips
      When Ana records two trips at the same moment
      Then one of them is recorded and the other is refused
      And Ana has 20 upcoming trips

  Rule: A traveller sees and changes only their own trips

    Scenario: Ben cannot move or delete Ana's trip
      Given Ana has recorded a trip to "Tokyo" leaving in 10 days and returning in 20 days
      And Ben has signed in
      When Ben moves Ana's trip to "Tokyo" to leave in 12 days
      Then Ben is told "Trip not found."
      When Ben deletes Ana's trip to "Tokyo"
      Then Ben is told "Trip not found."
      And Ben has no upcoming trips
      And Ana's upcoming trips are to "Tokyo" in "Japan"

    Scenario: A device without an account cannot record trips
      Given Carla uses the app on a new device
      When Carla records a trip to "Lisbon" leaving in 7 days and returning in 11 days
      Then Carla is asked to sign in
