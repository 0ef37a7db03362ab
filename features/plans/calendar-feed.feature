@api
Feature: The plan in a calendar app
  A Pro traveller adds their 4-week travel plan to the calendar app they
  already use: TravelFit gives them a private calendar link to subscribe to,
  and every planned session shows up as an event at its time, as long as it
  lasts, with the workout's title, its minutes, where it happens and a link
  back to start it in TravelFit.

  Decisions (where the spec leaves a choice):
  - Whoever has the link can read the plan, so it is private: it is shown
    once, when made; making a new one stops the old one, and the traveller can
    stop it at any time.
  - The calendar is written in the language the traveller used when they
    added it; the workouts keep the titles of the plan.
  - Before the first plan the calendar is empty rather than broken, so a
    calendar app can subscribe at once and fill in later.
  - The plan is a Pro benefit: when the traveller's Pro ends, the link keeps
    answering with an empty calendar, and fills again if they come back.

  Rule: A Pro traveller's calendar app shows every planned session

    Scenario: Ana adds her plan to her calendar and her calendar app reads the sessions
      Given Ana has signed in
      And Ana's subscription status is trial
      And Ana's plan has these sessions
        | day       | starts at (UTC) | minutes | where       | workout                                  |
        | tomorrow  | 07:30           | 20      | at home     | 20-Minute Home Full Body Workout         |
        | in 3 days | 09:15           | 10      | at the gate | 10-Minute Airport Gate Full Body Workout |
        | in 3 days | 14:00           | 6       | mid-flight  | 6-Minute In-Transit Mobility Workout     |
      When Ana adds her plan to her calendar
      Then Ana's calendar app shows the calendar "TravelFit plan" with these events
        | day       | starts at (UTC) | ends at (UTC) | title                                    | says               |
        | tomorrow  | 07:30           | 07:50         | 20-Minute Home Full Body Workout         | At home · 20 min   |
        | in 3 days | 09:15           | 09:25         | 10-Minute Airport Gate Full Body Workout | At the gate · 10 min |
        | in 3 days | 14:00           | 14:06         | 6-Minute In-Transit Mobility Workout     | Mid-flight · 6 min |
      And each event links back to start its session in TravelFit

    Scenario: A calendar added in Spanish is written in Spanish
      Given Ana has signed in
      And Ana's subscription status is trial
      And Ana's plan has these sessions
        | day      | starts at (UTC) | minutes | where      | workout                                  |
        | tomorrow | 14:00           | 6       | mid-flight | Movilidad en tránsito de 6 minutos        |
      When Ana adds her plan to her calendar in Spanish
      Then Ana's calendar app shows the calendar "Plan de TravelFit" with these events
        | day      | starts at (UTC) | ends at (UTC) | title                              | says                   |
        | tomorrow | 14:00           | 14:06         | Movilidad en tránsito de 6 minutos | En pleno vuelo · 6 min |

    Scenario: Before her first plan, Ana's calendar is empty
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana adds her plan to her calendar
      Then Ana's calendar app shows the calendar "TravelFit plan" with no events

  Rule: Making a new calendar link stops the old one

    Scenario: Ana makes a new link
      Given Ana has signed in
      And Ana's subscription status is trial
      And Ana's plan has these sessions
        | day      | starts at (UTC) | minutes | where   | workout                          |
        | tomorrow | 07:30           | 20      | at home | 20-Minute Home Full Body Workout |
      And Ana has added her plan to her calendar
      When Ana adds her plan to her calendar again
      Then a calendar app on Ana's first link is told the link no longer works
      And a calendar app on Ana's new link shows 1 event

  Rule: A traveller can stop their calendar link

    Scenario: Ana stops her link
      Given Ana has signed in
      And Ana's subscription status is trial
      And Ana has added her plan to her calendar
      When Ana stops her calendar link
      Then a calendar app on Ana's link is told the link no longer works
      And Ana has no calendar link

  Rule: Only Pro travellers add the plan to a calendar

    Scenario: A traveller on the free plan cannot make a calendar link
      Given Ben has signed in
      When Ben adds his plan to his calendar
      Then Ben is told travel plans are part of TravelFit Pro

    Scenario: When Ana's Pro ends, her calendar empties
      Given Ana has signed in
      And Ana's subscription status is canceled
      And Ana's plan has these sessions
        | day      | starts at (UTC) | minutes | where   | workout                          |
        | tomorrow | 07:30           | 20      | at home | 20-Minute Home Full Body Workout |
      And Ana has added her plan to her calendar
      When the trial ends
      Then Ana's calendar app shows the calendar "TravelFit plan" with no events
