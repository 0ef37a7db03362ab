@api
Feature: A traveller's badges and city passport
  Every traveller, signed in or on their device, can look at the badges they
  earned and at their city passport: the cities they trained in, how many,
  and how many workouts in each. They are the traveller's own: nobody reads
  another traveller's badges or passport.

  Decisions (where the spec leaves a choice):
  - Badges are listed newest first; the passport lists the city visited most
    recently for the first time first.
  - A device identifier in the address (`uid`) must be the caller's own: the
    device they call from, or the device their account was made from. Any
    other is refused, even beside a valid sign-in.

  Rule: A traveller sees the badges they earned, newest first

    Scenario: Ana's badges
      Given Ana uses the app on a new device
      And Ana earned the badges "FIRST_WORKOUT", "HOTEL_HERO" and "STREAK_7", in that order
      When Ana looks at her badges
      Then her badges are "STREAK_7", "HOTEL_HERO" and "FIRST_WORKOUT"

    Scenario: A new traveller has no badges yet
      Given Maya uses the app on a new device
      When Maya looks at her badges
      Then she has no badges yet

  Rule: The passport counts each city once, with its workouts

    Scenario: Ana's passport
      Given Ana has signed in
      And Ana's passport has these stamps, the first visited first
        | city   | country  | workouts |
        | Lisbon | Portugal | 4        |
        | Madrid | Spain    | 1        |
        | Tokyo  | Japan    | 2        |
      When Ana looks at her passport
      Then her passport counts 3 cities
      And her passport lists Tokyo with 2 workouts, Madrid with 1 workout and Lisbon with 4 workouts

    Scenario: A new traveller's passport is empty
      Given Maya uses the app on a new device
      When Maya looks at her passport
      Then her passport counts 0 cities

  Rule: Badges and passport belong to the traveller who asks

    Scenario: A device cannot read another device's badges
      Given Ana uses the app on a new device
      And Ben uses the app on a new device
      When Ana looks at her badges naming Ben's device in the address
      Then Ana is told "This device id is not yours."

    Scenario: A signed-in traveller cannot read a device's passport
      Given Ana has signed in
      And Ben uses the app on a new device
      When Ana looks at her passport naming Ben's device in the address
      Then Ana is told "This device id is not yours."

    Scenario: A traveller who registered from her device may still name it
      Given Ana uses the app on a new device
      And Ana registered from her device
      When Ana looks at her passport naming Ana's device in the address
      Then her passport counts 0 cities

    Scenario: Nobody reads badges without saying who they are
      When someone looks at the badges without saying who they are
      Then they are asked to sign in
