Feature: Pages and addresses that do not exist, and answers the server refuses
  A traveller who follows a broken link gets a page that says so, in their
  language, with a way home. Programs calling the server get a clear error in
  the one error format, never a web page, and every answer carries the
  browser protections we promise.

  Rule: An unknown page shows the 404 page with a way home

    @ui
    Scenario Outline: A visitor following a broken link in <language> finds the way home
      Given a visitor whose browser speaks "<browser language>"
      When they open "/no-such-place"
      Then they are told the page was not found
      And the app speaks <language>
      When they take the way home
      Then they are on "/"

      Examples:
        | language | browser language |
        | English  | en-US            |
        | Spanish  | es-ES            |

    @ui
    Scenario: The 404 page reads differently in Spanish
      Given a visitor whose browser speaks "en-US"
      When they open "/no-such-place"
      Then they are told the page was not found
      When they switch the language to Spanish
      Then the not-found message is no longer the English one

  Rule: The server says "not found" for a page the app does not have
    Decision: the app's 404 page is served with a real 404 status, so search
    engines and uptime monitors see a missing page, while known pages answer 200.

    @api
    Scenario: A crawler asks for a page that does not exist
      When a program asks for "/no-such-place"
      Then the answer is the app's page with status 404

    @api
    Scenario: A crawler asks for the landing page
      When a program asks for "/"
      Then the answer is the app's page with status 200

  Rule: An unknown address of the API answers "not found" in the error format

    @api
    Scenario: A program asks for an API address that does not exist
      When a program asks for "/api/no-such-thing"
      Then it is told "not found" in the error format

  Rule: The server refuses requests it cannot read

    @api
    Scenario: A program sends a request that is not valid JSON
      When a program sends a report that is not valid JSON
      Then it is told "malformed request" in the error format

    @api
    Scenario: A program sends more than 1 MB
      When a program sends a report larger than 1 MB
      Then it is told "too large" in the error format
