@ui
Feature: How the app talks to the server
  Every call the app makes follows the same rules, whatever the screen: it sends
  the browser's cookies, it declares JSON only when it sends something, it shows
  the sign-in token only to the calls that need it, and it identifies the browser
  with a device identifier created on the first visit and kept afterwards.

  Rule: Every call sends the browser's cookies

    Scenario: The landing page's calls carry the visitor's cookies
      Given a visitor who has a cookie from an earlier visit
      When they open the landing page
      Then the app called the server at least once
      And every call the app made carried their cookies

  Rule: A JSON content type is declared only when a call sends a body

    Scenario: Reading the landing page declares no content type
      Given a traveller who is signed in on this browser
      When they open the landing page
      Then no call without a body declared a content type

    Scenario: Reporting a block the app cannot draw is sent as JSON
      Given a visitor who has a cookie from an earlier visit
      And the server will send a block the app does not know
      When they open the landing page
      Then the app reports the unknown block to the server
      And the report was sent as JSON with the visitor's cookies

  Rule: The sign-in token goes only to the calls that need it
    On every start the app checks the stored token by asking for the session's
    profile (spec 1 §4); the screens of the landing page are read without it.
    The app's own page views are about whoever sends them, so they carry the
    session or the device (features/platform/analytics.feature).

    Scenario: A signed-in traveller's token goes only to the check of their session on the landing page
      Given a traveller who is signed in on this browser
      When they open the landing page
      Then their sign-in token went only to the check of their session
      And no call the app made carried the device identifier

  Rule: The sign-in token and the device identifier also go to the traveller's own profile calls
    Decision: the spec's call table marks the profile calls "bearer or x-device-id", though
    its header rule leaves them out; so the traveller's own profile, the avatar upload,
    signing out and the profile screen carry the sign-in token when there is one, and the
    profile and the profile screen carry the device identifier. The same goes for the
    leaderboards (global and by city) and the workout history: they carry the sign-in token
    when there is one and the device identifier, so the traveller's own row is marked "you"
    and the history is their own (DECISIONS.md "who is who").

    Scenario: A signed-in traveller's profile page asks for the profile with their token
      Given Ana has signed in on this browser
      When Ana opens "/profile"
      Then the app asked for Ana's profile with her sign-in token

    Scenario: An anonymous traveller's profile page asks for the profile with their device
      When a visitor opens the landing page for the first time
      And they open "/profile"
      Then the app asked for the profile with the browser's device identifier

  Rule: A device identifier is created on the first visit and kept

    Scenario: A first visit creates a device identifier
      When a visitor opens the landing page for the first time
      Then the browser keeps a device identifier made of "fc_" and 32 hexadecimal characters

    Scenario: A returning visitor keeps the same device identifier
      When a visitor opens the landing page for the first time
      And they come back to the landing page later
      Then the browser still keeps the device identifier of the first visit
