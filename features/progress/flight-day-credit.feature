@api
Feature: An in-flight routine counts for its flight day
  A Pro traveller's 4-week plan gives every flight day a short seated routine
  for the middle of the flight. Clocks are no help up there: the routine may
  end after midnight where the traveller left, or on the day before where
  they land. Finished in transit, the in-flight routine counts for the streak
  on the plan's flight day, whatever the time zones did. Everything else about
  streaks stays as it is (features/progress/streaks.feature): two workouts on
  one day count once, and crossing the date line never breaks a streak.

  Decisions (where the issue leaves a choice):
  - The flight day counts only when it is at most one day from the date the
    traveller's clock shows when the routine ends. Further apart (a stale plan,
    a wrong clock), the routine is still recorded and counts on that date like
    any other workout: a finished workout is never refused for its plan date.
  - Only the in-flight routine done in transit gets the flight day. A routine
    marked as done anywhere else counts on its own date.
  - The credit moves the streak day and nothing else: points and badges follow
    their usual rules (8 minutes in transit earn 96 points plus the streak
    bonus of the streak as it stands).

  Background:
    Given Ana has signed in
    And Ana's subscription status is trial

  Rule: The in-flight routine counts for the flight day, whatever the clocks say

    Scenario: Finished after midnight Madrid time, the routine still counts for the flight day
      Given Ana's travel plan has her flight from Madrid to New York on Tuesday
      And Ana finishes a workout on Monday at 08:00 in "Europe/Madrid"
      When Ana finishes her in-flight routine on Wednesday at 00:30 in "Europe/Madrid"
      And Ana finishes a workout on Wednesday at 18:00 in "America/New_York"
      Then Ana's streak is 3 days

    Scenario: Finished on the day before by New York clocks, the routine still counts for the flight day
      Given Ana's travel plan has her flight from Madrid to New York on Tuesday
      And Ana finishes a workout on Monday at 08:00 in "Europe/Madrid"
      When Ana finishes her in-flight routine on Monday at 22:30 in "America/New_York"
      Then Ana's streak is 2 days

  Rule: Two workouts on the flight day still count once, and earn their usual points

    Scenario: A workout at the gate and the in-flight routine on the same flight day
      Given Ana's travel plan has her flight from Madrid to New York on Tuesday
      And Ana finishes a workout on Monday at 08:00 in "Europe/Madrid"
      And Ana finishes a workout on Tuesday at 09:00 in "Europe/Madrid"
      When Ana finishes her in-flight routine on Wednesday at 00:30 in "Europe/Madrid"
      Then Ana's streak is 2 days
      And Ana earns 106 points for it

  Rule: The flight day counts only for the routine done in transit, within a day of the clock's date

    Scenario: A routine marked as done at the gate counts on its own date
      Given Ana's travel plan has her flight from Madrid to New York on Tuesday
      And Ana finishes a workout on Monday at 08:00 in "Europe/Madrid"
      When Ana finishes her in-flight routine at the gate on Wednesday at 00:30 in "Europe/Madrid"
      And Ana finishes a workout on Wednesday at 18:00 in "America/New_York"
      Then Ana's streak is 2 days

    Scenario: A routine finished two days after its flight day counts on its own date
      Given Ana's travel plan has her flight from Madrid to New York on Tuesday
      And Ana finishes a workout on Monday at 08:00 in "Europe/Madrid"
      When Ana finishes her in-flight routine on Thursday at 10:00 in "America/New_York"
      Then Ana's streak is 1 day

  Rule: Crossing the date line still never breaks a streak

    Scenario: Flying east across the date line after an in-flight routine
      Given Ana's travel plan has her flight from Los Angeles to Tokyo on Tuesday
      And Ana finishes a workout on Monday at 06:00 in "America/Los_Angeles"
      When Ana finishes her in-flight routine on Wednesday at 01:00 in "America/Los_Angeles"
      And Ana finishes a workout on Friday at 08:00 in "Asia/Tokyo"
      Then Ana's streak is 3 days
