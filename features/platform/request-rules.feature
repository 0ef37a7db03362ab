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
      When a visitor opens the landing page
      Then no call without a body declared a content type

    Scenario: Reporting a block the app cannot draw is sent as JSON
      Given a visitor who has a cookie from an earlier visit
      And the server will send a block the app does not know
      When they open the landing page
      Then the app reports the unknown block to the server
      And the report was sent as JSON with the visitor's cookies

  Rule: The sign-in token goes only to the calls that need it

    Scenario: A signed-in traveller's token is not sent when reading the landing page
      Given a traveller who is signed in on this browser
      When they open the landing page
      Then no call the app made carried their sign-in token
      And no call the app made carried the device identifier

  Rule: A device identifier is created on the first visit and kept

    Scenario: A first visit creates a device identifier
      When a visitor opens the landing page for the first time
      Then the browser keeps a device identifier made of "fc_" and 32 hexadecimal characters

    Scenario: A returning visitor keeps the same device identifier
      When a visitor opens the landing page for the first time
      And they come back to the landing page later
      Then the browser still keeps the device identifier of the first visit
