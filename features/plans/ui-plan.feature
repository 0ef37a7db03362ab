@ui
Feature: A traveller's 4-week plan in the browser
  A traveller on a trial plans four weeks around a trip: she adds it on
  /plan, builds her plan, finds the flight day with its seated routine and the
  jet-lag guidance for her arrival, starts today's workout in the player, and
  takes the plan to her calendar app as an .ics file.

  The calendar starts its weeks on Monday in both languages (our choice:
  ISO 8601 and the Spanish convention); times are told on a 24-hour clock in
  the zone of the place, which is named ("07:40 Madrid time").

  "Today" is the date where the browser is. A plan starts on today at home,
  so a browser behind the home zone (home Madrid, evening in New York, or a
  browser on UTC late at night) is still on the day before the plan's first
  day: today's card then shows the first day, the plan's "today" (our choice).

  Rule: A trial traveller plans around her trip and takes today's workout and the calendar with her

    Scenario: Ana plans a Madrid → New York trip next week
      Given Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      When Ana opens "/plan"
      And Ana adds a trip to "New York" leaving in 7 days and back 4 days later on the page
      And Ana sets "Madrid" as home, 7 workouts a week, and generates the plan on the page
      Then the plan shows the flight from "Madrid" to "New York" with its departure time and a seated in-flight routine
      And the plan shows the jet-lag guidance for the arrival in "New York", in its local time, as general guidance
      When Ana starts today's workout from the plan
      Then the player shows today's planned workout, ready to start
      When Ana adds the plan to her calendar and downloads the .ics
      Then the downloaded calendar holds the plan’s sessions, the flight day’s among them
