@api
Feature: Text that looks like code is only ever text
  Whatever a traveller types into a form, the app treats it as data. Text that
  looks like a database command or a script is either refused by the ordinary
  rules, with the ordinary message, or kept and shown back exactly as typed. It
  never changes anything else, and the accounts are all still there afterwards.

  Rule: A name is kept exactly as typed, however it looks

    Scenario Outline: Registering with the name <kind> keeps it as typed
      When Ana registers with the name "<text>"
      Then Ana is signed in
      And her profile shows the name "<text>"

      Examples:
        | kind                | text                          |
        | that ends a command | Robert'); DROP TABLE users;-- |
        | that is always true | ' OR '1'='1                   |
        | with a script       | <script>alert('hi')</script>  |
        | with an image trick | <img src=x onerror=alert(1)>  |
        | with a comment      | Ana /* sneaky */ --           |
        | with a placeholder  | ${7*7} {{7*7}} %s $1          |

    Scenario Outline: Changing the name to <kind> keeps it as typed
      Given Ana has signed in
      When Ana changes her name to "<text>"
      Then her profile shows the name "<text>"

      Examples:
        | kind                | text                                       |
        | that ends a command | x'; UPDATE users SET account_type='pro';-- |
        | with a script       | </script><script>alert(1)</script>         |

  Rule: A username or e-mail that looks like code is refused by the usual rules

    Scenario Outline: The username <kind> is refused
      When Ana registers with the username "<text>"
      Then she is refused with "Username may contain only letters, numbers and underscores" for the username

      Examples:
        | kind                | text         |
        | that ends a command | ana'--       |
        | that is always true | x' OR '1'='1 |
        | with a script       | <script>     |

    Scenario Outline: The e-mail <kind> is refused
      When Ana registers with the e-mail "<text>"
      Then she is refused with "Invalid email address" for the e-mail

      Examples:
        | kind                | text                          |
        | that is always true | ' OR '1'='1                   |
        | that ends a command | a@b.com'; DROP TABLE users;-- |
        | with a script       | <script>@example.com          |

    Scenario: An e-mail with an apostrophe is an ordinary e-mail
      When Ana registers with the e-mail "o'hara'--@example.com"
      Then Ana is signed in
      And her profile shows the e-mail "o'hara'--@example.com"
      When Ana signs in as "o'hara'--@example.com" with the password "correct-horse-1"
      Then Ana is signed in

  Rule: A password is only ever compared, never interpreted

    Scenario Outline: The password <kind> works only as itself
      When Ana registers with the password "<text>"
      Then Ana is signed in
      When Ana signs in as "ana@example.com" with the password "<text>"
      Then Ana is signed in
      When Ana signs in as "ana@example.com" with the password "' OR '1'='1"
      Then she is told "Invalid email or password"

      Examples:
        | kind                | text                          |
        | that ends a command | secret'); DROP TABLE users;-- |
        | with a script       | <script>alert(1)</script>     |

    Scenario Outline: Signing in with <kind> is refused like any wrong sign-in
      Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"
      When someone signs in as "<e-mail>" with the password "<password>"
      Then they are not signed in

      Examples:
        | kind                            | e-mail             | password    |
        | an always-true password         | ana@example.com    | ' OR '1'='1 |
        | an always-true password comment | ana@example.com    | ' OR 1=1 -- |
        | an always-true e-mail           | ' OR '1'='1' --    | anything    |
        | an e-mail that ends a command   | ana@example.com'-- | anything    |

  Rule: Invisible control characters are refused in any text, naming the field

    A NUL, an escape or a bell is never part of a name or an e-mail. Text that
    holds one is refused with a message naming the field, and nothing is kept.

    Scenario Outline: Registering with a <character> character in the name is refused
      When Ana registers with the name "Ana Lopez" with a <character> character inside
      Then she is refused with "Must not contain control characters" for the name

      Examples:
        | character |
        | NUL       |
        | BEL       |
        | ESC       |
        | DEL       |

    Scenario: Upgrading with a NUL character in the name is refused
      Given Carla uses the app on a new device
      When Carla upgrades to an account with the name "Carla" with a NUL character inside
      Then she is refused with "Must not contain control characters" for the name

    Scenario: Changing the name to one with a NUL character is refused, and the name stays
      Given Ana has signed in
      And Ana has changed her name to "Ana Lopez"
      When Ana changes her name to "Ana" with a NUL character inside
      Then she is refused with "Must not contain control characters" for the name
      And her profile still shows the name "Ana Lopez"

    Scenario: Asking for a reset link for an e-mail with a NUL character is refused
      When someone asks for a password reset link for "ana@example.com" with a NUL character inside
      Then they are refused with "Must not contain control characters" for the e-mail

  Rule: The accounts are intact afterwards

    Scenario: After a barrage of hostile text every account is still there and new ones can be made
      Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"
      And Ben has an account with the e-mail "ben@example.com" and the password "battery-staple-2"
      When someone tries every hostile text in every field of the registration and sign-in forms
      Then exactly 2 accounts exist
      And Carla can still register
      And exactly 3 accounts exist
      And Ana can still sign in
      And Ben can still sign in
