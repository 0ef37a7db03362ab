@api
Feature: Challenges that are always open
  Nobody has to create challenges by hand: a weekly points race, a monthly
  streak battle and a monthly city conquest are always open, titled in
  English and Spanish. A scheduled job, shared by every app process, opens
  each one ahead of time and closes those that have ended. The challenges
  seeded on a new install are only the first set.

  Decisions (where the spec leaves a choice):
  - Weeks run from Monday 00:00 UTC, months from the 1st at 00:00 UTC: one
    clock for travellers everywhere.
  - The targets: 1,000 points in the week, a 10-day streak in the month, 3
    different cities in the month.
  - The next week's race and the next month's battles open two days before
    they start (and may be joined then), so one is always open even if a run
    of the job is late.

  Rule: This week's race and this month's battles are open, titled in both languages

    Scenario: The job runs on a Wednesday in December
      Given it is Wednesday 9 December 2026 at 15:00 UTC
      When the recurring challenges are looked after
      Then these recurring challenges are open
        | kind          | title                           | target | from       | until      |
        | points race   | Weekly Points Race · Dec 7 – 13 | 1,000  | 2026-12-07 | 2026-12-14 |
        | streak battle | Streak Battle · December 2026   | 10     | 2026-12-01 | 2027-01-01 |
        | city conquest | City Conquest · December 2026   | 3      | 2026-12-01 | 2027-01-01 |
      And in Spanish they read "Carrera de puntos semanal · 7–13 dic", "Batalla de rachas · diciembre de 2026" and "Conquista de ciudades · diciembre de 2026"

  Rule: A new week opens a new race, and the last one closes

    Scenario: From one week to the next
      Given it is Wednesday 9 December 2026 at 15:00 UTC
      And the recurring challenges have been looked after
      When it is Saturday 12 December 2026 at 09:00 UTC
      And the recurring challenges are looked after
      Then the race "Weekly Points Race · Dec 14 – 20" is starting soon
      When it is Monday 14 December 2026 at 00:10 UTC
      And the recurring challenges are looked after
      Then the race "Weekly Points Race · Dec 14 – 20" is running
      And the race "Weekly Points Race · Dec 7 – 13" has ended
      And there is one weekly points race for each of the two weeks

  Rule: However many app processes run the job, each challenge is opened once

    Scenario: Two app processes look after the challenges at the same moment
      Given it is Wednesday 9 December 2026 at 15:00 UTC
      And a second app process shares the database
      When both app processes look after the recurring challenges at the same moment
      Then there is one weekly points race for the week of 7 December 2026
      And there is one streak battle and one city conquest for December 2026
