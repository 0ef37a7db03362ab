@api
Feature: Signing in and out
  A registered traveller signs in with their e-mail address and password and
  gets a session that lasts until they sign out, until it expires, or until
  their password is reset. A wrong password and an unknown e-mail get the very
  same answer, so nobody can find out who has an account. Guessing passwords
  is slowed down per account and place, without ever locking the owner out:
  a browser the traveller signed in on before keeps its own allowance.

  Decisions (where the spec leaves a choice):
  - Spec 1 §4 clears the session "on failure" of the profile fetch. The app
    clears it when the server refuses the token (a 4xx answer); when no answer
    comes back (hotel Wi-Fi drops, the page is left mid-fetch) or the server
    fails (5xx, 429), that page shows the traveller signed out but the browser
    keeps the session for the next page (web/src/session/session.test.tsx).

  Background:
    Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"

  Rule: The right e-mail and password give a session

    Scenario: Ana signs in
      When Ana signs in
      Then Ana is signed in
      And her account is registered with no subscription

    Scenario: The e-mail can be typed with other capitals
      When Ana signs in as "ANA@example.com" with the password "correct-horse-1"
      Then Ana is signed in

    Scenario: Each sign-in is its own session
      When Ana signs in on her phone
      And Ana signs in on her laptop
      And Ana signs out on her phone
      Then Ana can still see her profile on her laptop

  Rule: A wrong password and an unknown e-mail get the same answer

    Scenario: A wrong password is refused
      When Ana signs in as "ana@example.com" with the password "wrong-horse-1"
      Then she is told "Invalid email or password"

    Scenario: An unknown e-mail is refused
      When someone signs in as "nobody@example.com" with the password "correct-horse-1"
      Then they are told "Invalid email or password"

    Scenario: Nobody can tell a wrong password from an unknown e-mail
      When Ana signs in as "ana@example.com" with the password "wrong-horse-1"
      And someone signs in as "nobody@example.com" with the password "wrong-horse-1"
      Then both answers are the same

    Scenario Outline: A sign-in without <what> is refused
      When someone signs in as "<e-mail>" with the password "<password>"
      Then they are refused with "<message>" for the <field>

      Examples:
        | what           | e-mail          | password        | field    | message               |
        | a valid e-mail | ana.example.com | correct-horse-1 | e-mail   | Invalid email address |
        | a password     | ana@example.com | (empty)         | password | Password is required  |

  Rule: A session opens the profile until the traveller signs out

    Scenario: The profile is available with the session
      Given Ana has signed in
      When Ana looks at her profile
      Then her profile shows the e-mail "ana@example.com"

    Scenario: Signing out ends the session
      Given Ana has signed in
      When Ana signs out
      And Ana looks at her profile with her old session
      Then she is asked to sign in

    Scenario: A made-up session is refused
      When someone looks at a profile with a made-up session
      Then they are told "Authentication required"

    Scenario: Without any identity there is no profile
      When someone looks at a profile without saying who they are
      Then they are told "Authentication required"

    Scenario: An expired session is refused
      Given Ana has signed in
      And her session has expired
      When Ana looks at her profile with her old session
      Then she is asked to sign in

    Scenario: Signing out twice does no harm
      Given Ana has signed in
      When Ana signs out
      And Ana signs out again
      Then she is signed out

  Rule: Guessing is slowed down, but nobody can lock Ana out

    Scenario: After 10 wrong passwords from one place, the next attempt from there waits, even with the right password
      Given someone has tried 10 wrong passwords for "ana@example.com"
      When Ana signs in
      Then she is told "Too many attempts. Please try again later."
      And she is told how long to wait

    Scenario: Nine failed attempts do not slow anyone down
      Given someone has tried 9 wrong passwords for "ana@example.com"
      When Ana signs in
      Then Ana is signed in

    Scenario: Other accounts are not affected
      Given Ben has an account with the e-mail "ben@example.com" and the password "battery-staple-2"
      And someone has tried 10 wrong passwords for "ana@example.com"
      When Ben signs in
      Then Ben is signed in

    Scenario: Fifteen minutes after the guesses, Ana can sign in from there again
      Given someone has tried 10 wrong passwords for "ana@example.com"
      And 15 minutes have passed
      When Ana signs in
      Then Ana is signed in

    Scenario: Ana still gets in on a browser she signed in on before
      Given Ana has signed in on her laptop
      And someone has tried 10 wrong passwords for "ana@example.com"
      When Ana signs in on her laptop
      Then Ana is signed in

    Scenario: Ana still gets in from another place
      Given someone has tried 10 wrong passwords for "ana@example.com"
      When Ana signs in from another place
      Then Ana is signed in

    Scenario: Guessing spread over many places stops at the account's ceiling
      Given someone has tried 50 wrong passwords for "ana@example.com" from 50 places
      When someone signs in as "ana@example.com" with the password "correct-horse-1" from another place
      Then they are told "Too many attempts. Please try again later."

    Scenario: Even then, Ana gets in on a browser she signed in on before
      Given Ana has signed in on her laptop
      And someone has tried 50 wrong passwords for "ana@example.com" from 50 places
      When Ana signs in on her laptop
      Then Ana is signed in
