@engine
Feature: Planning rules of the 4-week travel plan
  A Pro traveller's plan covers the 28 days from today, built around their trips:
  the usual session at home, a gate session and a seated routine on flight days,
  workouts where they stay at the destination, a lighter day after a long-haul
  arrival, jet-lag timing guidance after each arrival, and a volume that grows
  across the four weeks. These rules run on the planner alone, without the app.

  The jet-lag timing guidance is general guidance, not medical advice. It follows
  how exercise, like light, moves the body clock: in the morning and early
  afternoon it moves it earlier, in the evening later. Sources:
  - Youngstedt S.D., Elliott J.A., Kripke D.F. (2019). Human circadian phase–response
    curves for exercise. The Journal of Physiology 597(8): 2253–2268.
  - Eastman C.I., Burgess H.J. (2009). How to travel the world without jet lag.
    Sleep Medicine Clinics 4(2): 241–255.
  - CDC Yellow Book, "Jet lag" (Travel-associated infections & diseases / travel
    medicine chapter on jet lag).

  Choices made here where the product spec is silent:
  - the plan opens with a session today (day 1), as the traveller has just asked for it;
  - flight days count among the days a week, and so does the lighter day;
  - a session at the destination is in the gym when the place has one, else in the room
    (a hotel room, or a flat or a friend's room, planned with the hotel room's rules);
  - sessions start at 07:30 unless jet-lag guidance gives a window (then at its start),
    and never sooner than 90 minutes after landing;
  - guidance starts at a time-zone change of 3 hours, for the arrival day only; from
    5 hours for 2 days, from 8 hours for 3 days.

  Rule: Home days carry the usual session in the usual place, on as many days a week as the traveller chose; the other home days are rest days

    Scenario: Three 20-minute sessions a week, spread out, the first today
      Given a traveller at home in Madrid who trains 3 days a week for 20 minutes
      When their plan is built
      Then the plan has 28 days
      And every week has 3 days with a 20-minute session at home and 4 rest days
      And day 1 has a session at home
      And no week has three rest days in a row

    Scenario: A traveller who has entered nothing still gets a plan
      Given a traveller who has set no preferences and no trips
      When their plan is built
      Then every week has 3 days with a 20-minute session at home and 4 rest days

  Rule: A flight day has a gate session before boarding and a seated routine in the middle of the flight

    Background:
      Given a traveller at home in Madrid who trains 3 days a week for 20 minutes
      And a trip to New York leaving on day 8 at 12:00 and flying back on day 12 at 18:00, staying in a hotel

    Scenario: Flying from Madrid to New York
      When their plan is built
      Then day 8 is a flight day from Madrid to New York, landing at 13:45 New York time
      And day 8 has a 10-minute gate session at the airport at 10:45 Madrid time
      And day 8 has a 6-minute seated routine in flight at 15:50 Madrid time
      And the seated routines have only seated moves, none on the floor

    Scenario: Flying back home
      When their plan is built
      Then day 12 is a flight day from New York to Madrid, landing at 07:45 Madrid time
      And day 12 has a 10-minute gate session at the airport at 16:45 New York time

  Rule: Days at the destination are planned where the traveller stays, with no jumping in a hotel room

    Scenario Outline: Staying <stay>
      Given a traveller at home in Madrid who trains 7 days a week for 20 minutes
      And a trip to New York leaving on day 8 at 12:00 and flying back on day 15 at 18:00, staying <stay>
      When their plan is built
      Then days 9 to 14 are days in New York
      And their sessions are in <place>
      And no session in a hotel room has a jump

      Examples:
        | stay                  | place          |
        | in a hotel            | the hotel room |
        | in a hotel with a gym | the gym        |
        | with friends          | the hotel room |

    Scenario: A trip already under way today
      Given a traveller at home in Madrid who trains 3 days a week for 20 minutes
      And a trip to New York that left 3 days before day 1 and flies back on day 4 at 18:00, staying in a hotel
      When their plan is built
      Then days 1 to 3 are days in New York
      And day 4 is a flight day from New York to Madrid, landing at 07:45 Madrid time

    Scenario: A trip that ends after the 28 days
      Given a traveller at home in Madrid who trains 3 days a week for 20 minutes
      And a trip to New York leaving on day 26 at 12:00 and flying back on day 35 at 18:00, staying in a hotel
      When their plan is built
      Then day 26 is a flight day from Madrid to New York, landing at 13:45 New York time
      And days 27 to 28 are days in New York

  Rule: The first full day after a long-haul arrival (a time-zone change of 5 hours or more) is lighter

    Scenario: The day after landing in New York, 6 hours west
      Given a traveller at home in Madrid who trains 3 days a week for 20 minutes
      And a trip to New York leaving on day 8 at 12:00 and flying back on day 12 at 18:00, staying in a hotel
      When their plan is built
      Then day 9 has a lighter 10-minute session in the hotel room
      And day 14, the first full day back home, has a lighter 10-minute session at home

    Scenario: A short hop is no long haul
      Given a traveller at home in London who trains 3 days a week for 20 minutes
      And a trip to Madrid leaving on day 8 at 09:00 and flying back on day 12 at 18:00, staying in a hotel
      When their plan is built
      Then no session of the plan is lighter

  Rule: Jet-lag timing guidance: flying east, train in the morning and early afternoon; flying west, in the late afternoon or early evening; in the local time of the destination

    Background:
      Given a traveller at home in Madrid who trains 3 days a week for 20 minutes

    Scenario: Madrid to New York is westward, and New York to Madrid eastward
      Given a trip to New York leaving on day 8 at 12:00 and flying back on day 12 at 18:00, staying in a hotel
      When their plan is built
      Then day 8 has guidance for a westward change of 6 hours: train between 16:00 and 20:00 New York time, avoid 05:00 to 09:00
      And day 9 has guidance for a westward change of 6 hours: train between 16:00 and 20:00 New York time, avoid 05:00 to 09:00
      And day 13 has guidance for an eastward change of 6 hours: train between 07:00 and 13:00 Madrid time, avoid 19:00 to 23:00
      And day 14 has guidance for an eastward change of 6 hours: train between 07:00 and 13:00 Madrid time, avoid 19:00 to 23:00
      And day 15 has no guidance
      And the session of day 9 starts at 16:00 New York time

    Scenario: After a big jump east the first mornings are still the body's night
      Given a trip to Tokyo leaving on day 8 at 13:00 and flying back on day 20 at 11:00, staying in a hotel
      When their plan is built
      Then day 9 has guidance for an eastward change of 8 hours: train between 10:00 and 14:00 Tokyo time, avoid 19:00 to 23:00
      And day 11 has guidance for an eastward change of 8 hours: train between 07:00 and 13:00 Tokyo time, avoid 19:00 to 23:00

    Scenario: A change under 3 hours gets no guidance
      Given a trip to London leaving on day 8 at 09:00 and flying back on day 12 at 18:00, staying in a hotel
      When their plan is built
      Then no day of the plan has guidance

  Rule: The volume grows across the four weeks while each week at home keeps the traveller's load within 15 %

    Scenario: Four weeks at home
      Given a traveller at home in Madrid who trains 4 days a week for 30 minutes
      When their plan is built
      Then every week plans between 102 and 138 minutes
      And the moves of weeks 3 and 4 have more reps than the same moves in weeks 1 and 2
