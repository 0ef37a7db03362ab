@api
Feature: Resetting a forgotten password
  A traveller who forgot their password asks for a reset link by e-mail and
  chooses a new password with it. The answer to the request never reveals
  whether an account exists. A link works once, for 30 minutes, and using it
  signs the traveller out everywhere.

  In these scenarios the link "in the e-mail" is the one the server hands out
  in development and test.

  Background:
    Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"

  Rule: Asking for a link answers the same whether or not an account exists

    Scenario: Ana asks for a reset link
      When Ana asks for a password reset link
      Then she is told "If an account exists for this email, a reset link has been sent."

    Scenario: Someone asks for a link for an e-mail without an account
      When someone asks for a password reset link for "nobody@example.com"
      Then they are told "If an account exists for this email, a reset link has been sent."
      And no reset link was made

    Scenario: Nobody can tell a known e-mail from an unknown one by asking for a link
      When someone asks for a password reset link for "ana@example.com"
      And someone asks for a password reset link for "nobody@example.com"
      Then both answers say the same, apart from the link

    Scenario: An address without "@" is refused
      When someone asks for a password reset link for "ana.example.com"
      Then they are refused with "Invalid email address" for the e-mail

  Rule: With the link, the traveller chooses a new password and signs in with it

    Scenario: Ana resets her password and signs in with the new one
      Given Ana has asked for a password reset link
      When Ana sets the new password "new-horse-22" with the link
      Then she is told "Your password has been reset. Please sign in."
      When Ana signs in as "ana@example.com" with the password "new-horse-22"
      Then Ana is signed in

    Scenario: The old password no longer works
      Given Ana has asked for a password reset link
      When Ana sets the new password "new-horse-22" with the link
      And Ana signs in as "ana@example.com" with the password "correct-horse-1"
      Then she is told "Invalid email or password"

    Scenario: A new password shorter than 6 characters is refused
      Given Ana has asked for a password reset link
      When Ana sets the new password "short" with the link
      Then she is refused with "Password must be at least 6 characters" for the new password
      When Ana signs in as "ana@example.com" with the password "correct-horse-1"
      Then Ana is signed in

  Rule: A link works once, and only for 30 minutes

    Scenario: Using the link a second time is refused
      Given Ana has asked for a password reset link
      And Ana has set the new password "new-horse-22" with the link
      When Ana sets the new password "newer-horse-333" with the link
      Then she is told "Invalid or expired reset link"
      When Ana signs in as "ana@example.com" with the password "new-horse-22"
      Then Ana is signed in

    Scenario: A made-up link is refused
      When someone sets the new password "new-horse-22" with a made-up link
      Then they are told "Invalid or expired reset link"

    Scenario: A link older than 30 minutes is refused
      Given Ana has asked for a password reset link
      And 31 minutes have passed
      When Ana sets the new password "new-horse-22" with the link
      Then she is told "Invalid or expired reset link"

  Rule: Resetting the password signs the traveller out everywhere

    Scenario: Ana's sessions end when she resets her password
      Given Ana has signed in on her phone
      And Ana has asked for a password reset link
      When Ana sets the new password "new-horse-22" with the link
      And Ana looks at her profile on her phone
      Then she is asked to sign in
