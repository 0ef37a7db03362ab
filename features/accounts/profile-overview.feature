@api
Feature: The profile overview
  The overview is the first thing a traveller sees on their profile: a way to
  start a workout, their points, streak and cities, their latest five workouts,
  their badges and their city passport. The server composes it from what it
  knows, in the traveller's language, and says kindly when there is nothing yet.

  Rule: A traveller with no workouts yet sees zeros and friendly empty states

    Scenario: A new anonymous traveller opens the overview
      Given Maya uses the app on a new device
      When Maya opens her profile overview
      Then the overview offers to start a workout
      And the overview shows "Total points" as "0"
      And the overview shows "Cities visited" as "0"
      And the overview says "No workouts yet" where the recent workouts would be
      And the overview says "No badges yet" where the achievements would be
      And the overview says "No stamps yet" where the passport would be

  Rule: The overview shows what the traveller has earned

    Scenario: A traveller with points, a streak, badges and stamps
      Given Ana registered from her device
      And Ana has earned 1240 points, a streak of 4 days and a best streak of 9 days
      And Ana has earned the badges "FIRST_WORKOUT" and "HOTEL_HERO"
      And Ana has passport stamps for "Lisbon, Portugal" and "Madrid, Spain"
      And Ana has completed 7 workouts
      When Ana opens her profile overview
      Then the overview shows "Total points" as "1,240"
      And the overview shows "Day streak" as "4" with "Best: 9 days"
      And the overview lists Ana's latest 5 workouts, newest first
      And the achievements show "First Flight" and "Hotel Hero"
      And the passport shows "Lisbon" and "Madrid"

    Scenario: Maya's first workout, finished in Lisbon, shows at once
      Given Maya uses the app on a new device
      When Maya finishes a workout in "Lisbon", "Portugal"
      And Maya opens her profile overview
      Then the overview shows "Total points" as "105"
      And the overview shows "Cities visited" as "1"
      And the passport shows "Lisbon"
      And the achievements show "First Flight"

    Scenario: A badge the app does not know is a special achievement
      Given Ana registered from her device
      And Ana has earned the badges "MOON_LANDING"
      When Ana opens her profile overview
      Then the achievements show "Special achievement"

  Rule: The overview speaks the traveller's language

    Scenario: A Spanish-speaking traveller reads the overview in Spanish
      Given Maya uses the app on a new device
      When Maya opens her profile overview in Spanish
      Then the overview shows "Puntos totales" as "0"
      And the achievements are titled "Logros"

  Rule: The overview belongs to the traveller who asks for it

    Scenario: Nobody can read an overview without saying who they are
      When someone opens a profile overview without saying who they are
      Then they are asked to sign in

    Scenario: A made-up session cannot read an overview
      When someone opens a profile overview with a made-up session
      Then they are asked to sign in
