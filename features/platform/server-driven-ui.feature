Feature: Screens composed by the server
  The server composes screens from blocks and sends each client only what it can
  draw. A client says which blocks it draws; a block it cannot draw comes as the
  block's declared fallback, or is left out. A client never receives a block it
  does not know, and one block it cannot draw never takes the screen down.

  Rule: A client receives only blocks it can draw

    @api
    Scenario: A client that draws only text gets the declared fallbacks
      Given a client that can draw only "text@1"
      When it asks for the landing screen
      Then every block it receives is one it can draw
      And each block it cannot draw came as its declared fallback or was left out

    @api
    Scenario: A client that cannot draw the hero gets its fallback instead
      Given a client that can draw every block except "hero@1"
      When it asks for the landing screen
      Then every block it receives is one it can draw
      And each block it cannot draw came as its declared fallback or was left out

    @api
    Scenario: A client that does not say what it draws gets protocol 1 in full
      Given a client that does not say what it can draw
      When it asks for the landing screen
      Then every block it receives belongs to protocol 1 and is valid

    @ui
    Scenario: A block the app does not know is left out and the rest of the screen shows
      Given the server will send a block the app does not know
      When a visitor opens the landing page
      Then they see the sections of the landing page in order
      And the app reports the unknown block to the server

  Rule: The screen comes back in the requested language

    @api
    Scenario Outline: A client asking in <language> gets the screen in <language>
      When a client asks for the landing screen in <language>
      Then the screen says it is in <language>

      Examples:
        | language |
        | English  |
        | Spanish  |

    @api
    Scenario: A client that names no language gets English
      When a client asks for the landing screen without naming a language
      Then the screen says it is in English
