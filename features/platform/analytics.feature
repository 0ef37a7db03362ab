@api
Feature: First-party analytics
  The app counts its own page views and a few steps of the way from the landing
  page to a paid plan, so the team can see how travellers arrive and where they
  stop. No third party sees them, no cookie is set for them, and a visitor who
  asks not to be tracked is not.

  Decisions (the spec names only the call, its two fields, and "failures only logged"):
  - The app may report page views, a waitlist sign-up and a free workout started or
    finished. Opening an account, starting a trial and paying are recorded by the
    server from what really happened, so a browser can neither forge nor repeat them.
  - An event is about whoever sends it, as every call tells (a device or a signed-in
    account); nothing in its details can say it is about someone else, and the
    device identifier, address and browser are never stored with it.
  - Do Not Track and Global Privacy Control are honoured by the server too: the answer
    is the same, and nothing is kept.
  - A traveller may send 60 events a minute; one address 600 (travellers share hotel
    and conference addresses).

  Rule: An event from the list is recorded about the traveller who sent it

    Scenario: A visitor's page view is counted for their device, without the device identifier
      Given Carla uses the app on a new device
      When Carla's browser reports a page view of "/free"
      Then the event is taken
      And one page view of "/free" is recorded about Carla
      And the stored event holds neither her device identifier nor her address

    Scenario: A signed-in traveller's event is counted for her account
      Given Ana has signed in
      When Ana's browser reports a "waitlist_signup" with details "{\"source\":\"landing\"}"
      Then the event is taken
      And one "waitlist_signup" is recorded about Ana

    Scenario: An event cannot say it is about another traveller
      Given Carla uses the app on a new device
      And Dan uses the app on a new device
      When Carla's browser reports a page view naming Dan's device in the body
      Then the event is refused as invalid
      And nothing is recorded

  Rule: Only the events of the list are taken

    Scenario Outline: Events the browser may not report are refused
      Given Carla uses the app on a new device
      When Carla's browser reports a "<event>" with details "{}"
      Then the event is refused as invalid, naming "eventName"
      And nothing is recorded

      Examples:
        | event               | why                                   |
        | purchase_completed  | not an event of the app               |
        | account_opened      | recorded by the server only           |
        | subscription_active | a step the server records on its own  |

  Rule: An event's details are a JSON object of at most 2 KB

    Scenario: Details of exactly 2 KB are taken
      Given Carla uses the app on a new device
      When Carla's browser reports a "free_workout_started" with details of 2048 bytes
      Then the event is taken

    Scenario Outline: Details that are too long or not a JSON object are refused
      Given Carla uses the app on a new device
      When Carla's browser reports a "free_workout_started" with <details>
      Then the event is refused as invalid, naming "eventData"
      And nothing is recorded

      Examples:
        | details                  |
        | details of 2049 bytes    |
        | details "not json"       |
        | details "[1, 2, 3]"      |

    Scenario: A page view never carries a query string
      Given Carla uses the app on a new device
      When Carla's browser reports a page view of "/teams?join=4f1c"
      Then the event is refused as invalid, naming "eventData"

  Rule: A visitor who asks not to be tracked is not

    Scenario Outline: Do Not Track and Global Privacy Control
      Given Carla uses the app on a new device
      When Carla's browser reports a page view of "/" with the header "<header>"
      Then the event is taken
      But nothing is recorded

      Examples:
        | header     |
        | DNT: 1     |
        | Sec-GPC: 1 |

  Rule: A traveller may send 60 events a minute

    Scenario: The 61st event within a minute is refused until the minute has passed
      Given Carla uses the app on a new device
      And the server's clock stands still
      When Carla's browser reports 60 page views of "/leaderboard"
      Then all 60 are taken
      When Carla's browser reports a page view of "/leaderboard"
      Then she is told to slow down and try again within 60 seconds
      And 60 page views of "/leaderboard" are recorded about Carla

  Rule: Only administrators see the report

    Scenario: Someone who has not signed in is asked to
      When someone opens the analytics report without signing in
      Then they are asked to sign in

    Scenario: A traveller who is not an administrator is refused
      Given Ben has signed in
      When Ben opens the analytics report
      Then he is refused as not an administrator

    Scenario: The administrator sees counts per day for 30 days and the funnel
      Given Ana is an administrator with an account
      And the app has counted her new account
      And these events were recorded:
        | traveller | event                       | details                           | days ago |
        | Carla     | page_view                   | {"path": "/"}                     | 0        |
        | Carla     | page_view                   | {"path": "/"}                     | 0        |
        | Carla     | page_view                   | {"path": "/free"}                 | 0        |
        | Carla     | free_workout_started        | {}                                | 0        |
        | Dan       | page_view                   | {"path": "/"}                     | 1        |
        | Dan       | free_workout_started        | {}                                | 1        |
        | Dan       | account_opened              | {"fromDevice": true}              | 1        |
        | Dan       | subscription_status_changed | {"from": "none", "to": "trial"}   | 1        |
        | Eve       | page_view                   | {"path": "/"}                     | 29       |
        | Finn      | page_view                   | {"path": "/"}                     | 30       |
        | Finn      | subscription_status_changed | {"from": "trial", "to": "active"} | 30       |
      When Ana opens the analytics report
      Then the report covers 30 days, the last one today
      And it counts these events per day:
        | event                       | days ago | count |
        | page_view                   | 0        | 3     |
        | free_workout_started        | 0        | 1     |
        | account_opened              | 0        | 1     |
        | page_view                   | 1        | 1     |
        | free_workout_started        | 1        | 1     |
        | account_opened              | 1        | 1     |
        | subscription_status_changed | 1        | 1     |
        | page_view                   | 29       | 1     |
      And the funnel counts these travellers:
        | step         | travellers |
        | landing      | 3          |
        | free_workout | 2          |
        | register     | 2          |
        | trial        | 1          |
        | active       | 0          |
